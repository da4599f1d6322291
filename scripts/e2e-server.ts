/**
 * The site as the journeys see it: a production build in .next-e2e (so it never clobbers the
 * developer's own build), served on E2E_PORT, on a freshly reset database: PostgreSQL at
 * TEST_DATABASE_URL when set, otherwise an embedded PGlite in a temporary folder.
 * E2E_REUSE_BUILD=1 serves the build already in .next-e2e: a second, fresh install beside the journeys' own server
 * (the first administrator's journey, tests/e2e/support/fresh-install.ts), or the journeys' own server once `npm test`
 * has built it beside the other suites. E2E_BUILD_ONLY=1 builds and exits: that early build (scripts/test.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { e2eDatabaseUrlFile } from "../tests/e2e/support/database-url-file";
import { tmpdir } from "node:os";
import path from "node:path";
import { resetTestDatabase } from "../tests/setup/reset-database";
import { startEmbeddedDatabase } from "../src/db/embedded";
import { onShutdown, run, waitForExit } from "./lib/processes";
import { bundleProductionServer, runProductionServer } from "./lib/production-server";
import type { ChildProcess } from "node:child_process";

const DIST = ".next-e2e";
const port = process.env.E2E_PORT ?? "3100";
const external = process.env.TEST_DATABASE_URL || undefined;
const dataDir = external ? null : mkdtempSync(path.join(tmpdir(), "aurum-e2e-"));
const embedded = dataDir ? await startEmbeddedDatabase({ dataDir, port: 0 }) : null;
const url = external ?? embedded!.url;
// Uploaded CVs go to a folder of this run (never ./data/files), removed with it.
const filesDir = mkdtempSync(path.join(tmpdir(), "aurum-e2e-files-"));
await resetTestDatabase(url);
// The journeys read the database too (to compare what pages show with what is stored).
writeFileSync(e2eDatabaseUrlFile(port), url);

// The journeys read e-mails at /dev/mailbox (no SMTP in tests), and follow links with the right port.
const env = {
  ...process.env,
  DATABASE_URL: url,
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: "1",
  DEV_MAILBOX: "1",
  FILE_STORE_DIR: filesDir,
  SITE_URL: `http://localhost:${port}`,
  SMTP_URL: "",
  // The demo modes, by name: a production server refuses to start without them (decision 078).
  MAIL: "log",
  PAYMENTS: process.env.STRIPE_SECRET_KEY ? "" : "sandbox",
  HEALTH_DATA: "demo",
  // The journeys' browsers reach the server as a proxy would: a journey may name a visitor's address in
  // X-Forwarded-For (the visitor-country journey); without one, the address stays 127.0.0.1 (no country).
  TRUSTED_PROXIES: "127.0.0.1,::1",
};
let current: ChildProcess | null = null;
const cleanup = async () => {
  await embedded?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(filesDir, { recursive: true, force: true });
};
onShutdown(() => (current ? [current] : []), cleanup);

// Pages prerendered at build time read the database, so the build always runs on the fresh one.
if (process.env.E2E_REUSE_BUILD !== "1") {
  current = run("next", ["build"], env);
  const code = await waitForExit(current);
  if (code !== 0 || process.env.E2E_BUILD_ONLY === "1") {
    await cleanup();
    process.exit(code);
  }
}
// Our server, not `next start`: the client address comes from the socket (decision 075).
current = runProductionServer(await bundleProductionServer(DIST), { ...env, PORT: port });
const code = await waitForExit(current);
await cleanup();
process.exit(code);
