import "server-only";
import { env } from "@/config/env";
import { deliverDueMail } from "./deliver-mail";
import { mailboxTransport } from "./mailbox-transport";
import { createSmtpTransport } from "./smtp/smtp-transport";
import type { MailTransport } from "./transport";
import { logger } from "@/server/log/logger";

export function configuredTransport(): MailTransport {
  const url = env().SMTP_URL;
  return url ? createSmtpTransport(url) : mailboxTransport;
}

const globalForWorker = globalThis as unknown as { aurumMailWorker?: { stop(): void } };

/**
 * Poll the outbox every `intervalMs` in this process. Safe in every instance: claims never overlap.
 * Started once per server process from src/instrumentation.ts.
 */
export function startMailWorker({ intervalMs = 2_000, transport = configuredTransport() } = {}): { stop(): void } {
  if (globalForWorker.aurumMailWorker) return globalForWorker.aurumMailWorker;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  const tick = async () => {
    try {
      // Drain: keep going while full batches come back.
      for (;;) {
        const { sent, failed } = await deliverDueMail({ transport });
        if (sent + failed < 10) break;
      }
    } catch (error) {
      logger.warn({ err: error }, "mail outbox poll failed");
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, 500);
  logger.info({ transport: transport.name }, "mail worker started");
  const handle = {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      globalForWorker.aurumMailWorker = undefined;
    },
  };
  globalForWorker.aurumMailWorker = handle;
  return handle;
}
