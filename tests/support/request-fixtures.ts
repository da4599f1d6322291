/**
 * What a public form's submission (src/server/requests) left behind, read by the address the test made up for it: the
 * request rows stored and the mails queued.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { mailOutbox, requests } from "@/db/schema";

/** The requests stored from this e-mail address (stored in lower case, as the forms store it). */
export const requestRowsFor = (email: string) =>
  getDb().select().from(requests).where(eq(requests.email, email.toLowerCase()));

/** The mails queued to this address, sent or not. */
export const mailsTo = (address: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, address));
