import { createDb, createPool, MAINTENANCE_TIMEOUT_MS } from "../../src/db/client";
import { migrateDatabase } from "../../src/db/migrate";
import { seedDatabase } from "../../src/db/seed/seed";

/** Drop everything, apply every migration and seed: each run starts from the same state. */
export async function resetTestDatabase(url: string): Promise<void> {
  const pool = createPool(url, 1, MAINTENANCE_TIMEOUT_MS);
  try {
    await pool.query("DROP SCHEMA IF EXISTS drizzle CASCADE");
    await pool.query("DROP SCHEMA IF EXISTS public CASCADE");
    await pool.query("CREATE SCHEMA public");
    const db = createDb(pool);
    await migrateDatabase(db);
    await seedDatabase(db);
  } finally {
    await pool.end();
  }
}
