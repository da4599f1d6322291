import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PREFERENCE_COOKIE } from "@/i18n/resolve-request";
import { REQUEST_ID_HEADER } from "@/server/log/request-id";
import { gzipSync } from "node:zlib";
import {
  chooseEncoding,
  createPageCache,
  PAGE_CACHE_HEADER,
  sharedCacheable,
  type PageCacheOptions,
} from "./page-cache";
import { startPageGeneration } from "./cache-clock.mjs";

/**
 * The page cache in front of a real HTTP server that answers as Next answers our pages: a prerendered page with a
 * shared-cache lifetime (and the preference cookie for a first visit, as the proxy adds it), a private page, a
 * stale page, a page that sets a cookie of its own, and 404s; gzipped in chunks when the client accepts it, as
 * Next's compression sends it.
 */
const PAGE = "/us/en/faqs";
const STATIC_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=3600, stale-while-revalidate=31532400",
  etag: '"v1"',
  vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  "x-frame-options": "DENY",
};

interface Harness {
  base: string;
  cache: ReturnType<typeof createPageCache>;
  /** How often the "Next" behind the cache answered each path. */
  rendered: Map<string, number>;
  setBody: (body: string) => void;
}

const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

let releaseSlow: () => void = () => {};
let slowAnswer = Promise.resolve();

async function harness(options: Partial<PageCacheOptions> = {}): Promise<Harness> {
  const rendered = new Map<string, number>();
  let body = `<!DOCTYPE html><html><body><h1>FAQs</h1>${"<p>Our clinicians answer.</p>".repeat(200)}</body></html>`;
  function next(request: IncomingMessage, response: ServerResponse) {
    const path = request.url ?? "";
    rendered.set(path, (rendered.get(path) ?? 0) + 1);
    const firstVisit = !(request.headers.cookie ?? "").includes(`${PREFERENCE_COOKIE}=`);
    const extra: Record<string, string> = firstVisit
      ? { "set-cookie": `${PREFERENCE_COOKIE}=us%3Aen; Path=/; Max-Age=31536000; SameSite=lax` }
      : {};
    // Next sets its headers one by one (the cache reads them back when the answer is finished).
    const answer = (status: number, headers: Record<string, string>) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      response.statusCode = status;
      const gzipped = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      const sent = gzipped ? gzipSync(body) : Buffer.from(body);
      if (gzipped) response.setHeader("content-encoding", "gzip");
      const half = Math.floor(sent.length / 2);
      response.write(sent.subarray(0, half));
      response.end(sent.subarray(half));
    };
    if (path === "/us/en/slow") void slowAnswer.then(() => answer(200, { ...STATIC_HEADERS, ...extra }));
    else if (path === PAGE || path === "/us/ar/faqs") answer(200, { ...STATIC_HEADERS, ...extra });
    else if (path === "/us/en/account")
      answer(200, {
        ...STATIC_HEADERS,
        "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
        ...extra,
      });
    else if (path === "/us/en/stale") answer(200, { ...STATIC_HEADERS, "x-nextjs-cache": "STALE", ...extra });
    else if (path === "/us/en/sets-a-cookie") answer(200, { ...STATIC_HEADERS, "set-cookie": "other=1; Path=/" });
    else answer(404, { "content-type": "text/html", "cache-control": "private, no-cache, no-store" });
  }
  const cache = createPageCache(options);
  const server = createServer((request, response) => {
    if (cache.serve(request, response)) return;
    cache.observe(request, response);
    next(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, cache, rendered, setBody: (next) => (body = next) };
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The path as written (a URL object would resolve "/../" and drop "#").
    const { hostname, port } = new URL(url);
    const path = url.slice(url.indexOf("/", url.indexOf("//") + 2));
    const outgoing = httpRequest(
      { hostname, port, path, method, headers: { "accept-encoding": "gzip, deflate, br", ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

function text({ headers, body }: Answer): string {
  const encoding = headers["content-encoding"];
  return (encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body).toString(
    "utf8",
  );
}

/** Visits a page once so the cache records it, and waits for the recording. */
async function warm(h: Harness, path = PAGE) {
  await get(`${h.base}${path}`);
  await h.cache.settled();
}

describe("the page cache in front of Next", () => {
  it("serves a prerendered page from memory after Next answered it once, compressed as the client asks", async () => {
    const h = await harness();
    const first = await get(`${h.base}${PAGE}`);
    expect(first.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    await h.cache.settled();
    expect(h.rendered.get(PAGE)).toBe(1); // the cache keeps what Next sent; it never asks Next itself

    const brotli = await get(`${h.base}${PAGE}`, { cookie: `${PREFERENCE_COOKIE}=us:en` });
    const gzipped = await get(`${h.base}${PAGE}`, { "accept-encoding": "gzip", cookie: `${PREFERENCE_COOKIE}=us:en` });
    expect(h.rendered.get(PAGE)).toBe(1);
    expect(brotli.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(text(brotli)).toBe(text(first));
    expect(text(gzipped)).toBe(text(first));
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    // Next's own headers are replayed; what is per request is not.
    expect(brotli.headers["cache-control"]).toBe(STATIC_HEADERS["cache-control"]);
    expect(brotli.headers["x-frame-options"]).toBe("DENY");
    expect(brotli.headers.etag).toBe('"v1"');
    expect(brotli.headers["set-cookie"]).toBeUndefined();
    expect(brotli.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    expect(gzipped.headers[REQUEST_ID_HEADER]).not.toBe(brotli.headers[REQUEST_ID_HEADER]);
    expect(brotli.headers["server-timing"]).toBe(`rid;desc="${brotli.headers[REQUEST_ID_HEADER]}"`);
  });

  it("gives a first visit the preference cookie the proxy gives, and keeps a valid request id of a load balancer", async () => {
    const h = await harness();
    await warm(h);
    const first = await get(`${h.base}/us/en/faqs`, { [REQUEST_ID_HEADER]: "lb-0123456789" });
    expect(first.headers[PAGE_CACHE_HEADER]).toBe("hit");
    const preferenceCookie = new RegExp(
      `^${PREFERENCE_COOKIE}=us%3Aen; Path=/; Expires=[^;]+; Max-Age=31536000; SameSite=lax$`,
    );
    expect(first.headers["set-cookie"]).toEqual([expect.stringMatching(preferenceCookie)]);
    expect(first.headers[REQUEST_ID_HEADER]).toBe("lb-0123456789");
    // Another language's page changes a saved preference.
    const other = await get(`${h.base}${PAGE}`, { cookie: `${PREFERENCE_COOKIE}=gb:ar` });
    expect(other.headers["set-cookie"]).toEqual([expect.stringMatching(preferenceCookie)]);
    const injected = await get(`${h.base}${PAGE}`, { [REQUEST_ID_HEADER]: "bad id <script>" });
    expect(injected.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves to Next what a CDN could not keep or the proxy would change", async () => {
    const h = await harness();
    for (const path of ["/us/en/account", "/us/en/stale", "/us/en/sets-a-cookie", "/us/en/no-such-page"]) {
      await warm(h, path);
      const again = await get(`${h.base}${path}`);
      expect(again.headers[PAGE_CACHE_HEADER], path).toBeUndefined();
    }
    // The 404 and the private page were never asked for a second time.
    expect(h.rendered.get("/us/en/no-such-page")).toBe(2);
    expect(h.rendered.get("/us/en/account")).toBe(2);
    expect(h.cache.stats().pages).toBe(0);

    await warm(h);
    const passed = [
      await get(`${h.base}${PAGE}?ref=FRIEND1`),
      await get(`${h.base}${PAGE}`, { rsc: "1" }),
      await get(`${h.base}${PAGE}`, { "next-router-prefetch": "1" }),
      await get(`${h.base}${PAGE}`, { "next-router-segment-prefetch": "/_tree" }),
      await get(`${h.base}${PAGE}`, { "x-middleware-subrequest": "middleware" }),
      await get(`${h.base}${PAGE}`, { "x-nextjs-data": "1" }),
      await get(`${h.base}${PAGE}`, { purpose: "prefetch" }),
      await get(`${h.base}${PAGE}`, { "accept-encoding": "identity" }),
      await get(`${h.base}${PAGE}`, { "accept-encoding": "br;q=0, gzip;q=0" }),
      await get(`${h.base}${PAGE}`, {}, "POST"),
      await get(`${h.base}/us/en/staff`),
      await get(`${h.base}/`),
    ];
    for (const answer of passed) expect(answer.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it("answers HEAD without a body and a matching If-None-Match with 304", async () => {
    const h = await harness();
    await warm(h);
    const head = await get(`${h.base}${PAGE}`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect(head.body.length).toBe(0);
    const unchanged = await get(`${h.base}${PAGE}`, { "if-none-match": 'W/"v0", "v1"' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe('"v1"');
    const changed = await get(`${h.base}${PAGE}`, { "if-none-match": '"v0"' });
    expect(changed.status).toBe(200);
  });

  it("forgets every page when our code refreshes pages, even one being recorded at that moment", async () => {
    const h = await harness();
    await warm(h);
    h.setBody("<html><body>New price</body></html>");
    startPageGeneration();
    const after = await get(`${h.base}${PAGE}`);
    expect(after.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(text(after)).toContain("New price");
    await h.cache.settled();
    expect(text(await get(`${h.base}${PAGE}`))).toContain("New price");

    // A refresh while a recording is under way: that recording is not kept.
    await get(`${h.base}/us/ar/faqs`);
    startPageGeneration();
    await h.cache.settled();
    expect((await get(`${h.base}/us/ar/faqs`)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it("does not keep a page whose rendering began before a refresh", async () => {
    const h = await harness();
    slowAnswer = new Promise((resolve) => (releaseSlow = resolve));
    const answered = get(`${h.base}/us/en/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    startPageGeneration(); // a manager saves while Next is still rendering the page as it was
    releaseSlow();
    expect((await answered).status).toBe(200);
    await h.cache.settled();
    expect(h.cache.stats().pages).toBe(0);
    expect((await get(`${h.base}/us/en/slow`)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
    await h.cache.settled();
    expect((await get(`${h.base}/us/en/slow`)).headers[PAGE_CACHE_HEADER]).toBe("hit");
  });

  it("keeps a page for at most its freshness, then asks Next again", async () => {
    let clock = 1_000_000;
    const h = await harness({ now: () => clock, freshForMs: 60_000 });
    await warm(h);
    clock += 59_999;
    expect((await get(`${h.base}${PAGE}`)).headers[PAGE_CACHE_HEADER]).toBe("hit");
    clock += 1;
    expect((await get(`${h.base}${PAGE}`)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it("stays within its byte budget, least recently used page out first", async () => {
    const h = await harness();
    await warm(h);
    const onePage = h.cache.stats().bytes;
    const small = await harness({ maxBytes: Math.floor(onePage * 1.5) });
    await warm(small, PAGE);
    await warm(small, "/us/ar/faqs");
    expect(small.cache.stats()).toMatchObject({ pages: 1 });
    expect(small.cache.stats().bytes).toBeLessThanOrEqual(Math.floor(onePage * 1.5));
    expect((await get(`${small.base}/us/ar/faqs`)).headers[PAGE_CACHE_HEADER]).toBe("hit");
    expect((await get(`${small.base}${PAGE}`)).headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it("keeps a page once however many visitors ask for it at the same moment, and every one gets the whole page", async () => {
    const h = await harness();
    const answers = await Promise.all(Array.from({ length: 100 }, () => get(`${h.base}${PAGE}`)));
    await h.cache.settled();
    expect(answers.every((answer) => answer.status === 200 && text(answer) === text(answers[0]!))).toBe(true);
    const rendered = h.rendered.get(PAGE)!;
    expect(rendered).toBeGreaterThanOrEqual(1);
    expect(rendered).toBeLessThanOrEqual(100);
    expect(h.cache.stats()).toMatchObject({ pages: 1, recording: 0 });
    const hits = await Promise.all(Array.from({ length: 100 }, () => get(`${h.base}${PAGE}`)));
    expect(
      hits.every((answer) => answer.headers[PAGE_CACHE_HEADER] === "hit" && text(answer) === text(answers[0]!)),
    ).toBe(true);
    expect(h.rendered.get(PAGE)).toBe(rendered);
  });

  it("keeps nothing from a request Next may answer differently", async () => {
    const h = await harness();
    await get(`${h.base}${PAGE}`, { "x-middleware-subrequest": "middleware" });
    await get(`${h.base}${PAGE}`, { rsc: "1" });
    await h.cache.settled();
    expect(h.cache.stats().pages).toBe(0);
  });

  it("does not let odd requests past its checks", async () => {
    const h = await harness();
    await warm(h);
    const odd = [`${PAGE}%00`, `${PAGE}/../faqs`, `/${"a".repeat(2000)}`, "//evil.example/us/en/faqs", `${PAGE}#x`];
    for (const path of odd) {
      const answer = await get(`${h.base}${path}`);
      expect(answer.headers[PAGE_CACHE_HEADER], path).toBeUndefined();
    }
  });
});

describe("the rules it shares", () => {
  it("chooses brotli, then gzip, honouring q-values", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it("lets a shared cache keep only public lifetimes", () => {
    expect(sharedCacheable("s-maxage=3600, stale-while-revalidate=31532400")).toBe(true);
    expect(sharedCacheable("public, max-age=31536000, immutable")).toBe(true);
    expect(sharedCacheable("private, no-cache, no-store, max-age=0, must-revalidate")).toBe(false);
    expect(sharedCacheable("max-age=0")).toBe(false);
    expect(sharedCacheable(null)).toBe(false);
  });
});
