import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import { gaugeOnScrape } from "./metrics";

const globalForDb = globalThis as unknown as {
  aurumPool?: { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };
};

/**
 * The gauges read from the database and the pool when Prometheus scrapes (decision 252): the outbox's depth and
 * lag (shared by every instance: the same figure from each), and this process's pool. Registered once per process
 * from src/instrumentation.ts. A scrape that cannot reach the database reports no outbox sample rather than fail.
 */
export function registerCollectors(): void {
  gaugeOnScrape(
    "aurum_mail_outbox_depth",
    "Mails waiting in the outbox (pending, or being sent), all instances together",
    ["status"],
    async () => {
      const rows = await outboxFigures();
      return rows
        ? [
            { labels: { status: "pending" }, value: rows.pending },
            { labels: { status: "sending" }, value: rows.sending },
          ]
        : [];
    },
  );
  gaugeOnScrape(
    "aurum_mail_outbox_lag_seconds",
    "How long the oldest due mail has been waiting to be sent (0 when none is due)",
    [],
    async () => {
      const rows = await outboxFigures();
      return rows ? [{ value: rows.lagSeconds }] : [];
    },
  );
  gaugeOnScrape("aurum_db_pool_connections", "This process's database pool, by state", ["state"], () => {
    const pool = globalForDb.aurumPool;
    if (!pool) return [];
    return [
      { labels: { state: "total" }, value: pool.totalCount },
      { labels: { state: "idle" }, value: pool.idleCount },
      { labels: { state: "waiting" }, value: pool.waitingCount },
      { labels: { state: "max" }, value: pool.options.max ?? 0 },
    ];
  });
}

let pending: Promise<{ pending: number; sending: number; lagSeconds: number } | null> | null = null;

/** One query per scrape for both outbox gauges (the index on status and next attempt serves it). */
function outboxFigures() {
  pending ??= (async () => {
    try {
      const result = await getDb().execute<{ pending: string; sending: string; lag: string | null }>(sql`
        select count(*) filter (where status = 'pending') as pending,
               count(*) filter (where status = 'sending') as sending,
               extract(epoch from now() - min(next_attempt_at) filter (where status = 'pending' and next_attempt_at <= now())) as lag
          from ${mailOutbox}
         where status in ('pending', 'sending')`);
      const row = result.rows[0];
      return {
        pending: Number(row?.pending ?? 0),
        sending: Number(row?.sending ?? 0),
        lagSeconds: Math.max(0, Number(row?.lag ?? 0)),
      };
    } catch {
      return null;
    } finally {
      setTimeout(() => (pending = null), 0);
    }
  })();
  return pending;
}
