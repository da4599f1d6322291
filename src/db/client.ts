import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;

const globalForDb = globalThis as unknown as { aurumPool?: Pool; aurumDb?: Database };

/** Pool size per process; the embedded server accepts the sum of all pools (DESIGN pitfalls). */
const POOL_MAX = Number(process.env.DB_POOL_MAX ?? 5);

export function createPool(url: string, max = POOL_MAX): Pool {
  return new Pool({ connectionString: url, max, idleTimeoutMillis: 10_000 });
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

export function createDb(pool: Pool): Database {
  return drizzle(pool, { schema });
}
