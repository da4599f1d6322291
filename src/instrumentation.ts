/**
 * Runs once when a Next server process starts: the e-mail outbox worker and the housekeeping (unpaid
 * order expiry, retention purge; decisions 091 and 092) live here (DESIGN 7).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  if (!process.env.DATABASE_URL || process.env.MAIL_WORKER === "0") return;
  const { startMailWorker } = await import("./server/mail/mail-worker");
  startMailWorker();
  const { startHousekeeping } = await import("./server/retention/housekeeping-worker");
  startHousekeeping();
}
