/**
 * The back end's sections of `npm run bench` (issue 14): availability and order placement, on the embedded
 * database and on PostgreSQL, each measured by backend-worker.ts in a process of its own, one after another.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { Pool } from "pg";
import { latencyRow, type BenchRow, type BenchSection } from "./report";
import type { WorkerResult } from "./backend-worker";

/** backend-worker.ts's RESULT_MARK (importing the worker would run it). */
const RESULT_MARK = "BENCH_RESULT ";
const WORKER = path.join(import.meta.dirname, "backend-worker.ts");

/** The goals of issue 14, in ms at p95. */
export const GOALS = { monthP95: 30, dayP95: 10, orderP95: 300 } as const;

/** The server where the PostgreSQL figures are taken: a database is created there and dropped afterwards. */
export function postgresAdminUrl(): string {
  if (process.env.BENCH_POSTGRES_URL) return process.env.BENCH_POSTGRES_URL;
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = "/postgres";
    return url.toString();
  }
  return "postgres://postgres@127.0.0.1:5432/postgres";
}

async function reachable(url: string): Promise<boolean> {
  const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 3_000 });
  try {
    await pool.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await pool.end();
  }
}

function runWorker(database: "pglite" | "postgres", adminUrl?: string): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", WORKER], {
      stdio: ["ignore", "pipe", "inherit"],
      env: {
        ...process.env,
        BENCH_DB: database,
        ...(adminUrl ? { BENCH_POSTGRES_URL: adminUrl } : {}),
        DATABASE_URL: "",
        // The production server's settings, in the demo modes by name (decision 078).
        NODE_ENV: "production",
        SITE_URL: "http://localhost:3000",
        MAIL: "log",
        SMTP_URL: "",
        PAYMENTS: "sandbox",
        STRIPE_SECRET_KEY: "",
        HEALTH_DATA: "demo",
        LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      },
    });
    let result: WorkerResult | null = null;
    let buffered = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      let newline: number;
      while ((newline = buffered.indexOf("\n")) >= 0) {
        const line = buffered.slice(0, newline);
        buffered = buffered.slice(newline + 1);
        if (line.startsWith(RESULT_MARK)) result = JSON.parse(line.slice(RESULT_MARK.length)) as WorkerResult;
        else if (line.trim()) process.stderr.write(`  [${database}] ${line}\n`);
      }
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      result ? resolve(result) : reject(new Error(`the ${database} bench worker ended with ${code} and no result`)),
    );
  });
}

function rows(result: WorkerResult, ordersGoal: boolean): BenchRow[] {
  const { orders } = result;
  const orderNote = `${orders.concurrency} at once × ${orders.rounds}, pool ${orders.poolMax}`;
  return [
    latencyRow("month availability, HTTP (London, 60 min)", result.monthHttp, GOALS.monthP95),
    latencyRow("one day availability, HTTP", result.dayHttp, GOALS.dayP95),
    latencyRow("month availability, domain call only", result.monthDirect, null),
    latencyRow("order placement", orders.ms, ordersGoal ? GOALS.orderP95 : null, orderNote),
    {
      measure: "order placement errors",
      value: orders.errors.length
        ? `${orders.errors.length}: ${[...new Set(orders.errors)].slice(0, 2).join("; ")}`
        : "0",
      goal: "none",
      verdict: orders.errors.length ? "FAIL" : "PASS",
    },
  ];
}

export function backendSections(): BenchSection[] {
  return [
    {
      name: "back end · embedded (PGlite)",
      run: async () => rows(await runWorker("pglite"), false),
    },
    {
      name: "back end · PostgreSQL",
      run: async () => {
        const adminUrl = postgresAdminUrl();
        if (!(await reachable(adminUrl))) {
          const value = `no PostgreSQL at ${new URL(adminUrl).host} (BENCH_POSTGRES_URL)`;
          return [
            {
              measure: "availability and order placement",
              value,
              goal: `order p95 < ${GOALS.orderP95} ms`,
              verdict: "SKIP",
            },
          ];
        }
        return rows(await runWorker("postgres", adminUrl), true);
      },
    },
  ];
}
