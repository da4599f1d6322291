import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capResponseFreshness, capSharedFreshness } from "./cdn-cache-control";
import { sharedCacheable } from "./page-cache";

describe("CDN-honest cache headers (decision 251)", () => {
  it("caps what Next sends for a prerendered page at 30 s fresh and 30 s stale, still cacheable by a CDN", () => {
    const capped = capSharedFreshness("s-maxage=3600, stale-while-revalidate=31532400", 30);
    expect(capped).toBe("s-maxage=30, stale-while-revalidate=30");
    expect(sharedCacheable(capped)).toBe(true);
  });

  it("adds a bounded stale window where there was none, keeps shorter lifetimes and other directives", () => {
    expect(capSharedFreshness("public, s-maxage=3600", 30)).toBe("public, s-maxage=30, stale-while-revalidate=30");
    expect(capSharedFreshness("s-maxage=10, stale-while-revalidate=5", 30)).toBe(
      "s-maxage=10, stale-while-revalidate=5",
    );
  });

  it("leaves immutable assets and private answers alone", () => {
    for (const value of [
      "public, max-age=31536000, immutable",
      "private, no-cache, no-store, max-age=0, must-revalidate",
      "no-store",
    ])
      expect(capSharedFreshness(value, 30)).toBe(value);
  });

  describe("on a response", () => {
    let server: Server;
    let base: string;
    beforeAll(async () => {
      server = createServer((request, response) => {
        capResponseFreshness(response, 30);
        if (request.url === "/set") {
          response.setHeader("Cache-Control", "s-maxage=3600, stale-while-revalidate=31532400");
          response.end("page");
        } else {
          response.writeHead(200, { "Cache-Control": "s-maxage=3600, stale-while-revalidate=31532400" });
          response.end("page");
        }
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("caps a header set before the body and one passed to writeHead", async () => {
      for (const path of ["/set", "/head"])
        expect((await fetch(`${base}${path}`)).headers.get("cache-control")).toBe(
          "s-maxage=30, stale-while-revalidate=30",
        );
    });
  });
});
