import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { AFTER_PAINT_SCRIPT, AFTER_PAINT_SCRIPT_HASH } from "./after-paint-loader";
import { BRAND_FONT_SCRIPT, BRAND_FONT_SCRIPT_HASH } from "./brand-fonts";
import { COOKIE_CHOICE_SCRIPT, COOKIE_CHOICE_SCRIPT_HASH } from "./cookie-choice";
import { cookieNames } from "./cookies";
import { contentSecurityPolicy, newNonce, NONCE_PAGES, rendersWithNonce } from "./content-security-policy";

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "))!;

describe("the content security policy (decision 097)", () => {
  it("pages rendered per request trust only scripts with this request's nonce: no 'unsafe-inline', no 'unsafe-eval'", () => {
    const policy = contentSecurityPolicy({ nonce: "bm9uY2U=", development: false, stripe: false });
    expect(scriptSrc(policy)).toBe(
      `script-src 'self' 'nonce-bm9uY2U=' ${COOKIE_CHOICE_SCRIPT_HASH} ${BRAND_FONT_SCRIPT_HASH} ${AFTER_PAINT_SCRIPT_HASH} 'strict-dynamic'`,
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it("trusts the cookie banner's inline script by the hash of its exact text", () => {
    expect(COOKIE_CHOICE_SCRIPT_HASH).toBe(
      `'sha256-${createHash("sha256").update(COOKIE_CHOICE_SCRIPT).digest("base64")}'`,
    );
    expect(cookieNames.consent).toMatch(/^(__Host-)?aurum_consent$/);
  });

  it("trusts the brand font's inline script by the hash of its exact text", () => {
    expect(BRAND_FONT_SCRIPT_HASH).toBe(`'sha256-${createHash("sha256").update(BRAND_FONT_SCRIPT).digest("base64")}'`);
  });

  it("trusts the loader of the page's scripts (decision 206) by the hash of its exact text", () => {
    expect(AFTER_PAINT_SCRIPT_HASH).toBe(
      `'sha256-${createHash("sha256").update(AFTER_PAINT_SCRIPT).digest("base64")}'`,
    );
  });

  it("prerendered pages keep 'unsafe-inline' for scripts (they have no request to carry a nonce)", () => {
    expect(scriptSrc(contentSecurityPolicy({ development: false, stripe: false }))).toBe(
      "script-src 'self' 'unsafe-inline'",
    );
  });

  it("allows Stripe only in stripe mode, and eval only in development", () => {
    const stripe = contentSecurityPolicy({ nonce: "eA==", development: false, stripe: true });
    expect(stripe).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(contentSecurityPolicy({ development: false, stripe: false })).not.toContain("stripe");
    expect(contentSecurityPolicy({ development: true, stripe: false })).toContain("'unsafe-eval'");
    expect(stripe).not.toContain("'unsafe-eval'");
  });

  it.each([
    ["/uk/en/login", true],
    ["/us/ar/book-online/checkout", true],
    ["/za/de/account/bookings", true],
    ["/uk/en/faqs", false],
    ["/uk/en", false],
    ["/uk/en/book-online/basket", true],
    ["/uk/en/book-online/choose-program", false],
    ["/uk/en/login/extra", false],
    ["/us/en/staff", true],
    ["/us/en/staff/schedule", true],
    ["/us/en/staffing", false],
    ["/uk/ar/account/bookings/5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a/consent", true],
    ["/uk/ar/account/bookings/5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a/consent/x", false],
  ] as const)("%s gets a nonce: %s", (pathname, expected) => {
    expect(rendersWithNonce(pathname)).toBe(expected);
  });

  it.each(NONCE_PAGES)("%s is rendered per request, so Next can put the nonce on its scripts", (page) => {
    const file = path.join("src/app/[area]/[locale]/(site)", page, "page.tsx");
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, "utf8")).toMatch(/^export const dynamic = "force-dynamic";$/m);
  });

  it("makes a fresh 128-bit nonce every time", () => {
    const a = newNonce();
    expect(Buffer.from(a, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(a);
  });
});
