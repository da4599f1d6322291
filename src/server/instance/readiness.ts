/**
 * `/readyz` (issue 43, decision 253): may a load balancer send this instance requests? Yes when the database
 * answers, its migrations are at least this build's last one, the instance is not draining (SIGTERM) and it hears
 * the other instances' revalidations (decision 250). Cheap: one query of its own connection, at most once a
 * second whoever asks (single flight), with a two-second deadline, so a flood of probes or a database that hangs
 * never holds a request or the site's own pool. No server-only guard: the server wrapper (scripts/serve.ts) runs it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Pool } from "pg";

export interface ReadinessReport {
  ready: boolean;
  database: "ok" | "unreachable";
  migrations: "current" | "behind" | "unknown";
  draining: boolean;
  invalidation: "listening" | "not listening";
}

export interface ReadinessOptions {
  databaseUrl: string;
  /** The migrations folder whose journal names this build's last migration. */
  migrationsFolder?: string;
  /** Whether revalidations from the other instances reach this one (the bus). */
  listening?: () => boolean;
  timeoutMs?: number;
  /** A report younger than this is answered again (milliseconds). */
  reuseForMs?: number;
}

/** When this build's last migration was made (drizzle stores it as the applied row's `created_at`). */
export function lastMigrationOf(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export function createReadiness(options: ReadinessOptions) {
  const expected = lastMigrationOf(options.migrationsFolder ?? path.join(process.cwd(), "src/db/migrations"));
  const timeoutMs = options.timeoutMs ?? 2_000;
  const reuseFor = options.reuseForMs ?? 1_000;
  const pool = new Pool({
    connectionString: options.databaseUrl,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
    idleTimeoutMillis: 30_000,
  });
  // The connection can drop between checks (the database restarts): the next check opens another.
  pool.on("error", () => {});
  let draining = false;
  let last: { at: number; database: ReadinessReport["database"]; migrations: ReadinessReport["migrations"] } | null =
    null;
  let inFlight: Promise<void> | null = null;

  async function probeDatabase(): Promise<void> {
    try {
      const { rows } = await pool.query<{ applied: string | null }>(
        "select max(created_at)::text as applied from drizzle.__drizzle_migrations",
      );
      const applied = Number(rows[0]?.applied ?? 0);
      last = { at: Date.now(), database: "ok", migrations: applied >= expected ? "current" : "behind" };
    } catch (error) {
      // The table missing means the database answers but was never migrated.
      const missing = (error as { code?: string }).code === "42P01";
      last = { at: Date.now(), database: missing ? "ok" : "unreachable", migrations: missing ? "behind" : "unknown" };
    }
  }

  return {
    setDraining(value: boolean) {
      draining = value;
    },
    draining: () => draining,
    async check(): Promise<ReadinessReport> {
      if (!last || Date.now() - last.at >= reuseFor) {
        inFlight ??= probeDatabase().finally(() => (inFlight = null));
        await inFlight;
      }
      const { database, migrations } = last!;
      const invalidation = (options.listening?.() ?? true) ? "listening" : "not listening";
      return {
        ready: database === "ok" && migrations === "current" && !draining && invalidation === "listening",
        database,
        migrations,
        draining,
        invalidation,
      };
    },
    async stop() {
      await pool.end().catch(() => {});
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
