import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { newsletterSubscribers } from "@/db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The unsubscribe link of every newsletter mail: the address gets no more newsletters (the row, and its coupon history, stay). */
export async function unsubscribeFromNewsletter(token: string): Promise<boolean> {
  if (!UUID.test(token)) return false;
  const rows = await getDb()
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(newsletterSubscribers.unsubscribeToken, token))
    .returning({ email: newsletterSubscribers.email });
  return rows.length > 0;
}
