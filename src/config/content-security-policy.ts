/**
 * The Content-Security-Policy, in one place for next.config.ts (every response, fixed at build time) and
 * src/proxy.ts (the pages rendered per request). Decision 097.
 *
 * - Pages rendered per request (sign-in, registration, password reset, account, basket, checkout, success, spa
 *   request: the pages that handle credentials, personal data and payment) get a fresh nonce from the
 *   proxy; Next puts it on every script it renders, and `script-src` has no 'unsafe-inline'.
 * - Prerendered pages (the marketing and catalogue pages) are built once, when there is no request and so
 *   no nonce; their inline scripts (Next's flight data, `self.__next_f.push(...)`) change with every
 *   rebuild and revalidation, so hashes cannot be pinned either. They keep 'unsafe-inline' in `script-src`.
 *   Making them dynamic to get a nonce would cost the static performance (decision 021).
 * - Styles keep 'unsafe-inline': React style attributes cannot carry a nonce.
 * - The cookie banner's inline script (src/config/cookie-choice.ts), the brand font's (src/config/brand-fonts.ts)
 *   and the loader of the page's scripts (src/config/after-paint-loader.ts, added by the server) are trusted by
 *   their hashes on pages rendered per request. Prerendered pages do not list them: a hash in `script-src` would
 *   make browsers ignore 'unsafe-inline'.
 * Not server-only and free of path aliases: next.config.ts imports it.
 */
import { AFTER_PAINT_SCRIPT_HASH } from "./after-paint-loader";
import { BRAND_FONT_SCRIPT_HASH } from "./brand-fonts";
import { COOKIE_CHOICE_SCRIPT_HASH } from "./cookie-choice";

/** The inline scripts of our own, trusted by their hashes on pages rendered per request. */
export const INLINE_SCRIPT_HASHES = [
  COOKIE_CHOICE_SCRIPT_HASH,
  BRAND_FONT_SCRIPT_HASH,
  AFTER_PAINT_SCRIPT_HASH,
] as const;

export interface PolicyOptions {
  /** A per-request nonce: script-src then trusts only scripts carrying it (and what they load). */
  nonce?: string;
  /** Development needs 'unsafe-eval' (React rebuilds server error stacks with eval). */
  development: boolean;
  /** Stripe mode (decision 062): Stripe.js, its frames and its API. */
  stripe: boolean;
}

export function contentSecurityPolicy({ nonce, development, stripe }: PolicyOptions): string {
  const withStripe = (sources: string) => (stripe ? ` ${sources}` : "");
  const scripts = nonce
    ? `'self' 'nonce-${nonce}' ${INLINE_SCRIPT_HASHES.join(" ")} 'strict-dynamic'`
    : "'self' 'unsafe-inline'";
  return [
    "default-src 'self'",
    `script-src ${scripts}${development ? " 'unsafe-eval'" : ""}${withStripe("https://js.stripe.com")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:" + withStripe("https://*.stripe.com"),
    "font-src 'self'",
    // The ALTCHA widget solves its proof of work in workers it creates from blobs (decision 120).
    "worker-src 'self' blob:",
    "connect-src 'self'" + withStripe("https://api.stripe.com"),
    ...(stripe ? ["frame-src https://js.stripe.com https://hooks.stripe.com"] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The pages rendered per request, by their path after /{area}/{locale}/. Each exports
 * `dynamic = "force-dynamic"` (content-security-policy.test.ts checks it): a prerendered page given a
 * nonce policy would have its scripts blocked.
 */
export const NONCE_PAGES = [
  "login",
  "register",
  "reset-password",
  "confirm-address",
  "account/settings",
  "account/bookings",
  "account/health",
  "account/waitlist",
  "book-online/basket",
  "book-online/checkout",
  "book-online/success",
  "spa-request",
  "newsletter/confirm",
  "newsletter/unsubscribe",
  "proposal",
] as const;

export function rendersWithNonce(pathname: string): boolean {
  const rest = pathname.split("/").filter(Boolean).slice(2).join("/");
  // The back office is rendered per request throughout (decision 130).
  // A visit's consent page (decision 184) has the visit in its path.
  return (
    (NONCE_PAGES as readonly string[]).includes(rest) ||
    /^account\/bookings\/[^/]+\/consent$/.test(rest) ||
    rest === "staff" ||
    rest.startsWith("staff/")
  );
}

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
