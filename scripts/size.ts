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
import { needsBuild } from "./lib/build-state";
import { prepareDatabase } from "./lib/database";
import { run, stopGroup, waitForExit } from "./lib/processes";

const DIST = ".next-size";
const PORT = Number(process.env.SIZE_PORT ?? 3390);
const BUDGET_KB = 150;
const base = `http://127.0.0.1:${PORT}`;

/** One page of each type; `content` pages are held to the budget. */
const pages: { type: string; path: string; content: boolean }[] = [
  { type: "home", path: "", content: true },
  { type: "long-form page (How it works)", path: "how-it-works", content: true },
  { type: "FAQs", path: "faqs", content: true },
  { type: "locations overview", path: "locations", content: true },
  { type: "location (Cape Town)", path: "locations/cape-town", content: true },
  { type: "team", path: "about/team", content: true },
  { type: "news list", path: "news", content: true },
  { type: "news item", path: "news/cape-town-clinic-opens", content: true },
  { type: "blog list", path: "blog", content: true },
  { type: "blog post", path: "blog/first-iv-infusion", content: true },
  { type: "testimonials", path: "testimonials", content: true },
  { type: "careers", path: "join-us/careers", content: true },
  { type: "job", path: "join-us/careers/clinic-coordinator", content: true },
  { type: "infusion list", path: "infusion/singular", content: false },
  { type: "infusion detail", path: "infusion/executive_plus_iv_infusion", content: false },
  { type: "spa menu", path: "spaFacial/spaFacial60", content: false },
  { type: "spa item with calendar", path: "intuisse_facial_60", content: false },
  { type: "choose programme", path: "book-online/choose-program", content: false },
  { type: "basket", path: "book-online/basket", content: false },
  { type: "sign in", path: "login", content: false },
  { type: "register", path: "register", content: false },
];

/** Script files a modern browser downloads: `nomodule` ones (Next's legacy polyfills) are skipped by it, so by us. */
function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? "")
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => {
      const src = attributes.match(/\bsrc="([^"]+)"/)?.[1];
      return src ? [src.replace(/&amp;/g, "&")] : [];
    });
  return [...new Set(sources)];
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error("the server stopped before it answered");
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

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
  if (process.argv.includes("--rebuild") || needsBuild(DIST)) {
    const build = run("next", ["build"], env);
    const code = await waitForExit(build);
    if (code !== 0) throw new Error(`next build failed (${code})`);
  } else {
    console.log(`[size] ${DIST} is up to date; --rebuild to build again`);
  }
  server = run("next", ["start", "-p", String(PORT), "-H", "127.0.0.1"], env);
  await waitForServer(`${base}/us/en`, server);

  const cache = new Map<string, number>();
  const rows: string[] = [];
  let overBudget = 0;
  for (const page of pages) {
    const response = await fetch(`${base}/us/en/${page.path}`.replace(/\/$/, ""));
    if (response.status !== 200) {
      rows.push(`| ${page.type} | \`/us/en/${page.path}\` | not built (${response.status}) | | | |`);
      continue;
    }
    const html = await response.text();
    const sources = scriptSources(html);
    let total = 0;
    for (const src of sources) {
      if (!cache.has(src)) {
        const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
        cache.set(src, gzipSync(body).length);
      }
      total += cache.get(src)!;
    }
    const htmlGzip = gzipSync(Buffer.from(html)).length;
    const flag = page.content && total > BUDGET_KB * 1024;
    if (flag) overBudget += 1;
    rows.push(`| ${page.type} | \`/us/en/${page.path}\` | ${sources.length} | ${kb(total)} KB | ${kb(htmlGzip)} KB | ${flag ? `over ${BUDGET_KB} KB` : page.content ? "ok" : "—"} |`);
  }
  console.log(`\nJavaScript a first visit downloads (script files in the served HTML, gzipped), budget ${BUDGET_KB} KB for content pages:\n`);
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
