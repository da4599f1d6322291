/**
 * The embedded server under concurrent load (decision 090): pglite-socket 0.2.17 runs every connection
 * on one backend session and interleaved the extended-protocol messages of concurrent connections.
 * These tests run on their own in-memory PGlite, so they neither see nor disturb the shared test database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Pool } from "pg";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "./embedded";
import { createPool } from "./client";

let embedded: EmbeddedDatabase;

beforeAll(async () => {
  embedded = await startEmbeddedDatabase({ dataDir: null, port: 0, holdTimeoutMs: 1_500 });
  const pool = new Pool({ connectionString: embedded.url, max: 1 });
  await pool.query("create table probe (id serial primary key, who text not null, n integer not null)");
  await pool.end();
});

afterAll(async () => {
  await embedded?.stop();
});

describe("embedded database under concurrent load", () => {
  it("answers 50 concurrent mixed queries through several pools without an error or a hang", async () => {
    const pools = Array.from({ length: 5 }, () => new Pool({ connectionString: embedded.url, max: 10 }));
    try {
      const started = Date.now();
      const jobs = Array.from({ length: 50 }, async (_, i) => {
        const pool = pools[i % pools.length]!;
        switch (i % 5) {
          case 4: {
            // A failing batch must not disturb the others (the backend skips to the failing batch's Sync).
            const error = await pool.query("select $1::int as v", ["not a number"]).catch((e: Error) => e);
            return error instanceof Error && /invalid input syntax/.test(error.message);
          }
          case 0: {
            const r = await pool.query<{ v: number }>("select $1::int * 2 as v", [i]);
            return r.rows[0]!.v === i * 2;
          }
          case 1: {
            const r = await pool.query<{ id: number }>("insert into probe (who, n) values ($1, $2) returning id", [
              `w${i}`,
              i,
            ]);
            return r.rows.length === 1;
          }
          case 2: {
            const r = await pool.query<{ s: string }>("select $1::text || '-' || $2::text as s", [`a${i}`, `b${i}`]);
            return r.rows[0]!.s === `a${i}-b${i}`;
          }
          default: {
            const client = await pool.connect();
            try {
              await client.query("begin");
              await client.query("insert into probe (who, n) values ($1, $2)", [`t${i}`, i]);
              const r = await client.query<{ c: string }>("select count(*) as c from probe where who = $1", [`t${i}`]);
              await client.query("commit");
              return r.rows[0]!.c === "1";
            } catch (error) {
              await client.query("rollback").catch(() => {});
              throw error;
            } finally {
              client.release();
            }
          }
        }
      });
      const results = await Promise.allSettled(jobs.map((job) => withDeadline(job, 20_000)));
      const errors = results
        .filter((r) => r.status === "rejected")
        .map((r) => String((r as PromiseRejectedResult).reason));
      expect(errors).toEqual([]);
      expect(results.every((r) => r.status === "fulfilled" && r.value)).toBe(true);
      console.log(`[embedded] 50 mixed queries through 5 pools in ${Date.now() - started} ms`);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });

  it("rolls back the transaction of a client that goes away and serves the others", async () => {
    const pool = new Pool({ connectionString: embedded.url, max: 2 });
    try {
      const client = await pool.connect();
      await client.query("begin");
      await client.query("insert into probe (who, n) values ($1, 1)", ["gone-away"]);
      client.release(new Error("drop it")); // closes the connection mid-transaction
      const r = await withDeadline(
        pool.query<{ c: string }>("select count(*) as c from probe where who = $1", ["gone-away"]),
        5_000,
      );
      expect(r.rows[0]!.c).toBe("0");
    } finally {
      await pool.end();
    }
  });

  it("closes a connection that holds the session idle in a transaction, so nobody waits for ever", async () => {
    const holder = new Pool({ connectionString: embedded.url, max: 1 });
    holder.on("error", () => {});
    const other = new Pool({ connectionString: embedded.url, max: 1 });
    try {
      const client = await holder.connect();
      client.on("error", () => {});
      await client.query("begin");
      await client.query("insert into probe (who, n) values ($1, 1)", ["abandoned"]);
      const started = Date.now();
      const r = await withDeadline(
        other.query<{ c: string }>("select count(*) as c from probe where who = $1", ["abandoned"]),
        10_000,
      );
      expect(r.rows[0]!.c).toBe("0");
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
      await expect(client.query("select 1")).rejects.toThrow();
      client.release(true);
    } finally {
      await Promise.all([holder.end(), other.end()]);
    }
  });

  it("gives every query a deadline, and the next query after a timeout gets its own answer", async () => {
    const pool = createPool(embedded.url, 1, 300);
    try {
      // PGlite ignores statement_timeout; pg's query_timeout (300 ms + 1 s) ends the wait.
      const error = await pool.query("select pg_sleep(3)").catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/timeout/i);
      const r = await withDeadline(pool.query<{ v: number }>("select 7 as v"), 10_000);
      expect(r.rows[0]!.v).toBe(7);
      // A checked-out client (a transaction) released normally after its timeout: the late answer of the
      // timed-out statement must not be read as the next query's.
      const client = await pool.connect();
      const late = await client.query("select pg_sleep(2) as slept").catch((e: Error) => e);
      expect(late).toBeInstanceOf(Error);
      client.release();
      const next = await withDeadline(pool.query<{ v: number }>("select 8 as v"), 10_000);
      expect(next.rows[0]).toEqual({ v: 8 });
    } finally {
      await pool.end();
    }
  });
});

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms (hung)`)), ms);
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    );
  });
}
