import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox, type OutboxAttachment } from "@/db/schema";
import { env } from "@/config/env";
import { logger } from "@/server/log/logger";
import { renderMail } from "./render-mail";
import type { MailTransport } from "./transport";
import type { MailTemplateName, MailTemplateProps } from "./templates/types";

/** After this many failed attempts (about two days with the backoff below) a mail is marked failed and logged. */
export const MAX_ATTEMPTS = 15;

/** 30 s, 1 min, 2 min, … capped at 4 hours. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60_000);
}

type ClaimedRow = {
  id: string;
  to: string;
  locale: string;
  template: string;
  props: Record<string, unknown>;
  attachments: OutboxAttachment[];
  attempts: number;
  created_at: string;
  [key: string]: unknown;
};

export interface DeliverOptions {
  transport: MailTransport;
  now?: Date;
  batchSize?: number;
  /** How long a claim holds a row; a worker that dies mid-send lets another retry after it. */
  leaseMs?: number;
  /** Claim only mail to these addresses (tests that run beside others on one database). */
  onlyTo?: string[];
}

/**
 * Claim due rows and send them. The claim is one statement with FOR UPDATE SKIP LOCKED, so any number of
 * workers (instances) share the outbox and no row is claimed twice.
 */
export async function deliverDueMail({
  transport,
  now = new Date(),
  batchSize = 10,
  leaseMs = 120_000,
  onlyTo,
}: DeliverOptions): Promise<{ sent: number; failed: number }> {
  const db = getDb();
  const nowIso = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const claimed = await db.execute<ClaimedRow>(sql`
    update ${mailOutbox}
       set status = 'sending', attempts = attempts + 1, locked_until = ${lease}::timestamptz
     where id in (
       select id from ${mailOutbox}
        where ((status = 'pending' and next_attempt_at <= ${nowIso}::timestamptz)
           or (status = 'sending' and locked_until < ${nowIso}::timestamptz))
        ${onlyTo ? sql`and "to" in ${onlyTo}` : sql``}
        order by created_at
        limit ${batchSize}
        for update skip locked)
    returning id, "to", locale, template, props, attachments, attempts, created_at`);
  // UPDATE … RETURNING keeps no order: send oldest first.
  const rows = [...claimed.rows].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));

  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      // The outbox keeps each mail's template and that template's props (enqueueMail types them together).
      const rendered = await renderMail(
        row.template as MailTemplateName,
        row.locale,
        row.props as MailTemplateProps[MailTemplateName],
      );
      await transport.send({
        from: env().MAIL_FROM,
        to: row.to,
        ...rendered,
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
      });
      // Delivered: the codes, tokens and gift-card codes in the props and the rendered body go (decision 091).
      // Who, which template, when and the delivery state stay. Without SMTP the row is the development
      // mailbox, its only copy, so the body stays until the retention job clears it a day later.
      const keepBody = transport.name === "mailbox";
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          sentAt: now,
          lockedUntil: null,
          lastError: null,
          transport: transport.name,
          // The subject may carry a sign-in code (decision 220): kept whole only beside the body it came with.
          subject: keepBody ? rendered.subject : rendered.safeSubject,
          html: keepBody ? rendered.html : null,
          text: keepBody ? rendered.text : null,
          props: {},
          attachments: [],
        })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, "sending")));
      sent += 1;
    } catch (error) {
      failed += 1;
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      logger.warn(
        { mailId: row.id, template: row.template, attempt: row.attempts, error: message },
        giveUp ? "mail delivery gave up" : "mail delivery will retry",
      );
    }
  }
  return { sent, failed };
}
