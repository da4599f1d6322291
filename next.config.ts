import { availableParallelism } from "node:os";
import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { addCompileHints } from "./src/config/compile-hints";
import { contentSecurityPolicy } from "./src/config/content-security-policy";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/**
 * The policy every response starts with (decision 097): prerendered pages cannot carry per-request nonces,
 * so `script-src` keeps 'unsafe-inline' here; src/proxy.ts replaces it with a nonce policy on the pages
 * rendered per request. Everything is served from our origin, except in stripe mode (decision 062): checkout
 * then loads Stripe.js from js.stripe.com, which draws the Payment Element and 3-D Secure in frames from
 * js.stripe.com / hooks.stripe.com and talks to api.stripe.com. Headers are fixed when the site is built,
 * so the Stripe keys must be set for `next build` as well.
 */
const stripeMode = Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_PUBLISHABLE_KEY);
const staticPolicy = contentSecurityPolicy({ development: process.env.NODE_ENV !== "production", stripe: stripeMode });

const securityHeaders = [
  { key: "Content-Security-Policy", value: staticPolicy },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

const nextConfig: NextConfig = {
  // Only the embedded database process loads PGlite; keep it out of any bundle. pdfkit (the consent PDFs, decision
  // 184) and its font library read data files beside their own code, which a bundle would lose. prom-client: one
  // copy per process, shared with the server wrapper that serves the metrics (decision 252). The S3 client: the
  // shared file store (decision 254), loaded only when configured.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pg",
    "pino",
    "@node-rs/argon2",
    "nodemailer",
    "geoip-country",
    "pdfkit",
    "prom-client",
    "@aws-sdk/client-s3",
  ],
  // The journeys build into their own folder so a test run never replaces the developer's build.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // Our server compresses (src/server/http/compression.ts), below its page rewrite (decision 206).
  compress: false,
  // The largest action body any page takes (a 10 MB photo on the back office's photo pages, a 5 MB CV on the
  // careers pages): NEXT_ACTION_BODY_LIMIT in src/server/input/screen-action-post.ts, which refuses bigger bodies
  // (1 MB on every other page) with a 413 first; the proxy must see the whole body to judge it.
  experimental: {
    serverActions: { bodySizeLimit: "11mb" },
    proxyClientMaxBodySize: "11mb",
    // Pages regenerated at run time stay in Next's memory cache (an LRU of `cacheMaxMemorySize`, 50 MB) and are not
    // written to disk (decision 196): every unknown catalogue address (`/us/en/infusion/<anything>`, a 404) wrote
    // about 168 KB and seven files under .next/server, without bound.
    isrFlushToDisk: false,
    // Prerendering the 3,790 pages: Next leaves a core to its own process by default, one worker on a 2-core machine,
    // while that process waits. Two workers there (decision 262).
    cpus: Math.max(2, availableParallelism() - 1),
    // A CI run builds once from a clean clone: the build's file-system cache (on by default in 16.4) is written for
    // nothing there (49 s of a CI build). A developer's rebuilds keep it.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // Next's page store, dating each page by when its request started and emptying our page cache when a revalidation
  // applies (decision 198): a render that read a price before a manager changed it is not kept as fresh.
  cacheHandler: path.resolve("src/server/http/next-cache-handler.mjs"),
  // Photos from the back office (decision 160): only our content-addressed route, served as AVIF or WebP in the
  // widths the pages' `sizes` ask for (sharp, installed with next). Nothing is fetched from other hosts.
  images: {
    localPatterns: [{ pathname: "/media/photos/**", search: "" }],
    remotePatterns: [],
    formats: ["image/avif", "image/webp"],
    deviceSizes: [390, 640, 828, 1080, 1440, 1920],
    imageSizes: [96, 160, 256, 384],
    qualities: [70],
    minimumCacheTTL: 31536000,
  },
  typedRoutes: false,
  // Each browser chunk asks V8 to compile it as it downloads, off the main thread (decision 208).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Stored photos (decision 160): the page policy above would win over the route's own (Next keeps a header
      // the config already set), so the stricter one is set here; the later rule overrides the same key.
      {
        source: "/media/photos/:name",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; sandbox" }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
