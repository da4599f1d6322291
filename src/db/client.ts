import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool, type PoolConfig } from "pg";
import * as schema from "./schema";
import { dbLog } from "./db-log";

export type Database = NodePgDatabase<typeof schema>;
/** One transaction's handle, as `db.transaction` passes it to its callback. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const globalForDb = globalThis as unknown as { aurumPool?: Pool; aurumDb?: Database };

/** Pool size per process; the embedded server accepts the sum of all pools (docs/product/stack-and-boundaries.md, pitfalls). */
const POOL_MAX = Number(process.env.DB_POOL_MAX ?? 5);
/** No query of the site waits longer than this (decision 090). */
export const QUERY_TIMEOUT_MS = Number(process.env.DB_QUERY_TIMEOUT_MS ?? 15_000);
/** Migrations and the seed may rewrite whole tables: a deadline still, but a generous one. */
export const MAINTENANCE_TIMEOUT_MS = 10 * 60_000;

/**
 * Every query has a deadline: `statement_timeout` makes PostgreSQL cancel it (the connection stays in step);
 * PGlite cannot interrupt a statement and ignores it, so pg's own `query_timeout`, a little later, ends the
 * wait on either database (pg keeps the late answer with the query it belongs to, so the connection stays
 * in step). A request never waits for ever for a pool client either.
 */
export function poolConfig(url: string, max = POOL_MAX, queryTimeoutMs = QUERY_TIMEOUT_MS): PoolConfig {
  return {
    connectionString: url,
    max,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: 10_000,
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1_000,
    idle_in_transaction_session_timeout: 30_000,
  };
}

export function createPool(url: string, max = POOL_MAX, queryTimeoutMs = QUERY_TIMEOUT_MS): Pool {
  const pool = new Pool(poolConfig(url, max, queryTimeoutMs));
  // An idle client's connection can drop (database restarted, abandoned transaction closed): log, never crash.
  pool.on("error", (error) => dbLog.warn({ err: error.message }, "idle database connection lost"));
  return pool;
}

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      "DATABASE_URL is not set. Start the site with `npm start` or `npm run dev`, which start the embedded database, or point DATABASE_URL at PostgreSQL.",
    );
  }
  return url;
}

/** The process-wide database handle, created on first use (so importing this file never connects). */
export function getDb(): Database {
  if (!globalForDb.aurumDb) {
    globalForDb.aurumPool = createPool(databaseUrl());
    globalForDb.aurumDb = drizzle(globalForDb.aurumPool, { schema });
  }
  return globalForDb.aurumDb;
}

/** End the process-wide pool (a script done with the database); the next getDb() opens a new one. */
export async function closeDb(): Promise<void> {
  const pool = globalForDb.aurumPool;
  globalForDb.aurumPool = undefined;
  globalForDb.aurumDb = undefined;
  await pool?.end();
}

export function createDb(pool: Pool): Database {
  return drizzle(pool, { schema });
}
