/**
 * One database for the whole Vitest run: PostgreSQL at TEST_DATABASE_URL when set (reset first),
 * otherwise an in-memory embedded PGlite served on a free local port. Migrated and seeded.
 */
import type { TestProject } from "vitest/node";
import { resetTestDatabase } from "./reset-database";
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
  project.provide("databaseUrl", url);
  console.log(`[tests] database: ${external ? "PostgreSQL (TEST_DATABASE_URL)" : "embedded PGlite"}`);
  return async () => {
    await embedded?.stop();
  };
}
