/**
 * JavaScript per page type against the framework's floor (issue 14). The floor is a bare Next app of the
 * project's Next version (one layout, one page, no client code), built with the project's node_modules in
 * .bench-floor/ (inside the project so the bundler resolves the same packages) and measured the same way as the
 * site: the scripts its prerendered HTML loads, gzipped. The site's pages are measured on the bench's served
 * build (scripts/lib/site-build.ts, as `npm run size` does).
 * Goals: a content page loads nothing beyond the scripts every content page shares (the floor's equivalent plus
 * the header islands; their total above the floor is printed); booking and checkout pages load at most 60 KB
 * above the floor.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { run, waitForExit } from "../lib/processes";
import { firstLoadJs, pageTypes, scriptSources, type ScriptSizes } from "../lib/site-build";
import type { BenchRow, BenchSection } from "./report";
import { benchSite } from "./site";

export const FLOOR_DIR = ".bench-floor";
/** Changes when the way the floor is built changes, so an older floor is built again. */
const FLOOR_SHAPE = " (own instrumentation hook)";
const BOOKING_GOAL_KB = 60;
/** Page types held to the booking goal; the others that are not content pages are shown (INFO). */
const BOOKING = new Set(["infusion detail", "spa item with calendar", "choose programme", "basket", "checkout"]);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function nextVersion(): string {
  const require = createRequire(import.meta.url);
  return (require("next/package.json") as { version: string }).version;
}

/** Builds the bare app (again only when Next's version changed) and sums its first-load scripts, gzipped. */
export async function frameworkFloor(): Promise<{ bytes: number; scripts: number; version: string; built: boolean }> {
  const version = nextVersion();
  const dir = path.resolve(FLOOR_DIR);
  const stamp = path.join(dir, "built-with-next");
  const html = path.join(dir, ".next/server/app/index.html");
  let built = false;
  if (!existsSync(html) || !existsSync(stamp) || readFileSync(stamp, "utf8") !== `${version}${FLOOR_SHAPE}`) {
    mkdirSync(path.join(dir, "app"), { recursive: true });
    writeFileSync(
      path.join(dir, "package.json"),
      JSON.stringify({ name: "bench-floor", private: true, type: "module" }),
    );
    writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
    writeFileSync(
      path.join(dir, "app/layout.js"),
      'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
    );
    writeFileSync(path.join(dir, "app/page.js"), "export default function Page() {\n  return <h1>Floor</h1>;\n}\n");
    // Without a hook of its own, Turbopack took the site's (src/instrumentation.ts), whose production checks stop a
    // server started without the site's settings.
    writeFileSync(path.join(dir, "instrumentation.js"), "export function register() {}\n");
    const nextBin = path.resolve("node_modules/.bin/next");
    const child = run(nextBin, ["build", dir], { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" });
    const code = await waitForExit(child);
    if (code !== 0) throw new Error(`the bare Next app did not build (${code})`);
    writeFileSync(stamp, `${version}${FLOOR_SHAPE}`);
    built = true;
  }
  const sources = scriptSources(readFileSync(html, "utf8"));
  let bytes = 0;
  for (const src of sources) {
    const file = path.join(
      dir,
      ".next",
      decodeURIComponent(new URL(src, "http://x").pathname).replace(/^\/_next\//, ""),
    );
    bytes += gzipSync(readFileSync(file)).length;
  }
  return { bytes, scripts: sources.length, version, built };
}

export function javascriptSection(): BenchSection {
  return {
    name: "js per page type (gzip)",
    run: async () => {
      const floor = await frameworkFloor();
      const site = await benchSite();
      const rows: BenchRow[] = [
        {
          measure: `framework floor (bare Next ${floor.version} page${floor.built ? ", built now" : ""})`,
          value: `${kb(floor.bytes)}, ${floor.scripts} scripts`,
          goal: "",
          verdict: "INFO",
        },
      ];
      const cache: ScriptSizes = new Map();
      const pages = [
        ...pageTypes,
        { type: "checkout", path: "book-online/checkout", content: false },
        { type: "account home", path: "account", content: false },
      ];
      const measured: { type: string; content: boolean; sources: string[]; bytes: number }[] = [];
      for (const page of pages) {
        const signedIn = ["basket", "checkout", "account home"].includes(page.type);
        const result = await firstLoadJs(
          site.base,
          `/us/en/${page.path}`.replace(/\/$/, ""),
          cache,
          signedIn ? { cookie: site.customerCookie } : {},
        );
        if ("status" in result) {
          rows.push({ measure: page.type, value: `answered ${result.status}`, goal: "measured", verdict: "SKIP" });
          continue;
        }
        measured.push({ type: page.type, content: page.content, sources: result.sources, bytes: result.bytes });
      }
      // What every content page loads: the framework and the header's islands.
      const content = measured.filter((m) => m.content);
      const shared = content.length
        ? content.map((m) => new Set(m.sources)).reduce((a, b) => new Set([...a].filter((s) => b.has(s))))
        : new Set<string>();
      const sharedBytes = [...shared].reduce((sum, src) => sum + (cache.get(src) ?? 0), 0);
      rows.push({
        measure: "shared by every content page, above the floor (header islands)",
        value: kb(sharedBytes - floor.bytes),
        goal: "",
        verdict: "INFO",
      });
      for (const page of measured) {
        const above = page.bytes - floor.bytes;
        if (page.content) {
          const own = page.sources.filter((s) => !shared.has(s)).reduce((sum, src) => sum + (cache.get(src) ?? 0), 0);
          rows.push({
            measure: page.type,
            value: `${kb(page.bytes)}, ${kb(above)} above floor, own ${kb(own)}`,
            goal: "own 0 KB (floor + header islands)",
            verdict: own === 0 ? "PASS" : "FAIL",
          });
        } else if (BOOKING.has(page.type)) {
          rows.push({
            measure: page.type,
            value: `${kb(page.bytes)}, ${kb(above)} above floor`,
            goal: `≤ ${BOOKING_GOAL_KB} KB above floor`,
            verdict: above <= BOOKING_GOAL_KB * 1024 ? "PASS" : "FAIL",
          });
        } else {
          rows.push({
            measure: page.type,
            value: `${kb(page.bytes)}, ${kb(above)} above floor`,
            goal: "",
            verdict: "INFO",
          });
        }
      }
      if (site.basketProblem)
        rows.push({
          measure: "checkout's basket",
          value: site.basketProblem,
          goal: "one line in the basket",
          verdict: "SKIP",
        });
      return rows;
    },
  };
}
