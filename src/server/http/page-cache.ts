/**
 * The page cache in front of Next (issue 14, decision 188): what a CDN would do with our prerendered pages, done
 * in the server process (scripts/serve.ts). When Next answers a plain page request with a prerendered page that
 * a shared cache may keep (`s-maxage`, not private or no-store), that very answer is kept, compressed (brotli and
 * gzip), in memory, and later plain page requests for the path are answered from it without going through Next: GET or HEAD, no query, none of the router's headers, a path the proxy would serve as it is
 * (no redirect, no nonce policy). Each answer gets what the proxy adds to a page (its request id, the
 * preference cookie, decided by the same functions) and is logged like one.
 *
 * An entry is kept at most FRESH_FOR_MS (then Next answers again and decides on its own revalidation), never a
 * stale answer of Next's, never across a revalidation (`refreshPages`: when Next applies it, its page store,
 * next-cache-handler.mjs, forgets the whole cache, in the same process; an answer to a request that started before
 * it is not kept; decision 198), and
 * the whole cache holds at most `maxBytes` compressed bytes, least recently used first out. Nothing is ever asked of
 * Next for the cache's sake: it only keeps what Next sent a visitor. Compressing is single-flight per path and at
 * most MAX_RECORDING at once.
 * No server-only guard: the server wrapper (run by tsx, outside Next) imports it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants as zlib, gunzip, gzip } from "node:zlib";
import { RequestCookies, ResponseCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { cookieNames } from "@/config/cookies";
import { rendersWithNonce } from "@/config/content-security-policy";
import { PREFERENCE_COOKIE, resolveRequest, type Resolution } from "@/i18n/resolve-request";
import { REQUEST_ID_HEADER, requestIdFrom, requestIdTiming } from "@/server/log/request-id";
import { pageCookies } from "./page-cookies";
import { pageGeneration } from "./cache-clock.mjs";

/** Answers from the cache carry it: `hit`. */
export const PAGE_CACHE_HEADER = "x-aurum-page-cache";
export const FRESH_FOR_MS = 60_000;
const MAX_RECORDING = 2;
const MAX_URL_LENGTH = 1024;
/**
 * The router's requests (RSC payloads, prefetches), actions, and any request carrying a header Next reads for
 * its own internal or hosting purposes are Next's: the answer may differ from the page's, so it is neither served
 * from the cache nor kept.
 */
const NEXT_HEADER = /^(rsc|next-|x-middleware-|x-nextjs-|x-invoke-|x-matched-path$|x-now-route-matches$|purpose$)/;
/** Per connection, per request or per encoding: never replayed from a recording. */
const NOT_REPLAYED = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "set-cookie",
  REQUEST_ID_HEADER,
  "server-timing",
  PAGE_CACHE_HEADER,
]);

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);
/** A page larger than this (as sent) is not kept. */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;

/** Whether a shared cache (a CDN, this one) may keep a response: public or s-maxage with a lifetime, not private. */
export function sharedCacheable(cacheControl: string | null | undefined): boolean {
  if (!cacheControl) return false;
  const value = cacheControl.toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(value)) return false;
  const shared = Number(value.match(/s-maxage=(\d+)/)?.[1] ?? 0);
  const max = Number(value.match(/(?:^|[\s,])max-age=(\d+)/)?.[1] ?? 0);
  return shared > 0 || max > 0;
}

export interface PageCacheOptions {
  /** Every answer from the cache, for the request log. */
  onServe?: (line: { requestId: string; method: string; path: string }) => void;
  onError?: (error: unknown, path: string) => void;
  now?: () => number;
  freshForMs?: number;
  maxBytes?: number;
}

interface Entry {
  generation: number;
  storedAt: number;
  headers: [string, string | string[]][];
  etag: string | undefined;
  br: Buffer;
  gzip: Buffer;
}

type Encoding = "br" | "gzip";

/** The best encoding we keep that the client accepts (q=0 refuses), or null: then Next answers. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

interface PlainPageRequest {
  path: string;
  method: "GET" | "HEAD";
  resolution: Resolution;
  cookies: RequestCookies;
  requestHeaders: Headers;
}

/** A request the cache may answer: what the proxy would let through to a page unchanged but for its cookies. */
function plainPageRequest(request: IncomingMessage): PlainPageRequest | null {
  const { method, url } = request;
  if ((method !== "GET" && method !== "HEAD") || !url || url.length > MAX_URL_LENGTH) return null;
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("?") || url.includes("#")) return null;
  if (url.startsWith("/api/") || url.startsWith("/_next/") || url.includes(".")) return null;
  for (const name of Object.keys(request.headers)) if (NEXT_HEADER.test(name)) return null;
  const requestHeaders = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === "string") requestHeaders.set(name, value);
  }
  const cookies = new RequestCookies(requestHeaders);
  const resolution = resolveRequest({
    pathname: url,
    search: "",
    preference: cookies.get(PREFERENCE_COOKIE)?.value,
    acceptLanguage: requestHeaders.get("accept-language"),
  });
  if (resolution.kind !== "next" || rendersWithNonce(url)) return null;
  return { path: url, method, resolution, cookies, requestHeaders };
}

/** The cookies the proxy adds to this plain page request's answer (the same function decides for both). */
function proxyCookies(plain: PlainPageRequest) {
  const consent = plain.cookies.get(cookieNames.consent)?.value;
  const preference = plain.cookies.get(PREFERENCE_COOKIE)?.value;
  return pageCookies({
    resolution: plain.resolution,
    preference,
    consent,
    searchParams: new URLSearchParams(),
    fetchMode: plain.requestHeaders.get("sec-fetch-mode"),
  });
}

/** The names of the cookies a Set-Cookie header (one or several) sets. */
function cookieNamesSet(header: number | string | string[] | undefined): string[] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return lines.map((line) => line.slice(0, Math.max(0, line.indexOf("="))).trim());
}

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const freshFor = options.freshForMs ?? FRESH_FOR_MS;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  const recording = new Map<string, Promise<void>>();
  let bytes = 0;

  function drop(path: string) {
    const entry = entries.get(path);
    if (!entry) return;
    bytes -= entry.br.length + entry.gzip.length;
    entries.delete(path);
  }

  function fresh(path: string): Entry | null {
    const entry = entries.get(path);
    if (!entry) return null;
    if (entry.generation !== pageGeneration() || now() - entry.storedAt >= freshFor) {
      drop(path);
      return null;
    }
    // Least recently used first out: a hit moves the entry to the end of the map's order.
    entries.delete(path);
    entries.set(path, entry);
    return entry;
  }

  function store(path: string, entry: Entry) {
    drop(path);
    const size = entry.br.length + entry.gzip.length;
    if (size > maxBytes) return;
    entries.set(path, entry);
    bytes += size;
    for (const [oldest] of entries) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** Keeps Next's answer (its headers and the body as sent, in its content encoding) as brotli and gzip. */
  async function record(path: string, generation: number, sent: { headers: OutgoingHttpHeaders; body: Buffer }) {
    const encoding = String(sent.headers["content-encoding"] ?? "identity").toLowerCase();
    const html =
      encoding === "gzip"
        ? await gunzipAsync(sent.body)
        : encoding === "br"
          ? await unbrotliAsync(sent.body)
          : encoding === "identity"
            ? sent.body
            : null;
    if (!html) return;
    const [br, gz] = await Promise.all([
      brotliAsync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
      encoding === "gzip" ? sent.body : gzipAsync(html, { level: 9 }),
    ]);
    // A refresh while compressing: the page may be older than the refresh.
    if (generation !== pageGeneration()) return;
    const headers = Object.entries(sent.headers)
      .filter((pair): pair is [string, string | string[]] => pair[1] !== undefined && !NOT_REPLAYED.has(pair[0]))
      .map(([name, value]): [string, string | string[]] => [name, typeof value === "number" ? String(value) : value]);
    const etag = sent.headers.etag;
    store(path, {
      generation,
      storedAt: now(),
      headers,
      etag: typeof etag === "string" ? etag : undefined,
      br,
      gzip: gz,
    });
  }

  function scheduleRecording(path: string, generation: number, sent: { headers: OutgoingHttpHeaders; body: Buffer }) {
    if (recording.has(path) || recording.size >= MAX_RECORDING) return;
    const done = record(path, generation, sent)
      .catch((error: unknown) => options.onError?.(error, path))
      .finally(() => recording.delete(path));
    recording.set(path, done);
  }

  return {
    /** Answers a plain page request from the cache; false when Next must answer it (then call `observe`). */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      const plain = plainPageRequest(request);
      if (!plain) return false;
      const entry = fresh(plain.path);
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      if (!entry || !encoding) return false;

      const requestId = requestIdFrom(plain.requestHeaders);
      const headers: OutgoingHttpHeaders = Object.fromEntries(entry.headers);
      const setCookies = new Headers();
      const outgoing = new ResponseCookies(setCookies);
      for (const cookie of proxyCookies(plain)) outgoing.set(cookie.name, cookie.value, cookie.options);
      if (setCookies.getSetCookie().length) headers["set-cookie"] = setCookies.getSetCookie();
      headers[REQUEST_ID_HEADER] = requestId;
      headers["server-timing"] = requestIdTiming(requestId);
      headers[PAGE_CACHE_HEADER] = "hit";
      options.onServe?.({ requestId, method: plain.method, path: plain.path });

      const ifNoneMatch = request.headers["if-none-match"];
      if (entry.etag && ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === entry.etag)) {
        delete headers["content-type"];
        response.writeHead(304, headers);
        response.end();
        return true;
      }
      const body = entry[encoding];
      headers["content-encoding"] = encoding;
      headers["content-length"] = body.length;
      response.writeHead(200, headers);
      response.end(plain.method === "HEAD" ? undefined : body);
      return true;
    },

    /**
     * Before Next answers a plain page request: watches what it sends, and keeps the page when the answer says a
     * shared cache may keep it (a 200 HTML page with `s-maxage`, not a stale one) and no refresh happened meanwhile.
     */
    observe(request: IncomingMessage, response: ServerResponse) {
      const plain = plainPageRequest(request);
      if (!plain || plain.method !== "GET" || recording.has(plain.path)) return;
      const generation = pageGeneration();
      const chunks: Buffer[] = [];
      let size = 0;
      const keep = (chunk: unknown, encoding: unknown) => {
        if (size > MAX_PAGE_BYTES) return;
        const bytes =
          typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
            : chunk instanceof Uint8Array
              ? Buffer.from(chunk)
              : null;
        if (!bytes) return;
        size += bytes.length;
        if (size <= MAX_PAGE_BYTES) chunks.push(bytes);
      };
      // Next (and its compression, which wraps these in turn) sends the body through write and end.
      const write = response.write;
      const end = response.end;
      response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
        keep(chunk, rest[0]);
        return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
      } as ServerResponse["write"];
      response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
        if (typeof chunk !== "function") keep(chunk, rest[0]);
        return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
      } as ServerResponse["end"];
      response.once("finish", () => {
        const header = (name: string) => String(response.getHeader(name) ?? "");
        // The proxy's cookies are added to each answer again; a page that set a cookie of its own is not kept.
        const expected = new Set(proxyCookies(plain).map((cookie) => cookie.name));
        const cacheable =
          cookieNamesSet(response.getHeader("set-cookie")).every((name) => expected.has(name)) &&
          response.statusCode === 200 &&
          size <= MAX_PAGE_BYTES &&
          header("content-type").startsWith("text/html") &&
          sharedCacheable(header("cache-control")) &&
          header("x-nextjs-cache") !== "STALE" &&
          generation === pageGeneration();
        if (cacheable)
          scheduleRecording(plain.path, generation, { headers: response.getHeaders(), body: Buffer.concat(chunks) });
      });
    },

    /** Resolves when the recordings under way have ended. */
    async settled(): Promise<void> {
      await Promise.all(recording.values());
    },

    /** How many pages and compressed bytes are kept. */
    stats() {
      return { pages: entries.size, bytes, recording: recording.size };
    },
  };
}
