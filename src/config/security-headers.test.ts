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
});
