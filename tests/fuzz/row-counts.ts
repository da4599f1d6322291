/**
 * Row counts of every table in one statement, to prove a refused request wrote nothing. `rate_limits` is
 * left out: counting refused attempts is what it is for.
 */
import type { Pool } from "pg";

const WRITTEN_WHEN_REFUSED = new Set(["rate_limits"]);

export async function rowCounter(pool: Pool): Promise<() => Promise<Record<string, number>>> {
  const { rows } = await pool.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const tables = rows.map((r) => r.table_name).filter((t) => !WRITTEN_WHEN_REFUSED.has(t));
  const sql = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(" union all ");
  return async () => Object.fromEntries((await pool.query<{ t: string; n: number }>(sql)).rows.map((r) => [r.t, r.n]));
}

export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]}→${after[t]}`);
}
