/**
 * Migration 0040 (decision 272): an account's credit, kept until then in `users.credit_cents`, becomes its row in
 * US dollars in `customer_credits` (every clinic charged dollars until then); no row for an account without credit.
 * Run on a database of its own, migrated up to 0039 with rows written the old way, then migrated to the end.
 */
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, MAINTENANCE_TIMEOUT_MS } from "@/db/client";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "@/db/embedded";
import { migrationsFolder } from "@/db/migrate";

const BEFORE = "0040_customer_credit_per_currency";

let pool: Pool;
let stop: () => Promise<void>;

beforeAll(async () => {
  const external = process.env.TEST_DATABASE_URL || undefined;
  let url: string;
  if (external) {
    const name = `aurum_migration_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    const admin = new Pool({ connectionString: external, max: 1 });
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(external);
    target.pathname = `/${name}`;
    url = target.toString();
    stop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const embedded: EmbeddedDatabase = await startEmbeddedDatabase({ dataDir: null, port: 0 });
    url = embedded.url;
    stop = () => embedded.stop();
  }
  pool = new Pool({ connectionString: url, max: 1, statement_timeout: MAINTENANCE_TIMEOUT_MS });
});

afterAll(async () => {
  await pool?.end();
  await stop?.();
});

/** The migrations folder as it was before `tag`: its journal cut there. */
function folderBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), "aurum-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe("migration 0040: credit per currency", () => {
  it("copies each account's credit into its USD row, and only credit above zero", async () => {
    const db = createDb(pool);
    const before = folderBefore(BEFORE);
    try {
      await migrate(db, { migrationsFolder: before });
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    const insert = async (tag: string, creditCents: number) => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into users (email, first_name, last_name, referral_code, credit_cents)
         values ($1, 'Old', 'Credit', $2, $3) returning id`,
        [`${tag}@example.com`, tag.toUpperCase(), creditCents],
      );
      return rows[0]!.id;
    };
    const rich = await insert("rich", 125_50);
    const none = await insert("none", 0);

    await migrate(db, { migrationsFolder });

    const { rows } = await pool.query<{ user_id: string; currency: string; balance_cents: number }>(
      "select user_id, currency, balance_cents from customer_credits order by user_id",
    );
    expect(rows).toEqual([{ user_id: rich, currency: "USD", balance_cents: 125_50 }]);
    expect(rows.some((r) => r.user_id === none)).toBe(false);
    // The table keeps its promises: no negative balance, no lower-case or made-up currency.
    await expect(
      pool.query("insert into customer_credits (user_id, currency, balance_cents) values ($1, 'GBP', -1)", [none]),
    ).rejects.toThrow(/customer_credits_balance/);
    await expect(
      pool.query("insert into customer_credits (user_id, currency, balance_cents) values ($1, 'gbp', 1)", [none]),
    ).rejects.toThrow(/customer_credits_currency/);
    // And goes with its account.
    await pool.query("delete from users where id = $1", [rich]);
    expect((await pool.query("select 1 from customer_credits")).rowCount).toBe(0);
  });
});
