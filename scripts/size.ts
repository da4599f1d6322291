/**
 * npm run size — builds the site into its own folder (.next-size), serves it on SIZE_PORT (3390) over a
 * throwaway embedded database, fetches one page of each type and sums the gzipped JavaScript the
 * served HTML loads (its <script src> files a modern browser fetches, gzipped here). Next 16 no longer prints first-load JS.
 * Content pages over the 150 KB budget are flagged. `--rebuild` forces a fresh build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { ChildProcess } from "node:child_process";
import { prepareDatabase } from "./lib/database";
import { run, stopGroup, waitForExit } from "./lib/processes";
import {
  buildIfNeeded,
  firstLoadJs,
  pageTypes as pages,
  SITE_DIST,
  waitForServer,
  type ScriptSizes,
} from "./lib/site-build";

const DIST = SITE_DIST;
const PORT = Number(process.env.SIZE_PORT ?? 3390);
const BUDGET_KB = 150;
const base = `http://127.0.0.1:${PORT}`;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const dataDir = mkdtempSync(path.join(tmpdir(), "aurum-size-"));
const database = await prepareDatabase({ dataDir, port: 0 });
// A production server refuses to start without these (decision 078): the demo modes, by name.
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  NEXT_DIST_DIR: DIST,
  NEXT_TELEMETRY_DISABLED: "1",
  SITE_URL: process.env.SITE_URL || base,
  PAYMENTS: process.env.PAYMENTS || (process.env.STRIPE_SECRET_KEY ? "" : "sandbox"),
  MAIL: process.env.MAIL || (process.env.SMTP_URL ? "" : "log"),
  HEALTH_DATA: process.env.HEALTH_DATA || (process.env.HEALTH_DATA_KEYS ? "" : "demo"),
};
let server: ChildProcess | null = null;
const cleanup = async () => {
  if (server) {
    stopGroup(server);
    await waitForExit(server);
  }
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));

try {
  if (!(await buildIfNeeded(env, process.argv.includes("--rebuild"))))
    console.log(`[size] ${DIST} is up to date; --rebuild to build again`);
  server = run("next", ["start", "-p", String(PORT), "-H", "127.0.0.1"], env);
  await waitForServer(`${base}/us/en`, server);

  const cache: ScriptSizes = new Map();
  const rows: string[] = [];
  let overBudget = 0;
  for (const page of pages) {
    const measured = await firstLoadJs(base, `/us/en/${page.path}`.replace(/\/$/, ""), cache);
    if ("status" in measured) {
      rows.push(`| ${page.type} | \`/us/en/${page.path}\` | not built (${measured.status}) | | | |`);
      continue;
    }
    const total = measured.bytes;
    const htmlGzip = gzipSync(Buffer.from(measured.html)).length;
    const flag = page.content && total > BUDGET_KB * 1024;
    if (flag) overBudget += 1;
    rows.push(
      `| ${page.type} | \`/us/en/${page.path}\` | ${measured.sources.length} | ${kb(total)} KB | ${kb(htmlGzip)} KB | ${flag ? `over ${BUDGET_KB} KB` : page.content ? "ok" : "—"} |`,
    );
  }
  console.log(
    `\nJavaScript a first visit downloads (script files in the served HTML, gzipped), budget ${BUDGET_KB} KB for content pages:\n`,
  );
  console.log("| page type | path | scripts | JS (gzip) | HTML (gzip) | budget |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) console.log(row);
  if (overBudget > 0) console.log(`\n${overBudget} content page type(s) over the ${BUDGET_KB} KB budget.`);
  const largest = [...cache.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log("\nLargest scripts (gzip), to know where the weight is:");
  for (const [src, bytes] of largest) console.log(`  ${kb(bytes).padStart(7)} KB  ${src}`);
} finally {
  await cleanup();
}
