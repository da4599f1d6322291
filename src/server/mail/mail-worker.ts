import "server-only";
import { env } from "@/config/env";
import { deliverDueMail } from "./deliver-mail";
import { mailboxTransport } from "./mailbox-transport";
import { createSmtpTransport } from "./smtp/smtp-transport";
import type { MailTransport } from "./transport";
import { logger } from "@/server/log/logger";
import { jobRun, metrics } from "@/server/metrics/metrics";
import { scheduleBackgroundWork } from "@/server/instance/background-work";

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
  const handle = scheduleBackgroundWork(
    "mail_outbox",
    { firstMs: 500, intervalMs },
    async (stopping) => {
      try {
        // Drain: keep going while full batches come back, unless the instance is stopping (the rest waits for
        // another instance or the next start: claims never overlap).
        await jobRun("mail_outbox", async () => {
          while (!stopping()) {
            const { sent, failed } = await deliverDueMail({ transport });
            metrics().jobItems.inc({ job: "mail_outbox", result: "sent" }, sent);
            metrics().jobItems.inc({ job: "mail_outbox", result: "failed" }, failed);
            if (sent + failed < 10) break;
          }
        });
      } catch (error) {
        logger.warn({ err: error }, "mail outbox poll failed");
      }
    },
    () => {
      globalForWorker.aurumMailWorker = undefined;
    },
  );
  logger.info({ transport: transport.name }, "mail worker started");
  globalForWorker.aurumMailWorker = handle;
  return handle;
}
