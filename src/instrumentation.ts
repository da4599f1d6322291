/** Runs once when a Next server process starts: the configuration check, then the e-mail outbox worker (DESIGN 7). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./config/env");
  try {
    env();
  } catch (error) {
    // Fail closed (decision 078): a production server with a missing secret refuses to serve at all.
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(78);
  }
  if (!process.env.DATABASE_URL || process.env.MAIL_WORKER === "0") return;
  const { startMailWorker } = await import("./server/mail/mail-worker");
  startMailWorker();
}
