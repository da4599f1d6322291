import "server-only";
import { env } from "@/config/env";
import { deliverDueMail } from "./deliver-mail";
import { mailboxTransport } from "./mailbox-transport";
import { createSmtpTransport } from "./smtp/smtp-transport";
import type { MailTransport } from "./transport";
import { logger } from "@/server/log/logger";
import { jobRun, metrics } from "@/server/metrics/metrics";
import { registerBackgroundWork, unregisterBackgroundWork } from "@/server/instance/background-work";

export function configuredTransport(): MailTransport {
  const url = env().SMTP_URL;
  return url ? createSmtpTransport(url) : mailboxTransport;
}

const globalForWorker = globalThis as unknown as { aurumMailWorker?: { stop(): Promise<void> } };

/**
 * Poll the outbox every `intervalMs` in this process. Safe in every instance: claims never overlap.
 * Started once per server process from src/instrumentation.ts.
 */
export function startMailWorker({ intervalMs = 2_000, transport = configuredTransport() } = {}): {
  stop(): Promise<void>;
} {
  if (globalForWorker.aurumMailWorker) return globalForWorker.aurumMailWorker;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const poll = async () => {
    try {
      // Drain: keep going while full batches come back, unless the instance is stopping (the rest waits for
      // another instance or the next start: claims never overlap).
      await jobRun("mail_outbox", async () => {
        while (!stopped) {
          const { sent, failed } = await deliverDueMail({ transport });
          metrics().jobItems.inc({ job: "mail_outbox", result: "sent" }, sent);
          metrics().jobItems.inc({ job: "mail_outbox", result: "failed" }, failed);
          if (sent + failed < 10) break;
        }
      });
    } catch (error) {
      logger.warn({ err: error }, "mail outbox poll failed");
    }
  };
  const tick = () => {
    timer = null;
    running = poll().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, 500);
  logger.info({ transport: transport.name }, "mail worker started");
  const handle = {
    /** Stops polling; resolves once the batch being sent (if any) is done. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      globalForWorker.aurumMailWorker = undefined;
      unregisterBackgroundWork("mail_outbox");
      await running;
    },
  };
  globalForWorker.aurumMailWorker = handle;
  registerBackgroundWork("mail_outbox", handle.stop);
  return handle;
}
