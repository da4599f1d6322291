import "server-only";
import { getDb, type Database, type Tx } from "@/db/client";
import { bookingMails, mailOutbox } from "@/db/schema";
import type { MailTemplateName, MailTemplateProps } from "./templates/types";

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface EnqueueMailInput<T extends MailTemplateName> {
  to: string;
  /** The recipient's language (one of the site's locales). */
  locale: string;
  template: T;
  props: MailTemplateProps[T];
  attachments?: MailAttachment[];
  /** The bookings this mail is about (confirmation, reminder, change), for the back office's delivery log. */
  bookings?: BookingMailLink[];
}

export interface BookingMailLink {
  bookingId: string;
  /** "confirmation", "reminder-two_days", "reminder-three_hours", "changed", "cancelled". */
  purpose: string;
}

/**
 * Put a message in the outbox. Pass the transaction of the change that causes the mail, so both commit
 * or neither does; the worker (deliver-mail.ts) renders and sends it, retrying while SMTP is down.
 */
export async function enqueueMail<T extends MailTemplateName>(
  tx: Tx | Database | null,
  input: EnqueueMailInput<T>,
): Promise<string> {
  const [row] = await (tx ?? getDb())
    .insert(mailOutbox)
    .values({
      to: input.to,
      locale: input.locale,
      template: input.template,
      props: input.props as Record<string, unknown>,
      attachments: (input.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: Buffer.from(a.content).toString("base64"),
      })),
    })
    .returning({ id: mailOutbox.id });
  if (input.bookings?.length) {
    await (tx ?? getDb())
      .insert(bookingMails)
      .values(input.bookings.map((b) => ({ bookingId: b.bookingId, mailId: row!.id, purpose: b.purpose })))
      .onConflictDoNothing();
  }
  return row!.id;
}
