import { expect, test, type APIRequestContext } from "@playwright/test";

/**
 * A search engine reads sitemap.xml and fetches every page in every language. Each must answer 200,
 * read as finished text (no raw message keys, ICU placeholders or "undefined"), and, outside English,
 * not be English wearing another language's URL.
 */

const CONCURRENCY = 8;

/** Text a reader sees: the HTML without scripts, styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<style\b[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

function metaDescription(html: string): string | undefined {
  return html.match(/<meta name="description" content="([^"]*)"/)?.[1];
}

/** next-intl shows a missing message as its dotted key, e.g. "content.pages.faqs.title". */
const rawKey = /\b(?:common|home|meta|errors|content|stories|faqs|catalogue)\.[A-Za-z0-9_-]+\.[A-Za-z0-9_.-]+/;
const rawPlaceholder =
  /\{(?:count|price|clinic|title|date|name|minutes|email|zone|first|last|year|section|language|area)\b/;

/** English footer labels (distinctive words) that every non-English page must have translated. */
const englishFooterLabels = ["Testimonials", "Loyalty programme", "Global certification"];

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return locs;
}

test("every page in the sitemap answers in every language, finished and translated", async ({ request }) => {
  test.setTimeout(600_000);
  const paths = await sitemapPaths(request);
  // Every page is listed in all eight languages.
  expect(paths.length).toBeGreaterThan(8 * 40);
  const byPage = new Map<string, string[]>();
  for (const p of paths) {
    const page = p.split("/").slice(3).join("/");
    byPage.set(page, [...(byPage.get(page) ?? []), p.split("/")[2]!]);
  }
  for (const [page, pageLocales] of byPage)
    expect(pageLocales.sort(), `locales of "${page}"`).toEqual(["ar", "de", "en", "es", "fr", "ja", "ru", "zh"]);

  const pages = await inBatches(paths, CONCURRENCY, async (path) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const html = response.status() === 200 ? await response.text() : "";
    return { path, status: response.status(), html };
  });
  const english = new Map(
    pages.filter((p) => p.path.split("/")[2] === "en").map((p) => [p.path.split("/").slice(3).join("/"), p.html]),
  );

  const problems: string[] = [];
  for (const { path, status, html } of pages) {
    if (status !== 200) {
      problems.push(`${path}: HTTP ${status}`);
      continue;
    }
    const text = visibleText(html);
    const key = text.match(rawKey)?.[0];
    if (key) problems.push(`${path}: raw message key "${key}"`);
    const placeholder = text.match(rawPlaceholder)?.[0];
    if (placeholder) problems.push(`${path}: raw placeholder "${placeholder}"`);
    if (/\bundefined\b/.test(text)) problems.push(`${path}: "undefined" in the text`);
    const locale = path.split("/")[2]!;
    if (locale === "en") continue;
    if (!html.includes(`<html lang="${locale === "zh" ? "zh-Hans" : locale}"`))
      problems.push(`${path}: <html lang> is not ${locale}`);
    const englishHtml = english.get(path.split("/").slice(3).join("/"));
    const description = metaDescription(html);
    if (englishHtml && description && description === metaDescription(englishHtml))
      problems.push(`${path}: description is the English one`);
    for (const label of englishFooterLabels)
      if (text.includes(label)) problems.push(`${path}: English UI text "${label}"`);
  }
  expect(problems, `${problems.length} problems:\n${problems.slice(0, 80).join("\n")}`).toEqual([]);
});

test("pages name their canonical address and every language version", async ({ request }) => {
  const paths = await sitemapPaths(request);
  const sample = paths.filter((_, index) => index % 37 === 0).slice(0, 16);
  expect(sample.length).toBeGreaterThan(8);
  for (const path of sample) {
    const html = await (await request.get(path)).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical && new URL(canonical).pathname, `canonical of ${path}`).toBe(path);
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1],
      new URL(m[2]!).pathname,
    ]);
    const page = path.split("/").slice(3).join("/");
    const suffix = page ? `/${page}` : "";
    expect(Object.fromEntries(alternates), `hreflang of ${path}`).toEqual({
      en: `/us/en${suffix}`,
      "zh-Hans": `/us/zh${suffix}`,
      ar: `/us/ar${suffix}`,
      de: `/us/de${suffix}`,
      fr: `/us/fr${suffix}`,
      ru: `/us/ru${suffix}`,
      es: `/us/es${suffix}`,
      ja: `/us/ja${suffix}`,
      "x-default": `/us/en${suffix}`,
    });
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  }
});

test("robots.txt lets crawlers in and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/User-Agent: \*/i);
  expect(body).toMatch(/Allow: \//);
  expect(body).toMatch(/Disallow: \/api\//);
  expect(body).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test("a section's own address opens its first page", async ({ request }) => {
  for (const [parent, child] of [
    ["discover", "discover/what-is-nad"],
    ["about", "about/founder"],
    ["concierge", "concierge/national"],
    ["join-us", "join-us/franchising"],
  ]) {
    const response = await request.get(`/us/fr/${parent}`, { maxRedirects: 0 });
    expect(response.status(), parent).toBeGreaterThanOrEqual(300);
    expect(response.status(), parent).toBeLessThan(400);
    expect(new URL(response.headers()["location"]!, "http://x").pathname).toBe(`/us/fr/${child}`);
  }
});
