/**
 * Shared by the start, dev, build and test scripts: make sure a database is reachable,
 * migrated and seeded, starting the embedded one when DATABASE_URL is not set.
 */
import path from "node:path";
import { createDb, createPool, MAINTENANCE_TIMEOUT_MS } from "../../src/db/client";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../src/db/embedded";
import { migrateDatabase } from "../../src/db/migrate";
import { seedDemoHolidays } from "../../src/db/seed/demo-holidays";
import { seedDatabase } from "../../src/db/seed/seed";

export const EMBEDDED_PORT = Number(process.env.EMBEDDED_DB_PORT ?? 54329);

export interface ReadyDatabase {
  url: string;
  embedded: EmbeddedDatabase | null;
  stop(): Promise<void>;
}

export async function prepareDatabase(
  options: {
    seed?: boolean;
    /** false: the database is already migrated (the one a running site serves). */
    migrate?: boolean;
    dataDir?: string | null;
    port?: number;
    /** A database another process serves (not ours to stop), instead of DATABASE_URL or the embedded one. */
    url?: string;
  } = {},
): Promise<ReadyDatabase> {
  let embedded: EmbeddedDatabase | null = null;
  let url = options.url ?? process.env.DATABASE_URL;
  if (!url) {
    const dataDir =
      options.dataDir === undefined ? path.resolve(process.env.PGLITE_DATA_DIR ?? "data") : options.dataDir;
    embedded = await startEmbeddedDatabase({ dataDir, port: options.port ?? EMBEDDED_PORT });
    url = embedded.url;
    console.log(`[db] embedded PostgreSQL (PGlite) on ${url}${dataDir ? ` using ${dataDir}` : " in memory"}`);
  }
  if (options.migrate !== false) {
    const pool = createPool(url, 2, MAINTENANCE_TIMEOUT_MS);
    try {
      const db = createDb(pool);
      await migrateDatabase(db);
      if (options.seed !== false) {
        await seedDatabase(db);
        // The demo's clinics close on their countries' public holidays (issue 40, row 8); tests reset their own
        // database without them, so no test depends on the date falling near a holiday.
        await seedDemoHolidays(db);
      }
    } finally {
      await pool.end();
    }
  }
  return {
    url,
    embedded,
    async stop() {
      await embedded?.stop();
    },
  };
}
