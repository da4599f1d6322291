import { readFileSync } from "node:fs";
import { Pool } from "pg";

let pool: Pool | null = null;

/** The database the site under test uses (written by scripts/e2e-server.ts). */
export function testDatabase(): Pool {
  pool ??= new Pool({ connectionString: readFileSync(".next-e2e/e2e-database-url", "utf8").trim(), max: 2 });
  return pool;
}
