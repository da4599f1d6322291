/**
 * The page-invalidation bus between instances (decision 250), on the run's database: two buses stand for two
 * instances. On PostgreSQL (TEST_DATABASE_URL) a revalidation published by one reaches the other within a second
 * and not itself, and a listener whose connection is cut listens again and forgets every page; on the embedded
 * database (one instance by design) the bus says so and sends nothing.
 */
import { randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import type { Revalidation } from "@/server/http/cache-clock.mjs";
import { startTcpProxy } from "../../../scripts/lib/tcp-proxy";
import {
  EVERY_PAGE_TAG,
  parsePayload,
  payloadFor,
  startPageInvalidationBus,
  type PageInvalidationBus,
} from "./page-invalidation-bus";

const url = inject("databaseUrl");
const quiet = { info: () => {}, warn: () => {} };
const startedBuses: PageInvalidationBus[] = [];
afterEach(async () => {
  await Promise.all(startedBuses.splice(0).map((bus) => bus.stop()));
});

async function isEmbedded(): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return /PGlite/.test((await client.query<{ version: string }>("select version()")).rows[0]!.version);
  } finally {
    await client.end();
  }
}

/** An instance's bus on its own channel of this test, with what it applied and a way to fire a local revalidation. */
async function instance(channel: string) {
  const applied: { revalidation: Revalidation; at: number }[] = [];
  const listeners = new Set<(revalidation: Revalidation) => void>();
  const bus = await startPageInvalidationBus({
    databaseUrl: url,
    channel,
    log: quiet,
    apply: async (revalidation) => {
      applied.push({ revalidation, at: Date.now() });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    maxReconnectDelayMs: 200,
  });
  startedBuses.push(bus);
  return { bus, applied, revalidateHere: (revalidation: Revalidation) => listeners.forEach((l) => l(revalidation)) };
}

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
}

describe("the page-invalidation bus (decision 250)", () => {
  it("tells every other instance of a revalidation within a second, never itself", async () => {
    const channel = `test_bus_${randomUUID().replaceAll("-", "")}`;
    const a = await instance(channel);
    const b = await instance(channel);
    const c = await instance(channel);
    if (await isEmbedded()) {
      // One instance by design (decision 090): nothing is sent, nothing arrives, and the bus counts as listening.
      expect([a.bus.mode, b.bus.mode]).toEqual(["embedded", "embedded"]);
      a.revalidateHere({ tags: ["_N_T_/us/en/faqs"] });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(b.applied).toEqual([]);
      expect(b.bus.listening()).toBe(true);
      return;
    }
    expect(a.bus.mode).toBe("postgres");
    const sentAt = Date.now();
    a.revalidateHere({ tags: ["_N_T_/layout", "_N_T_/us/en/infusion/nad"], durations: { expire: 0 } });
    expect(await until(() => b.applied.length === 1 && c.applied.length === 1, 1_000)).toBe(true);
    expect(b.applied[0]!.revalidation).toEqual({
      tags: ["_N_T_/layout", "_N_T_/us/en/infusion/nad"],
      durations: { expire: 0 },
    });
    expect(b.applied[0]!.at - sentAt).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(a.applied).toEqual([]);
  });

  it("listens again after its connection is cut, and forgets every page once (what was sent meanwhile is lost)", async () => {
    if (await isEmbedded()) {
      const a = await instance(`test_bus_${randomUUID().replaceAll("-", "")}`);
      expect(a.bus.mode).toBe("embedded");
      return;
    }
    const channel = `test_bus_${randomUUID().replaceAll("-", "")}`;
    const a = await instance(channel);
    const b = await instance(channel);
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      // B's listening connection is the one that listens on this channel.
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where query = $1 and pid <> pg_backend_pid()`,
        [`LISTEN ${channel}`],
      );
      expect(rows.length).toBe(2);
      await admin.query("select pg_terminate_backend(pid) from unnest($1::int[]) as pid", [rows.map((r) => r.pid)]);
    } finally {
      await admin.end();
    }
    expect(await until(() => !b.bus.listening(), 2_000)).toBe(true);
    expect(await until(() => b.bus.listening() && a.bus.listening(), 5_000)).toBe(true);
    expect(b.applied.map((entry) => entry.revalidation.tags)).toContainEqual([EVERY_PAGE_TAG]);
    // And it hears the next revalidation.
    a.revalidateHere({ tags: ["_N_T_/us/en/faqs"] });
    expect(await until(() => b.applied.some((e) => e.revalidation.tags[0] === "_N_T_/us/en/faqs"), 1_000)).toBe(true);
  });
});

describe("the bus when the database does not answer at start (decision 250)", () => {
  it("lets the instance start, says it does not listen, and listens once the database answers", async () => {
    const target = new URL(url);
    const relay = await startTcpProxy({ port: 0, targetHost: target.hostname, targetPort: Number(target.port) });
    relay.cut();
    try {
      const through = new URL(url);
      through.host = `127.0.0.1:${relay.port}`;
      const started = Date.now();
      const bus = await startPageInvalidationBus({
        databaseUrl: through.toString(),
        channel: `test_bus_${randomUUID().replaceAll("-", "")}`,
        log: quiet,
        apply: async () => {},
        subscribe: () => () => {},
        maxReconnectDelayMs: 100,
        firstListenTimeoutMs: 300,
      });
      expect(Date.now() - started).toBeLessThan(2_000);
      startedBuses.push(bus);
      expect(bus.listening()).toBe(false);
      relay.restore();
      expect(await until(() => bus.listening(), 5_000)).toBe(true);
    } finally {
      await relay.close();
    }
  });
});

describe("the bus's messages", () => {
  it("fit PostgreSQL's 8,000 bytes: too many tags become 'every page'", () => {
    const many = { tags: Array.from({ length: 400 }, (_, i) => `_N_T_/us/en/a-rather-long-path-${i}`) };
    const parsed = parsePayload(payloadFor("me", many));
    expect(parsed?.tags).toEqual([EVERY_PAGE_TAG]);
    expect(parsePayload(payloadFor("me", { tags: ["_N_T_/x"] }))?.tags).toEqual(["_N_T_/x"]);
  });

  it("ignore anything that is not one of ours", () => {
    for (const payload of [
      "",
      "not json",
      "{}",
      '{"from":"x","sentAt":1,"tags":[]}',
      '{"from":1,"sentAt":1,"tags":["a"]}',
    ])
      expect(parsePayload(payload)).toBeNull();
  });
});
