import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressResponse } from "./compression";
import { loopbackFetcher, notFoundPagePath, readableNotFound } from "./readable-not-found";

const NEXT_SHELL =
  '<!DOCTYPE html><html id="__next_error__"><body><div hidden></div><script>draw()</script></body></html>';

/** Stands in for Next: the not-found page by name, a 404 shell for unknown pages, an API 404, a page. */
function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? "/";
  if (path.endsWith("/page-not-found")) {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", "s-maxage=3600");
    response.setHeader("x-nextjs-cache", "HIT");
    response.end(`<html lang="${path.split("/")[2]}"><h1>Not found in ${path.split("/")[2]}</h1></html>`);
  } else if (path.startsWith("/api/")) {
    response.writeHead(404, { "content-type": "application/json" });
    response.end('{"ok":false}');
  } else if (path.endsWith("/headers-first")) {
    response.writeHead(404, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" });
    response.flushHeaders();
    response.write(NEXT_SHELL.slice(0, 20));
    response.end(NEXT_SHELL.slice(20));
  } else if (path.includes("/missing")) {
    response.statusCode = 404;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", "private, no-cache, no-store");
    response.setHeader("set-cookie", "pref=fr; Path=/");
    response.write(NEXT_SHELL);
    response.end();
  } else {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end("<h1>A page</h1>");
  }
}

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server like scripts/serve.ts: compression below the swap; the page fetched from `pagePort` (itself by default). */
async function start(pagePort?: number): Promise<number> {
  let port = 0;
  server = createServer((request, response) => {
    compressResponse(request, response);
    readableNotFound(request, response, { fetchPage: loopbackFetcher(pagePort ?? port) });
    fakeNext(request, response);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  port = (server!.address() as AddressInfo).port;
  return port;
}

interface Answer {
  status: number;
  headers: IncomingMessage["headers"];
  body: string;
}
function get(port: number, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest({
      host: "127.0.0.1",
      port,
      path,
      method: init.method ?? "GET",
      headers: init.headers,
    });
    outgoing.on("response", (answer) => {
      const pieces: Buffer[] = [];
      answer.on("data", (piece: Buffer) => pieces.push(piece));
      answer.on("end", () => {
        const raw = Buffer.concat(pieces);
        const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: body.toString("utf8") });
      });
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("the not-found page's address", () => {
  it("keeps the request's area and language, and falls back to the defaults for others", () => {
    expect(notFoundPagePath("/uk/ar/no-such-page?x=1")).toBe("/uk/ar/page-not-found");
    expect(notFoundPagePath("/xx/yy/z")).toBe("/us/en/page-not-found");
    expect(notFoundPagePath("/")).toBe("/us/en/page-not-found");
  });
});

describe("a 404 page with its words in the HTML", () => {
  it("sends the localized page in place of Next's empty document, with status 404 and Next's cookies", async () => {
    const port = await start();
    const answer = await get(port, "/za/fr/missing-page");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe('<html lang="fr"><h1>Not found in fr</h1></html>');
    expect(answer.body).not.toContain("__next_error__");
    // Next's: the 404 is not kept, the visitor's cookie is set; the fetched page's cache headers are not copied.
    expect(answer.headers["cache-control"]).toBe("private, no-cache, no-store");
    expect(answer.headers["set-cookie"]).toEqual(["pref=fr; Path=/"]);
    expect(answer.headers["x-nextjs-cache"]).toBeUndefined();
  });

  it("passes the compressed page on as fetched, once", async () => {
    const port = await start();
    const answer = await get(port, "/us/de/missing", { headers: { "accept-encoding": "gzip" } });
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Not found in de");
  });

  it("holds headers Next sends ahead of a 404 page until the page replaces it", async () => {
    const port = await start();
    const answer = await get(port, "/us/ja/headers-first");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Not found in ja");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });

  it("answers the page's own address with 404", async () => {
    const port = await start();
    const answer = await get(port, "/us/ar/page-not-found");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Not found in ar");
  });

  it("answers HEAD with the status and no body", async () => {
    const port = await start();
    const answer = await get(port, "/us/en/missing", { method: "HEAD" });
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("");
  });

  it("leaves other answers alone: the API's JSON, a page, a POST", async () => {
    const port = await start();
    expect(await get(port, "/api/nothing")).toMatchObject({ status: 404, body: '{"ok":false}' });
    expect(await get(port, "/us/en/faqs")).toMatchObject({ status: 200, body: "<h1>A page</h1>" });
    const posted = await get(port, "/us/en/missing", { method: "POST" });
    expect(posted.status).toBe(404);
    expect(posted.body).toBe(NEXT_SHELL);
  });

  it("sends Next's own answer when the page cannot be fetched", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const port = await start(closedPort);
    const answer = await get(port, "/us/en/missing");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(NEXT_SHELL);
  });
});
