/**
 * The front end's sections of `npm run bench` share one production build (.next-size, the one `npm run size`
 * uses: built once, again only when sources changed) served like `npm start` (scripts/serve.ts) on a free
 * port, over a throwaway embedded database with the demo data, and a demo customer signed in with one
 * treatment in the basket (for the basket, checkout and account pages).
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { Pool } from "pg";
import { cookieName } from "../../src/config/cookies";
import { prepareDatabase, type ReadyDatabase } from "../lib/database";
import { stopGroup, waitForExit } from "../lib/processes";
import { bundleProductionServer, runProductionServer } from "../lib/production-server";
import { buildIfNeeded, freePort, SITE_DIST, waitForServer } from "../lib/site-build";

export interface BenchSite {
  base: string;
  /** Seconds the build took, or null when the existing build was current. */
  buildSeconds: number | null;
  /** The signed-in demo customer's cookies, for a `cookie` header. */
  customerCookie: string;
  /** Why the demo customer's basket has no line (checkout needs one), or null. */
  basketProblem: string | null;
  distDir: string;
  env: NodeJS.ProcessEnv;
}

let started: Promise<BenchSite> | null = null;
let server: ChildProcess | null = null;
let database: ReadyDatabase | null = null;
let dataDir: string | null = null;

/** The port `npm run size` builds for: the build's SITE_URL (canonical links) then matches the served site. */
const PREFERRED_PORT = Number(process.env.BENCH_PORT ?? process.env.SIZE_PORT ?? 3390);

/** Builds (if needed) and serves the site once per bench run. */
export function benchSite(): Promise<BenchSite> {
  started ??= start();
  return started;
}

async function start(): Promise<BenchSite> {
  dataDir = mkdtempSync(path.join(tmpdir(), "aurum-bench-site-"));
  database = await prepareDatabase({ dataDir, port: 0 });
  const port = await freePort(PREFERRED_PORT);
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXT_DIST_DIR: SITE_DIST,
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${PREFERRED_PORT}`,
    PAYMENTS: process.env.PAYMENTS || (process.env.STRIPE_SECRET_KEY ? "" : "sandbox"),
    MAIL: process.env.MAIL || (process.env.SMTP_URL ? "" : "log"),
    HEALTH_DATA: process.env.HEALTH_DATA || (process.env.HEALTH_DATA_KEYS ? "" : "demo"),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
  const buildStarted = Date.now();
  const built = await buildIfNeeded(env, process.argv.includes("--rebuild"));
  const buildSeconds = built ? Math.round((Date.now() - buildStarted) / 1000) : null;
  // Served as `npm start` serves it; the origin checks of the API compare with SITE_URL, so it is this address.
  server = runProductionServer(await bundleProductionServer(SITE_DIST), { ...env, SITE_URL: base, PORT: String(port) });
  await waitForServer(`${base}/us/en`, server);
  const customerCookie = await signInDemoCustomer(database.url);
  const basketProblem = await fillBasket(base, customerCookie);
  return { base, buildSeconds, customerCookie, basketProblem, distDir: SITE_DIST, env };
}

/** A customer and a session written straight into the bench's database (the token is stored hashed, as sessions.ts does). */
async function signInDemoCustomer(url: string): Promise<string> {
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const token = randomBytes(24).toString("hex");
    const { rows } = await pool.query<{ id: string }>(
      `insert into users (email, first_name, last_name, locale, referral_code, email_verified_at)
       values ($1, 'Bench', 'Customer', 'en', $2, now()) returning id`,
      [`bench-${token.slice(0, 8)}@example.com`, `BENCH${token.slice(0, 6).toUpperCase()}`],
    );
    await pool.query(
      `insert into sessions (id, user_id, persistent, expires_at) values ($1, $2, true, now() + interval '1 day')`,
      [createHash("sha256").update(token).digest("hex"), rows[0]!.id],
    );
    // Production cookie names (`__Host-`), as the served site reads them.
    return `${cookieName("aurum_session", true)}=${token}; ${cookieName("aurum_signed_in", true)}=1`;
  } finally {
    await pool.end();
  }
}

/** One treatment in the customer's basket through the site's own API; null when done, else why not. */
async function fillBasket(base: string, cookie: string): Promise<string | null> {
  const response = await fetch(`${base}/api/v2/my_center/operate_cart`, {
    method: "POST",
    headers: { cookie, origin: base, "content-type": "application/json" },
    body: JSON.stringify({ store_id: 1, goods_code: "AFI", bookNumber: 1 }),
  });
  const body = await response.text();
  // The API's envelope: code 2000 is success (docs/product/api.md).
  const code = (JSON.parse(body) as { code?: number }).code;
  return response.ok && code === 2000 ? null : `operate_cart answered ${response.status}: ${body.slice(0, 120)}`;
}

export async function stopBenchSite(): Promise<void> {
  if (server) {
    stopGroup(server);
    await waitForExit(server);
    server = null;
  }
  await database?.stop();
  database = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = null;
  started = null;
}
