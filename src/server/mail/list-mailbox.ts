import "server-only";
import { desc, eq } from "drizzle-orm";
import { env } from "@/config/env";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";

/** The development mailbox is open outside production, and in production only when DEV_MAILBOX=1 (demo installs). */
export function mailboxEnabled(): boolean {
  const e = env();
  return e.NODE_ENV !== "production" || e.DEV_MAILBOX === "1";
}

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string | null;
  template: string;
  status: "pending" | "sending" | "sent" | "failed";
  createdAt: Date;
}

export async function listMailbox(limit = 100): Promise<MailboxEntry[]> {
  return getDb()
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      template: mailOutbox.template,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

export async function getMailboxMessage(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await getDb()
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      locale: mailOutbox.locale,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row ?? null;
}
