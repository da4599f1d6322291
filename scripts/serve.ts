/**
 * The production web server: Next's request handler behind a plain Node HTTP server, so that the
 * client's address comes from the socket (decision 075). Run by `npm start` and the journeys' server
 * instead of `next start`; listens on PORT (default 3000), all interfaces, like `next start`.
 *
 * One of several instances (issue 43): it answers `/healthz` and `/readyz` itself (decision 253), hears the other
 * instances' revalidations and tells them its own (decision 250), caps what a CDN may keep (decision 251), counts
 * requests for the metrics port (decision 252), and on SIGTERM drains before it exits (decision 253).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import next from "next";
import pino from "pino";
import { loggerOptions } from "../src/server/log/logger-options";
import { CLIENT_ADDRESS_STAMP_ENV, stampIncomingRequest, trustedProxies } from "../src/server/http/forwarded-address";
import { hasMalformedPath, MALFORMED_PATH_ANSWER } from "../src/server/http/malformed-target";
import { env } from "../src/config/env";
import { answerRequest, onRevalidation } from "../src/server/http/cache-clock.mjs";
import { applyRevalidation } from "../src/server/http/next-cache-handler.mjs";
import { compressResponse } from "../src/server/http/compression";
import { PAGE_CACHE_HEADER } from "../src/server/http/page-cache";
import { deferPageScripts } from "../src/server/http/defer-page-scripts";
import { loopbackFetcher, readableNotFound } from "../src/server/http/readable-not-found";
import { capResponseFreshness } from "../src/server/http/cdn-cache-control";
import { metrics } from "../src/server/metrics/metrics";
import { startMetricsServer } from "../src/server/metrics/metrics-server";
import { stopBackgroundWork } from "../src/server/instance/background-work";
import { createRequestTracker, gracefulShutdown } from "../src/server/instance/graceful-shutdown";
import { startPageInvalidationBus, type PageInvalidationBus } from "../src/server/instance/page-invalidation-bus";
import { answerProbe, routeKind, statusClass } from "../src/server/instance/probes";
import { createReadiness } from "../src/server/instance/readiness";

// A fresh secret per process: route handlers accept only the address header that carries it.
const stamp = randomBytes(24).toString("base64url");
process.env[CLIENT_ADDRESS_STAMP_ENV] = stamp;

// Like `next start`: this is the production server.
(process.env as Record<string, string>).NODE_ENV = "production";
let config: ReturnType<typeof env>;
try {
  config = env();
} catch (error) {
  console.error(`[serve] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(78);
}
const isTrusted = trustedProxies(config.TRUSTED_PROXIES);
const port = Number(process.env.PORT ?? 3000);
const log = pino(loggerOptions());
const databaseUrl = process.env.DATABASE_URL;

const app = next({ dev: false, dir: process.cwd(), port, hostname: "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

// Revalidations reach every instance (decision 250), before this one serves its first page.
const bus: PageInvalidationBus | null = databaseUrl
  ? await startPageInvalidationBus({
      databaseUrl,
      apply: (revalidation) => applyRevalidation(revalidation.tags, revalidation.durations),
      subscribe: onRevalidation,
      log,
      onSent: () => metrics().invalidations.inc({ direction: "sent" }),
      onReceived: (_revalidation, delayMs) => {
        metrics().invalidations.inc({ direction: "received" });
        metrics().invalidationDelay.observe(delayMs / 1000);
      },
    })
  : null;
const readiness = createReadiness({ databaseUrl: databaseUrl ?? "", listening: () => bus?.listening() ?? true });
const metricsServer =
  config.METRICS_PORT === undefined
    ? null
    : await startMetricsServer({
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        beforeScrape: async () => metrics().ready.set((await readiness.check()).ready ? 1 : 0),
      });

// The page cache in front of Next (decision 188); PAGE_CACHE=off leaves every request to Next. Loaded here, once
// NODE_ENV says production: the cookie names it shares with the proxy depend on it.
const { createPageCache } = await import("../src/server/http/page-cache");
const pageCache =
  process.env.PAGE_CACHE === "off"
    ? null
    : createPageCache({
        onServe: (line) => log.info({ ...line, kind: "page", cache: "hit" }, "request"),
        onError: (error, path) => log.error({ err: error, path }, "page cache: keeping a page failed"),
      });

// A 404 page is sent with its words in the HTML, fetched from this server (decision 261).
const notFoundOptions = {
  fetchPage: loopbackFetcher(port),
  onError: (error: unknown) => log.warn({ err: error }, "not-found page: sent Next's own answer"),
};

const tracker = createRequestTracker();
const { requests, requestDuration, inFlight } = metrics();

const server = createServer((request, response) => {
  const started = performance.now();
  tracker.track(response);
  inFlight.inc();
  response.once("close", () => {
    inFlight.dec();
    const kind = response.getHeader(PAGE_CACHE_HEADER) === "hit" ? "page_cache" : routeKind(request);
    requests.inc({ kind, status: statusClass(response.statusCode) });
    requestDuration.observe({ kind }, (performance.now() - started) / 1000);
  });
  // A draining instance closes each connection after its answer (decision 253).
  if (readiness.draining()) response.setHeader("connection", "close");
  if (answerProbe(request, response, readiness)) return;
  // Next would answer a path that does not percent-decode with a 500 (src/server/http/malformed-target.ts).
  if (hasMalformedPath(request.url)) {
    response.writeHead(MALFORMED_PATH_ANSWER.status, MALFORMED_PATH_ANSWER.headers).end(MALFORMED_PATH_ANSWER.body);
    return;
  }
  stampIncomingRequest(request, isTrusted, stamp);
  // What a CDN may keep is capped (decision 251); the page cache keeps and replays the capped header.
  capResponseFreshness(response, config.CDN_PAGE_SECONDS);
  if (pageCache?.serve(request, response)) return;
  // Wrapped in this order, Next's writes go through the 404 page's swap (decision 261), the page rewrite (decision
  // 206), then compression, then the page cache's recorder, which keeps the page as sent.
  pageCache?.observe(request, response);
  compressResponse(request, response);
  deferPageScripts(response);
  readableNotFound(request, response, notFoundOptions);
  // Next's page store dates what it renders for this request by when the request started (decision 198).
  tracker.hold(answerRequest(() => handle(request, response)));
});
server.listen(port, () => {
  console.log(`[serve] ready on http://localhost:${port}`);
});

const shutdown = gracefulShutdown({
  server,
  tracker,
  setDraining: (draining) => readiness.setDraining(draining),
  stopJobs: (timeoutMs) => stopBackgroundWork(timeoutMs),
  closeResources: async () => {
    await Promise.all([bus?.stop(), metricsServer?.close(), readiness.stop()]);
    await app.close().catch(() => {});
    // The site's pool (src/db/client.ts keeps it on the process's global object).
    await (globalThis as { aurumPool?: { end(): Promise<void> } }).aurumPool?.end().catch(() => {});
  },
  log,
  delayMs: config.SHUTDOWN_DELAY_MS,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
});
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
