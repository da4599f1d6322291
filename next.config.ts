import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/**
 * Pages are prerendered, so scripts cannot carry per-request nonces; inline scripts are Next's own
 * hydration data. Everything is served from our origin; nothing is embedded from other hosts, except in
 * stripe mode (decision 062): checkout then loads Stripe.js from js.stripe.com, which draws the Payment
 * Element and 3-D Secure in frames from js.stripe.com / hooks.stripe.com and talks to api.stripe.com.
 * Headers are fixed when the site is built, so the Stripe keys must be set for `next build` as well.
 */
const stripeMode = Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_PUBLISHABLE_KEY);
const stripe = (sources: string) => (stripeMode ? ` ${sources}` : "");
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "production" ? "" : " 'unsafe-eval'"}${stripe("https://js.stripe.com")}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:" + stripe("https://*.stripe.com"),
  "font-src 'self'",
  "connect-src 'self'" + stripe("https://api.stripe.com"),
  ...(stripeMode ? ["frame-src https://js.stripe.com https://hooks.stripe.com"] : []),
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  // Only the embedded database process loads PGlite; keep it out of any bundle.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pg", "pino", "@node-rs/argon2", "nodemailer"],
  // The journeys build into their own folder so a test run never replaces the developer's build.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Next's default, written down: src/server/input/screen-action-post.ts refuses bigger action bodies with 413 first.
  experimental: { serverActions: { bodySizeLimit: "1mb" } },
  typedRoutes: false,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
