import type { Instrumentation } from "next";

/**
 * Runs once when a Next server process starts: the configuration check, the first administrator's set-up link on a
 * fresh install, then the e-mail outbox worker and the housekeeping (unpaid order expiry, retention purge; decisions 091 and 092) (docs/product/stack-and-boundaries.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./config/env");
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    // Fail closed (decision 078): a production server with a missing secret refuses to serve at all.
    process.stderr.write(`[config] ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(78);
  }
  if (!process.env.DATABASE_URL) return;
  // The outbox and pool gauges the metrics port serves (decision 252).
  const { registerCollectors } = await import("./server/metrics/register-collectors");
  registerCollectors();
  // A fresh install's way in: the one-time set-up link, while no administrator exists (decision 216).
  const { announceFirstAdminLink } = await import("./server/staff/announce-first-admin-link");
  void announceFirstAdminLink();
  if (process.env.MAIL_WORKER === "0") return;
  const { startMailWorker } = await import("./server/mail/mail-worker");
  startMailWorker({ intervalMs: config.MAIL_POLL_MS });
  const { startHousekeeping } = await import("./server/retention/housekeeping-worker");
  startHousekeeping({ intervalMs: config.HOUSEKEEPING_INTERVAL_MS });
}

/**
 * Any error Next catches while rendering a page, running a server action or a route: one JSON line with
 * the request id (set by src/proxy.ts) and the digest the error page shows, so the two can be matched.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logger } = await import("./server/log/logger");
  const header = request.headers["x-request-id"];
  logger.error(
    {
      err: error,
      requestId: Array.isArray(header) ? header[0] : header,
      digest: (error as { digest?: string }).digest,
      method: request.method,
      path: request.path.split("?")[0],
      route: context.routePath,
      routeType: context.routeType,
    },
    "request failed",
  );
};
