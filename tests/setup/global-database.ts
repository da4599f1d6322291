/**
 * One database for the whole Vitest run: PostgreSQL at TEST_DATABASE_URL when set (reset first),
 * otherwise an in-memory embedded PGlite served on a free local port. Migrated and seeded; the seed's catalogue and
 * clinics are then read-only for tests (seeded-rows-read-only.ts).
 */
import type { TestProject } from "vitest/node";
import { createPool, MAINTENANCE_TIMEOUT_MS } from "../../src/db/client";
import { resetTestDatabase } from "./reset-database";
import { guardSeededRows } from "./seeded-rows-read-only";
import { startEmbeddedDatabase } from "../../src/db/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL || undefined;
  const embedded = external ? null : await startEmbeddedDatabase({ dataDir: null, port: 0 });
  const url = external ?? embedded!.url;
  await resetTestDatabase(url);
  const pool = createPool(url, 1, MAINTENANCE_TIMEOUT_MS);
  try {
    await guardSeededRows(pool);
  } finally {
    await pool.end();
  }
  project.provide("databaseUrl", url);
  console.log(`[tests] database: ${external ? "PostgreSQL (TEST_DATABASE_URL)" : "embedded PGlite"}`);
  return async () => {
    await embedded?.stop();
  };
}
