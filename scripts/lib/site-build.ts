/**
 * The production build that `npm run size` and `npm run bench` share (.next-size), served like `npm start`,
 * and the measure of the JavaScript a first visit downloads: the script files the served HTML loads (those a
 * modern browser fetches), gzipped here. Next 16 no longer prints first-load JS.
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import { needsBuild } from "./build-state";
import { run, waitForExit } from "./processes";

export const SITE_DIST = ".next-size";

/** One page of each type below /{area}/{locale}/; `content` pages ship no JavaScript of their own (issue 14). */
export const pageTypes: { type: string; path: string; content: boolean }[] = [
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

/**
 * Script files a modern browser downloads: `nomodule` ones (Next's legacy polyfills) are skipped by it, so by us;
 * the server's placeholders (`data-src`, decision 206) are loaded after the first paint, so they count.
 */
export function scriptSources(html: string): string[] {
  const sources = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? "")
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .flatMap((attributes) => {
      const src = attributes.match(/(?:^|\s)(?:data-)?src="([^"]+)"/)?.[1];
      return src ? [src.replace(/&amp;/g, "&")] : [];
    });
  return [...new Set(sources)];
}

export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
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

/** Builds into `env.NEXT_DIST_DIR` when forced or when sources changed; true when it built. */
export async function buildIfNeeded(env: NodeJS.ProcessEnv, force: boolean): Promise<boolean> {
  if (!force && !needsBuild(env.NEXT_DIST_DIR)) return false;
  const code = await waitForExit(run("next", ["build"], env));
  if (code !== 0) throw new Error(`next build failed (${code})`);
  return true;
}

/** `preferred` when nothing listens there, else a port the system hands out. */
export function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (preferred && error.code === "EADDRINUSE") resolve(freePort(0));
      else reject(error);
    });
    server.listen(preferred, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : preferred));
    });
  });
}

/** Gzipped size of each script, fetched once from `base`. */
export type ScriptSizes = Map<string, number>;

/** The scripts a page's HTML loads and their gzipped total; null when the page did not answer 200. */
export async function firstLoadJs(
  base: string,
  pagePath: string,
  cache: ScriptSizes,
  headers: Record<string, string> = {},
): Promise<{ html: string; sources: string[]; bytes: number } | { status: number }> {
  const response = await fetch(`${base}${pagePath}`, { headers, redirect: "manual" });
  if (response.status !== 200) return { status: response.status };
  const html = await response.text();
  const sources = scriptSources(html);
  let bytes = 0;
  for (const src of sources) {
    if (!cache.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      cache.set(src, gzipSync(body).length);
    }
    bytes += cache.get(src)!;
  }
  return { html, sources, bytes };
}
