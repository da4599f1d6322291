import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_TYPE } from "@/config/after-paint-loader";
import { afterPaintTransform, deferPageScripts } from "./defer-page-scripts";
import { compressResponse } from "./compression";

const LOADER = `<script>${AFTER_PAINT_SCRIPT}</script>`;
const placeholder = (src: string) => `<script type="${AFTER_PAINT_TYPE}" data-src="${src}"></script>`;

/** A page as Next 16 writes it: chunk preloads and scripts (both attribute orders), a nomodule script, inline data, Arabic text. */
const PAGE = [
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/11e1vzu72h7y3.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3iykd_fcw05ap.js"/>',
  '<link rel="preload" as="font" href="/fonts/cormorant-garamond-latin-400-normal.woff2" crossorigin=""/>',
  '<script src="/_next/static/chunks/1iffqivxj1-hc.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="M0YC0UmBrOrCyIlCoEvFLQ=="></script>',
  '<link rel="canonical" href="https://aurum.example/us/ar"/>',
  '<script>document.documentElement.dataset.consent="unset"</script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
  '<script src="https://js.stripe.com/v3" async=""></script>',
  "</head><body><main><h1>عيادة أوروم — علاج بالتسريب الوريدي</h1><p>Aurum <bdi>IV</bdi> drip</p></main>",
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"<script> is text here"])</script>',
  '<script id="_R_">self.__next_r="x"</script>',
  '<script src="/_next/static/chunks/3iykd_fcw05ap.js" async=""></script></body></html>',
].join("");

const EXPECTED = PAGE.replace(
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3iykd_fcw05ap.js"/>',
  "",
)
  .replace(
    '<script src="/_next/static/chunks/1iffqivxj1-hc.js" async=""></script>',
    LOADER + placeholder("/_next/static/chunks/1iffqivxj1-hc.js"),
  )
  .replace(
    '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async="" nonce="M0YC0UmBrOrCyIlCoEvFLQ=="></script>',
    placeholder("/_next/static/chunks/turbopack-077hmtqrhcoji.js"),
  )
  .replace(
    '<script src="/_next/static/chunks/3iykd_fcw05ap.js" async=""></script>',
    placeholder("/_next/static/chunks/3iykd_fcw05ap.js"),
  );

function whole(html: string): string {
  const transform = afterPaintTransform();
  return transform.push(html) + transform.end();
}

describe("the page rewrite that starts Next's scripts after the first paint (decision 206)", () => {
  it("turns each chunk's async script into a placeholder, in order, drops the chunks' preloads, and adds the loader once before the first", () => {
    const out = whole(PAGE);
    expect(out).toBe(EXPECTED);
    expect(out.split(LOADER)).toHaveLength(2);
    expect([...out.matchAll(/data-src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "/_next/static/chunks/1iffqivxj1-hc.js",
      "/_next/static/chunks/turbopack-077hmtqrhcoji.js",
      "/_next/static/chunks/3iykd_fcw05ap.js",
    ]);
    // What is not a chunk of ours stays: the stylesheet, the font preload, inline scripts, nomodule, another origin.
    for (const kept of [
      'href="/_next/static/chunks/11e1vzu72h7y3.css"',
      "/fonts/cormorant",
      "noModule",
      "https://js.stripe.com/v3",
      'id="_R_"',
    ])
      expect(out).toContain(kept);
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
  });

  it("leaves a page with no chunk script as it is, without the loader", () => {
    const page =
      "<!DOCTYPE html><html><head><title>503</title><script>var a=1</script></head><body><p>Back soon</p></body></html>";
    expect(whole(page)).toBe(page);
  });

  it("gives the same page whichever two places the stream is cut at", () => {
    for (let first = 1; first < PAGE.length; first += 7) {
      for (let second = first; second < PAGE.length; second += 61) {
        const transform = afterPaintTransform();
        const out =
          transform.push(PAGE.slice(0, first)) +
          transform.push(PAGE.slice(first, second)) +
          transform.push(PAGE.slice(second)) +
          transform.end();
        if (out !== EXPECTED) expect({ first, second, out }).toEqual({ first, second, out: EXPECTED });
      }
    }
  });

  it("holds back at most a short tail: a long unfinished tag is sent as it comes", () => {
    const transform = afterPaintTransform();
    expect(transform.push('<p>a</p><script src="/_next/static/chunks/a.js" as')).toBe("<p>a</p>");
    expect(transform.push('ync=""></script><p>b</p>')).toBe(
      `${LOADER}${placeholder("/_next/static/chunks/a.js")}<p>b</p>`,
    );
    const long = `<script>${"x".repeat(5000)}`;
    expect(transform.push(long)).toBe(long);
    expect(transform.end()).toBe("");
  });
});

describe("deferPageScripts on a real response, above the compression", () => {
  let server: Server | null = null;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** Serves `pieces` (as bytes, cut where given) with `type`, through the rewrite and the compression, like scripts/serve.ts. */
  async function serve(type: string, pieces: Buffer[], acceptEncoding: string, streamed = false) {
    server = createServer((request, response) => {
      compressResponse(request, response);
      deferPageScripts(response);
      response.setHeader("content-type", type);
      // A page rendered per request: Next sends its headers first, with no length (pipe-readable.js).
      if (streamed) response.flushHeaders();
      else response.setHeader("content-length", Buffer.concat(pieces).length);
      for (const piece of pieces.slice(0, -1)) response.write(piece);
      response.end(pieces.at(-1));
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const outgoing = httpRequest(
        { host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": acceptEncoding } },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => resolve({ headers: incoming.headers, body: Buffer.concat(chunks) }));
        },
      );
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  it("rewrites an HTML page cut inside a tag and inside an Arabic letter, gzipped, without the old length", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const arabic = bytes.indexOf(Buffer.from("عيادة", "utf8")) + 1;
    const tag = bytes.indexOf(Buffer.from("turbopack-")) + 3;
    const answer = await serve(
      "text/html; charset=utf-8",
      [bytes.subarray(0, tag), bytes.subarray(tag, arabic), bytes.subarray(arabic)],
      "gzip",
    );
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(answer.body).toString("utf8")).toBe(EXPECTED);
  });

  it("rewrites a streamed page whose headers went first, as Next sends a page rendered per request", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const cut = bytes.indexOf(Buffer.from("<script src=")) + 4;
    for (const encoding of ["gzip", "identity"]) {
      const answer = await serve(
        "text/html; charset=utf-8",
        [bytes.subarray(0, cut), bytes.subarray(cut)],
        encoding,
        true,
      );
      expect(encoding === "gzip" ? gunzipSync(answer.body).toString("utf8") : answer.body.toString("utf8")).toBe(
        EXPECTED,
      );
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = null;
    }
  });

  it("sends the rewritten page uncompressed to a client that asks for no encoding, with no stale Content-Length", async () => {
    const answer = await serve("text/html; charset=utf-8", [Buffer.from(PAGE, "utf8")], "identity");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString("utf8")).toBe(EXPECTED);
    expect(answer.headers["content-length"] ?? String(answer.body.length)).toBe(String(answer.body.length));
  });

  it("leaves anything but HTML byte for byte, with its length", async () => {
    const json = Buffer.from(JSON.stringify({ html: PAGE }), "utf8");
    const answer = await serve("application/json", [json.subarray(0, 100), json.subarray(100)], "identity");
    expect(answer.body.equals(json)).toBe(true);
    expect(answer.headers["content-length"]).toBe(String(json.length));
  });
});
