/**
 * `npm start`: the production site on http://localhost:3000 (PORT to change), on the embedded
 * database in ./data unless DATABASE_URL is set. Builds first when there is no current build.
 * Without STRIPE_SECRET_KEY or SMTP_URL it says so and runs the demo modes by name (PAYMENTS=sandbox,
 * MAIL=log): the server itself refuses to start in production without one or the other (decision 078).
 * The web server is restarted when it dies, and the log says why.
 */
import { prepareDatabase } from "./lib/database";
import { needsBuild } from "./lib/build-state";
import { run, stopGroup, waitForExit } from "./lib/processes";
import { bundleProductionServer, runProductionServer } from "./lib/production-server";
import { supervise, type Supervisor } from "./lib/supervise";
import { announceRunningSite } from "./lib/running-site";
import type { ChildProcess } from "node:child_process";

/** The exit code of a server that refused its configuration (src/instrumentation.ts, scripts/serve.ts). */
const CONFIG_REFUSED = 78;

const port = process.env.PORT ?? "3000";
const demo: Record<string, string> = {};
if (!process.env.STRIPE_SECRET_KEY && !process.env.PAYMENTS) demo.PAYMENTS = "sandbox";
if (!process.env.SMTP_URL && !process.env.MAIL) demo.MAIL = "log";
if (!process.env.HEALTH_DATA_KEYS && !process.env.HEALTH_DATA) demo.HEALTH_DATA = "demo";
if (!process.env.SITE_URL) demo.SITE_URL = `http://localhost:${port}`;
if (Object.keys(demo).length) {
  console.log(
    `[start] demo settings: ${Object.entries(demo)
      .map(([key, value]) => `${key}=${value}`)
      .join(" ")} (set STRIPE_SECRET_KEY, SMTP_URL and SITE_URL for a real install)`,
  );
}

const database = await prepareDatabase();
const env = { ...process.env, ...demo, DATABASE_URL: database.url };
// Scripts run beside the site (npm run staff:add) print links on this address (decision 217).
const forgetSite = announceRunningSite(process.env.SITE_URL ?? demo.SITE_URL!);
let building: ChildProcess | null = null;
let supervisor: Supervisor | null = null;

let shuttingDown = false;
async function shutdown(code: number) {
  if (shuttingDown) return;
  shuttingDown = true;
  // The web server drains (requests in flight, running jobs) before it exits, as under any orchestrator
  // (decision 253); killed if it overstays its own bound by five seconds.
  const stopped = supervisor?.terminate(Number(process.env.SHUTDOWN_TIMEOUT_MS || 25_000) + 5_000);
  if (building) stopGroup(building);
  if (building) await waitForExit(building);
  await stopped;
  forgetSite();
  await database.stop();
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

if (needsBuild(process.env.NEXT_DIST_DIR)) {
  console.log("[start] building the site (first run or sources changed)…");
  building = run("next", ["build"], env);
  const code = await waitForExit(building);
  building = null;
  if (code !== 0) await shutdown(code);
}

// Plain JavaScript for Node, no TypeScript loader (decision 277).
const server = await bundleProductionServer(process.env.NEXT_DIST_DIR ?? ".next");
supervisor = supervise({
  start: () => runProductionServer(server, { ...env, PORT: port }),
  giveUpOn: [CONFIG_REFUSED],
  onGiveUp: (code) => void shutdown(code),
});
