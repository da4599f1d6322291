import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const mailStatus = pgEnum("mail_status", ["pending", "sending", "sent", "failed"]);

export interface OutboxAttachment {
  filename: string;
  /** Base64 of the bytes. */
  contentBase64: string;
  contentType: string;
}

/**
 * The e-mail outbox: every message is written here in the same transaction as the change that causes it;
 * the worker (src/server/mail/deliver-mail.ts) claims rows with FOR UPDATE SKIP LOCKED and sends them.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    locale: text("locale").notNull(),
    template: text("template").notNull(),
    props: jsonb("props").$type<Record<string, unknown>>().notNull(),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: mailStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While "sending": the claim's lease; another worker may retry the row only after it passes. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** Filled when rendered, so the development mailbox shows exactly what was sent. */
    subject: text("subject"),
    html: text("html"),
    text: text("text"),
    /** "smtp" or "mailbox" (no SMTP configured). */
    transport: text("transport"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due").on(t.status, t.nextAttemptAt)],
);
