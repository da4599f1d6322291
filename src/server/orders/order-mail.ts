import "server-only";
import type { Tx } from "@/server/availability/reserve-chair";

/** An e-mail as the accounts feature's outbox takes it: enqueueMail(tx, { to, locale, template, props, attachments }). */
export interface OutgoingMail {
  to: string;
  locale: string;
  template: string;
  props: Record<string, unknown>;
  /** Ready-made content (subject, text, html) for outboxes that do not render templates themselves. */
  subject: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
}

export type QueueMail = (tx: Tx, mail: OutgoingMail) => Promise<void>;

/**
 * SEAM for the lead: the accounts feature owns the e-mail outbox. Replace the body with
 * `await enqueueMail(tx, mail)` so the confirmation is written in the same transaction as the order.
 * Until then confirmations are built (and tested) but not sent.
 */
export const queueOrderMail: QueueMail = async () => {};
