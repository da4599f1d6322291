import "server-only";
import { desc, eq } from "drizzle-orm";
import { demoModes, env, type Env } from "@/config/env";
import { UNKNOWN_ADDRESS } from "@/server/http/client-address";
import { isLoopbackAddress } from "@/server/http/loopback";
import { getDb } from "@/db/client";
import { mailOutbox } from "@/db/schema";

/**
 * Whether the development mailbox answers this client (issue 39, decision 240). It shows every sign-in code and
 * reset link, so it answers only the machine itself: a loopback socket address, as our server resolved it. In
 * production only a demo install opens it: DEV_MAILBOX=1 and no SMTP (MAIL=log), so a real install, which sends
 * its mail, never serves it. In development, `next dev` gives no address ("unknown"): `npm run dev` listens on
 * the loopback interface only (scripts/dev.ts), so that counts as the machine too.
 */
export function mailboxEnabled(client: string, e: Env = env()): boolean {
  if (e.NODE_ENV !== "production") return client === UNKNOWN_ADDRESS || isLoopbackAddress(client);
  return e.DEV_MAILBOX === "1" && demoModes(e).mailLogged && isLoopbackAddress(client);
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
