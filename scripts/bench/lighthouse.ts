/**
 * Lighthouse (mobile: its default emulation and simulated throttling) on the page types of issue 14, in English
 * and Arabic, against the bench's served build, through Debian's Chromium (CHROMIUM_PATH, default
 * /usr/bin/chromium). Each page is measured BENCH_LIGHTHOUSE_RUNS times (3): the median of each category is
 * judged, and performance must also never fall under 98. The basket, checkout and account pages are loaded as
 * the bench's signed-in demo customer, whose basket holds one treatment: each of their runs has a Chromium of its
 * own (an empty cache) given the customer's cookies through the DevTools protocol, and Lighthouse is told not to
 * clear them (cookies sent only as a request header are not seen by the page's scripts, which read the signed-in
 * hint).
 * BENCH_LIGHTHOUSE_RUNS, BENCH_LIGHTHOUSE_LOCALES (en,ar) and BENCH_LIGHTHOUSE_PAGES (words of the page types)
 * narrow a run.
 */
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { BenchRow, BenchSection } from "./report";
import { benchSite } from "./site";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** The page types of issue 14's Lighthouse goal; `noindex` pages are checked to stay out of search instead of SEO 100. */
export const lighthousePages: { type: string; path: string; noindex: boolean; signedIn: boolean }[] = [
  { type: "home", path: "", noindex: false, signedIn: false },
  { type: "list (infusions)", path: "infusion/singular", noindex: false, signedIn: false },
  { type: "service (infusion)", path: "infusion/executive_plus_iv_infusion", noindex: false, signedIn: false },
  { type: "spa item with calendar", path: "intuisse_facial_60", noindex: false, signedIn: false },
  { type: "basket", path: "book-online/basket", noindex: true, signedIn: true },
  { type: "checkout", path: "book-online/checkout", noindex: true, signedIn: true },
  { type: "sign in", path: "login", noindex: true, signedIn: false },
  { type: "account home", path: "account", noindex: true, signedIn: true },
];

interface Run {
  scores: Record<Category, number>;
  /** Per category, the audits that did not score full marks (ids). */
  misses: Record<Category, string[]>;
  finalUrl: string;
  crawlable: boolean;
}

/** Sets the customer's cookies in the browser (Storage.setCookies on the browser's DevTools endpoint). */
async function setCookies(port: number, base: string, cookieHeader: string): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error("no DevTools connection to Chromium"));
  });
  const cookies = cookieHeader.split("; ").map((pair) => {
    const [name = "", ...value] = pair.split("=");
    return { name, value: value.join("="), url: base, path: "/", secure: true, httpOnly: name.includes("session"), sameSite: "Lax" };
  });
  const reply = new Promise<void>((resolve, reject) => {
    socket.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (message.id !== 1) return;
      if (message.error) reject(new Error(`Storage.setCookies: ${message.error.message}`));
      else resolve();
    };
  });
  socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies } }));
  try {
    await reply;
  } finally {
    socket.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

export function lighthouseSection(): BenchSection {
  return {
    name: "lighthouse (mobile)",
    run: async () => {
      const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
      if (!existsSync(chromePath)) return [{ measure: "Lighthouse", value: `no Chromium at ${chromePath} (CHROMIUM_PATH)`, goal: "measured", verdict: "SKIP" }];
      const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
      const locales = (process.env.BENCH_LIGHTHOUSE_LOCALES ?? "en,ar").split(",");
      const pageFilter = process.env.BENCH_LIGHTHOUSE_PAGES?.split(",");
      const site = await benchSite();
      const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
      const chrome = await launch();
      const rows: BenchRow[] = [];
      try {
        for (const locale of locales) {
          for (const page of lighthousePages.filter((p) => !pageFilter || pageFilter.some((word) => p.type.includes(word)))) {
            const url = `${site.base}/us/${locale}/${page.path}`.replace(/\/$/, "");
            const label = `${page.type} · ${locale}`;
            const results: Run[] = [];
            for (let i = 0; i < runs; i += 1) {
              const own = page.signedIn ? await launch() : null;
              if (own) await setCookies(own.port, site.base, site.customerCookie);
              const result = await lighthouse(url, {
                port: (own ?? chrome).port,
                output: "json",
                logLevel: "error",
                onlyCategories: [...CATEGORIES],
                disableStorageReset: page.signedIn,
              }).finally(() => own?.kill());
              const lhr = result?.lhr;
              if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
              if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
              const scores = {} as Record<Category, number>;
              const misses = {} as Record<Category, string[]>;
              for (const category of CATEGORIES) {
                const entry = lhr.categories[category];
                scores[category] = Math.round((entry?.score ?? 0) * 100);
                misses[category] = (entry?.auditRefs ?? [])
                  .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
                  .map((ref) => ref.id);
              }
              results.push({ scores, misses, finalUrl: lhr.finalDisplayedUrl, crawlable: (lhr.audits["is-crawlable"]?.score ?? 1) === 1 });
            }
            rows.push(...pageRows(label, page, url, results));
            console.error(`  [lighthouse] ${label}: ${CATEGORIES.map((c) => results.map((r) => r.scores[c]).join("/")).join(" · ")}`);
          }
        }
      } finally {
        chrome.kill();
      }
      return rows;
    },
  };
}

function pageRows(label: string, page: (typeof lighthousePages)[number], url: string, results: Run[]): BenchRow[] {
  const rows: BenchRow[] = [];
  const redirected = results.find((r) => r.finalUrl.replace(/\/$/, "") !== url)?.finalUrl;
  const note = redirected ? `; ended on ${new URL(redirected).pathname}` : "";
  if (page.signedIn && redirected && /\/login/.test(redirected)) {
    rows.push({ measure: `${label} · signed in`, value: `sent to ${new URL(redirected).pathname}`, goal: "measured signed in", verdict: "SKIP" });
  }
  // The run with the median performance names the audits behind any missing point.
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const missed = (category: Category) => (middle.misses[category].length ? ` [${middle.misses[category].slice(0, 4).join(", ")}]` : "");

  const performance = results.map((r) => r.scores.performance);
  const perfMedian = median(performance);
  rows.push({
    measure: `${label} · performance`,
    value: `${perfMedian} (${performance.join(", ")})${missed("performance")}${note}`,
    goal: "median 100, none < 98",
    verdict: perfMedian === 100 && Math.min(...performance) >= 98 ? "PASS" : "FAIL",
  });
  for (const category of ["accessibility", "best-practices"] as const) {
    const score = median(results.map((r) => r.scores[category]));
    rows.push({ measure: `${label} · ${category}`, value: `${score}${missed(category)}`, goal: "100", verdict: score === 100 ? "PASS" : "FAIL" });
  }
  const seo = median(results.map((r) => r.scores.seo));
  if (page.noindex) {
    const kept = results.every((r) => !r.crawlable);
    rows.push({ measure: `${label} · seo`, value: `${seo}, ${kept ? "noindex" : "indexable"}`, goal: "stays noindex", verdict: kept ? "PASS" : "FAIL" });
  } else {
    rows.push({ measure: `${label} · seo`, value: `${seo}${missed("seo")}`, goal: "100", verdict: seo === 100 ? "PASS" : "FAIL" });
  }
  return rows;
}
