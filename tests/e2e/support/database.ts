import { readFileSync } from "node:fs";
import { Pool } from "pg";
import { e2eDatabaseUrlFile } from "./database-url-file";

let pool: Pool | null = null;

/** The database the site under test uses (written by scripts/e2e-server.ts). */
export function testDatabase(): Pool {
  const url = readFileSync(e2eDatabaseUrlFile(process.env.E2E_PORT ?? 3100), "utf8").trim();
  pool ??= new Pool({ connectionString: url, max: 2 });
  return pool;
}
