/**
 * The shared test database's seeded catalogue and clinics are read-only for tests. Files run side by side on one
 * database: a test that changed London's price of an add-on, stopped selling AFI for a moment or gave a seeded clinic
 * a chair made another file's quote, list or count wrong (one CI run's order charged 730.00 where its quote said
 * 759.00). A test that needs to change them makes its own (`createOwnClinic`) or takes a database of its own
 * (`useFreshDatabase`).
 *
 * Triggers refuse, naming the row, an update or delete of a seeded item or option, any write to a seeded item's or
 * option's price list rows (decision 268), and any write to a seeded clinic, its chairs or its price overrides. The seed itself may write them (it is idempotent): a transaction that called
 * `allowSeedWrites` passes.
 */
import { sql } from "drizzle-orm";
import type { Pool } from "pg";

const REFUSE = `
create or replace function aurum_test_refuse_seed_write() returns trigger language plpgsql as $$
declare
  r jsonb;
  hit boolean := false;
begin
  if current_setting('aurum.seed_writes', true) = 'on' then
    return coalesce(new, old);
  end if;
  foreach r in array array[to_jsonb(old), to_jsonb(new)] loop
    continue when r is null;
    hit := hit or case tg_argv[0]
      when 'item' then (r->>'id')::int in (select id from aurum_test_seeded_items)
      when 'option' then (r->>'id')::int in (select id from aurum_test_seeded_options)
      when 'clinic' then (r->>'id')::int in (select id from aurum_test_seeded_clinics)
      when 'item_id' then (r->>'item_id')::int in (select id from aurum_test_seeded_items)
      when 'option_id' then (r->>'option_id')::int in (select id from aurum_test_seeded_options)
      else (r->>'clinic_id')::int in (select id from aurum_test_seeded_clinics)
    end;
  end loop;
  if hit then
    raise exception 'a test changed the shared seed (% on %: %): make a clinic or item of its own, or use a database of its own',
      tg_op, tg_table_name, coalesce(to_jsonb(new), to_jsonb(old));
  end if;
  return coalesce(new, old);
end $$`;

/** Each watched table, the writes refused, and what makes a row the seed's. */
const WATCHED = [
  { table: "catalogue_items", events: "update or delete", seededBy: "item" },
  { table: "catalogue_options", events: "update or delete", seededBy: "option" },
  { table: "catalogue_prices", events: "insert or update or delete", seededBy: "item_id" },
  { table: "catalogue_option_prices", events: "insert or update or delete", seededBy: "option_id" },
  { table: "clinics", events: "update or delete", seededBy: "clinic" },
  { table: "clinic_chairs", events: "insert or update or delete", seededBy: "clinic_id" },
  { table: "clinic_catalogue_overrides", events: "insert or update or delete", seededBy: "clinic_id" },
  { table: "clinic_option_overrides", events: "insert or update or delete", seededBy: "clinic_id" },
] as const;

/** Installs the guard on the freshly seeded shared database (not on a file's own database). */
export async function guardSeededRows(pool: Pool): Promise<void> {
  await pool.query("create table aurum_test_seeded_clinics as select id from clinics");
  await pool.query("create table aurum_test_seeded_items as select id from catalogue_items");
  await pool.query("create table aurum_test_seeded_options as select id from catalogue_options");
  await pool.query(REFUSE);
  for (const { table, events, seededBy } of WATCHED)
    await pool.query(
      `create trigger aurum_test_seed_read_only before ${events} on ${table}
       for each row execute function aurum_test_refuse_seed_write('${seededBy}')`,
    );
}

/** Lets the seed rewrite its own rows inside this transaction (the seed's own tests run it again). */
export async function allowSeedWrites(tx: { execute(query: ReturnType<typeof sql>): Promise<unknown> }): Promise<void> {
  await tx.execute(sql`select set_config('aurum.seed_writes', 'on', true)`);
}
