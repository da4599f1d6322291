import "server-only";
import type { Tx } from "@/db/client";
import { enqueueMail, type BookingMailLink } from "@/server/mail/enqueue-mail";
import type { MailTemplateProps } from "@/server/mail/templates/types";

/** An e-mail as the accounts feature's outbox takes it: enqueueMail(tx, { to, locale, template, props, attachments }). */
type OrderMailTemplate = "booking-confirmation" | "gift-card" | "sessions-confirmation" | "booking-changed";

export type OutgoingMail = {
  [T in OrderMailTemplate]: OutgoingMailOf<T>;
}[OrderMailTemplate];

interface OutgoingMailOf<T extends OrderMailTemplate> {
  to: string;
  locale: string;
  template: T;
  props: MailTemplateProps[T];
  /** Ready-made content (subject, text, html) for outboxes that do not render templates themselves. */
  subject: string;
  text: string;
  attachments: { filename: string; content: string; contentType: string }[];
  /** The bookings the mail is about, for the back office's delivery log (set by the caller, which knows the ids). */
  bookings?: BookingMailLink[];
}

export type QueueMail = (tx: Tx, mail: OutgoingMail) => Promise<void>;

/**
 * Put an order's e-mail in the outbox in the order's (or payment's) transaction: it is sent only if
 * the order commits. The worker renders the template (the ready-made subject and text serve tests
 * and outboxes that do not render).
 */
export const queueOrderMail: QueueMail = async (tx, mail) => {
  await enqueueOrderMail(tx, mail);
};

/** One template's mail, its props that template's (generic, so the outbox's input is typed without a cast). */
async function enqueueOrderMail<T extends OrderMailTemplate>(tx: Tx, mail: OutgoingMailOf<T>): Promise<void> {
  await enqueueMail(tx, {
    to: mail.to,
    locale: mail.locale,
    template: mail.template,
    props: mail.props,
    attachments: mail.attachments,
    bookings: mail.bookings,
  });
}
