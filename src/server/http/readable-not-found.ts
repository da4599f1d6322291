/**
 * A 404 page a person can read before any script runs (issue 40 row 5, issue 44; decision 261).
 *
 * When a page calls `notFound()`, Next answers with an empty `<html id="__next_error__">` document: the not-found
 * boundary's words travel only in the page's script data, and the browser shows a blank page until React has
 * loaded and drawn them (3.4–4.0 s on a phone, measured). Next cannot render that boundary on the server
 * (vercel/next.js#62228). So the production server watches for it: when Next is about to send a 404 HTML page for a
 * full page load, what Next wrote is dropped and the prerendered page `/{area}/{locale}/page-not-found` goes out in
 * its place, fetched from this same server (its page cache or Next's), with status 404. Its own address is a 404 too.
 *
 * What is left alone: anything but GET and HEAD, anything that is not HTML (the API's envelopes, the router's
 * `text/x-component` answers to a link followed inside the site, which draw the boundary themselves), and every
 * status but 404. If the page cannot be fetched, Next's own answer goes out as it was written.
 *
 * No server-only guard: the server wrapper (scripts/serve.ts, run by tsx outside Next) imports it.
 */
import { request as httpRequest, ServerResponse, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import { defaultArea, isArea } from "@/config/site";
import { defaultLocale, isLocale } from "@/i18n/locales";

/** The page's own segment, after /{area}/{locale}. */
export const NOT_FOUND_PAGE_SEGMENT = "page-not-found";
/** Longer than the prerendered page takes from any cache; then Next's own answer goes out. */
const FETCH_TIMEOUT_MS = 5_000;
/** Headers of the fetched page that describe that exchange, not the page: never copied. */
const EXCHANGE_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "set-cookie",
  "cache-control",
  "etag",
  "age",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-stale-time",
  "x-aurum-page-cache",
  "x-request-id",
  "server-timing",
]);
/** Headers Next set on its 404 that stay: the visitor's cookies, how long the 404 may be kept, the request's id. */
const KEPT_FROM_NEXT = new Set(["set-cookie", "cache-control", "x-request-id", "server-timing"]);

/** The not-found page for a request's path: its area and language, or the defaults where they are not ours. */
export function notFoundPagePath(requestUrl: string | undefined): string {
  const pathname = (requestUrl ?? "/").split("?")[0] ?? "/";
  const [area, locale] = pathname.split("/").filter(Boolean);
  return `/${isArea(area) ? area : defaultArea}/${isLocale(locale) ? locale : defaultLocale}/${NOT_FOUND_PAGE_SEGMENT}`;
}

/** Whether a request names the not-found page itself (any area and language). */
export function isNotFoundPagePath(requestUrl: string | undefined): boolean {
  const pathname = (requestUrl ?? "/").split("?")[0] ?? "/";
  const segments = pathname.split("/").filter(Boolean);
  return segments.length === 3 && segments[2] === NOT_FOUND_PAGE_SEGMENT;
}

export interface FetchedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: AsyncIterable<Buffer>;
}

/** Fetches a page of this server over loopback, as the client asked for it (its encodings). */
export function loopbackFetcher(port: number) {
  return (path: string, incoming: IncomingMessage): Promise<FetchedPage> =>
    new Promise((resolve, reject) => {
      const accepted = incoming.headers["accept-encoding"];
      const outgoing = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path,
          method: incoming.method === "HEAD" ? "HEAD" : "GET",
          headers: { accept: "text/html", ...(accepted ? { "accept-encoding": accepted } : {}) },
          timeout: FETCH_TIMEOUT_MS,
        },
        (answer) => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: answer }),
      );
      outgoing.on("timeout", () => outgoing.destroy(new Error("the not-found page took too long")));
      outgoing.on("error", reject);
      outgoing.end();
    });
}

type Chunk = string | Uint8Array;
type Fetch = (path: string, incoming: IncomingMessage) => Promise<FetchedPage>;
interface Options {
  fetchPage: Fetch;
  onError?: (error: unknown) => void;
}

/** Node's own methods: what the wrappers below this one (rewrite, compression, the recorder) replaced. */
const rawWrite = ServerResponse.prototype.write as (this: ServerResponse, chunk: Chunk) => boolean;
const rawEnd = ServerResponse.prototype.end as (this: ServerResponse) => ServerResponse;

const isHtml = (response: ServerResponse) => String(response.getHeader("content-type") ?? "").startsWith("text/html");

/**
 * Install on a response before Next handles its request, after the wrappers that rewrite and compress what Next
 * writes (Next's writes reach this first). The page sent in Next's place bypasses those wrappers: it was rewritten
 * and compressed by this server when it was fetched.
 */
export function readableNotFound(request: IncomingMessage, response: ServerResponse, options: Options): void {
  const ownPage = isNotFoundPagePath(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const writeHead = response.writeHead;
  const write = response.write as (this: ServerResponse, chunk: Chunk, encoding?: unknown, cb?: unknown) => boolean;
  const end = response.end as (
    this: ServerResponse,
    chunk?: unknown,
    encoding?: unknown,
    cb?: unknown,
  ) => ServerResponse;
  let replacing: boolean | undefined;
  const held: Buffer[] = [];

  const decide = () => {
    if (replacing === undefined) {
      if (ownPage && response.statusCode === 200) response.statusCode = 404;
      replacing = !ownPage && response.statusCode === 404 && isHtml(response);
    }
    return replacing;
  };
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === null || chunk === undefined || typeof chunk === "function") return;
    held.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array),
    );
  };

  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1] as string);
    } else if (headers && typeof headers === "object") {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    if (decide()) return this;
    return writeHead.call(this, this.statusCode);
  } as ServerResponse["writeHead"];

  // Next may send the headers ahead of the page; a 404 that will be replaced keeps them until it is.
  const flushHeaders = response.flushHeaders;
  response.flushHeaders = function (this: ServerResponse) {
    if (!decide()) flushHeaders.call(this);
  };

  response.write = function (this: ServerResponse, chunk: Chunk, encoding?: unknown, callback?: unknown) {
    if (!decide()) return write.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") queueMicrotask(() => (done as () => void)());
    return true;
  } as ServerResponse["write"];

  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (!decide()) return end.call(this, chunk, encoding, callback);
    hold(chunk, encoding);
    void sendInstead(this).catch((error: unknown) => {
      options.onError?.(error);
      // Next's own answer, through the rewrite and compression as it would have gone.
      if (this.headersSent || this.destroyed) return this.destroy();
      writeHead.call(this, 404);
      end.call(this, Buffer.concat(held));
    });
    return this;
  } as ServerResponse["end"];

  async function sendInstead(target: ServerResponse): Promise<void> {
    const page = await options.fetchPage(notFoundPagePath(request.url), request);
    if (page.status !== 404 && page.status !== 200) {
      for await (const _ of page.body) void _;
      throw new Error(`the not-found page answered ${page.status}`);
    }
    if (target.destroyed) return;
    for (const name of target.getHeaderNames()) if (!KEPT_FROM_NEXT.has(name)) target.removeHeader(name);
    for (const [name, value] of Object.entries(page.headers))
      if (value !== undefined && !EXCHANGE_HEADERS.has(name)) target.setHeader(name, value);
    ServerResponse.prototype.writeHead.call(target, 404);
    for await (const piece of page.body) {
      if (target.destroyed) return;
      rawWrite.call(target, piece);
    }
    rawEnd.call(target);
  }
}
