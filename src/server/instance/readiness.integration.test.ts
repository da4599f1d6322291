/**
 * `/readyz`'s checks (decision 253) on the run's database: ready when it answers and is migrated; not ready when
 * draining, when this build knows a newer migration than the database has, when revalidations are not heard, or
 * when the database does not answer (within its two-second deadline, never hanging).
 */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, inject, it } from "vitest";
import { migrationsFolder } from "@/db/migrate";
import { createReadiness, lastMigrationOf, type Readiness } from "./readiness";

const url = inject("databaseUrl");
const made: Readiness[] = [];
const readiness = (options: Partial<Parameters<typeof createReadiness>[0]> = {}) => {
  const r = createReadiness({ databaseUrl: url, migrationsFolder, ...options });
  made.push(r);
  return r;
};
afterEach(async () => {
  await Promise.all(made.splice(0).map((r) => r.stop()));
});

describe("readiness (decision 253)", () => {
  it("is ready when the database answers and has this build's migrations", async () => {
    expect(await readiness().check()).toEqual({
      ready: true,
      database: "ok",
      migrations: "current",
      draining: false,
      invalidation: "listening",
    });
  });

  it("is not ready while draining, nor while revalidations from other instances are not heard", async () => {
    const r = readiness({ listening: () => false });
    expect(await r.check()).toMatchObject({ ready: false, invalidation: "not listening" });
    const d = readiness();
    d.setDraining(true);
    expect(await d.check()).toMatchObject({ ready: false, draining: true, database: "ok" });
  });

  it("is not ready when this build knows a migration the database has not applied", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "aurum-journal-"));
    mkdirSync(path.join(folder, "meta"));
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number; tag: string }[];
    };
    journal.entries.push({ ...journal.entries.at(-1)!, when: lastMigrationOf(migrationsFolder) + 1, tag: "9999_next" });
    writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
    expect(await readiness({ migrationsFolder: folder }).check()).toMatchObject({
      ready: false,
      database: "ok",
      migrations: "behind",
    });
  });

  it("answers not ready within its deadline when the database does not answer, fifty probes at once", async () => {
    // A server that accepts connections and never says a word: a hung database.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    try {
      const r = readiness({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/x`, timeoutMs: 500 });
      const started = Date.now();
      const reports = await Promise.all(Array.from({ length: 50 }, () => r.check()));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(reports.every((report) => !report.ready && report.database === "unreachable")).toBe(true);
    } finally {
      silent.close();
    }
  });
});
