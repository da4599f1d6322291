import { describe, expect, it } from "vitest";
import nextConfig from "../../next.config";

/** The headers every response carries (next.config.ts); the proxy only swaps the CSP on per-request pages. */
describe("security headers on every response", () => {
  it("sets HSTS for two years with subdomains, nosniff, a referrer policy, no framing and a CSP", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => r.source === "/:path*")!;
    const headers = Object.fromEntries(all.headers.map((h) => [h.key.toLowerCase(), h.value]));
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("object-src 'none'");
    expect(nextConfig.poweredByHeader).toBe(false);
  });

  it("gives stored photos a sandboxing policy of their own, after the site's so it wins (decision 160)", async () => {
    const rules = await nextConfig.headers!();
    const photos = rules.findIndex((r) => r.source === "/media/photos/:name");
    expect(photos).toBeGreaterThan(rules.findIndex((r) => r.source === "/:path*"));
    expect(rules[photos]!.headers).toEqual([{ key: "Content-Security-Policy", value: "default-src 'none'; sandbox" }]);
  });
});
