/**
 * A database of one test file's own, for rules about a whole table that other files' rows would disturb ("is there
 * an administrator yet?"). PostgreSQL: a new database beside TEST_DATABASE_URL's, dropped afterwards; otherwise an
 * in-memory PGlite. Migrated and seeded; `getDb()` in this file's thread points at it until `stop()`.
 */
import { randomUUID } from "node:crypto";
import { Pool } from "pg";
import { closeDb } from "@/db/client";
import { startEmbeddedDatabase } from "@/db/embedded";
import { resetTestDatabase } from "../setup/reset-database";

export async function useFreshDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  const shared = process.env.DATABASE_URL;
  const external = process.env.TEST_DATABASE_URL || undefined;
  let url: string;
  let drop: () => Promise<void>;
  if (external) {
    const name = `aurum_fresh_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = new Pool({ connectionString: external, max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(external);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const embedded = await startEmbeddedDatabase({ dataDir: null, port: 0 });
    url = embedded.url;
    drop = () => embedded.stop();
  }
  await resetTestDatabase(url);
  await closeDb();
  process.env.DATABASE_URL = url;
  return {
    url,
    async stop() {
      await closeDb();
      process.env.DATABASE_URL = shared;
      await drop();
    },
  };
}
