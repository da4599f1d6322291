import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { emailProofLinks, users } from "@/db/schema";
import { markAddressProven } from "./prove-address";
import { sha256 } from "./tokens";

export type ConfirmAddressResult = "confirmed" | "already" | "invalid";

/**
 * The account a verification link would prove, for the page that asks to confirm it; null: not a working link. A link
 * whose address is proven by now (this link pressed before, or another one) says so, spent or not: "already
 * confirmed" tells its owner more than "expired".
 */
export async function checkAddressProofLink(
  token: string,
  now: Date,
): Promise<{ firstName: string; email: string; proven: boolean } | null> {
  if (!token || token.length > 128) return null;
  const [row] = await getDb()
    .select({
      firstName: users.firstName,
      email: users.email,
      linkEmail: emailProofLinks.email,
      provenAt: users.emailVerifiedAt,
      usedAt: emailProofLinks.usedAt,
      expiresAt: emailProofLinks.expiresAt,
    })
    .from(emailProofLinks)
    .innerJoin(users, eq(users.id, emailProofLinks.userId))
    .where(and(eq(emailProofLinks.id, sha256(token)), isNull(users.deletedAt)));
  if (!row || row.email !== row.linkEmail) return null;
  if (row.provenAt !== null) return { firstName: row.firstName, email: row.email, proven: true };
  if (row.usedAt !== null || row.expiresAt <= now) return null;
  return { firstName: row.firstName, email: row.email, proven: false };
}

/**
 * Follow a verification link (the page's button, a POST: mail scanners that open links prove nothing). The link is
 * spent in the transaction that proves the address; it proves only the address it was mailed to, and only while
 * the account still has that address (decision 210). A link for an address proven meanwhile answers "already".
 */
export async function confirmAddress(token: string, now: Date): Promise<ConfirmAddressResult> {
  if (!token || token.length > 128) return "invalid";
  return getDb().transaction(async (tx) => {
    const [link] = await tx
      .update(emailProofLinks)
      .set({ usedAt: now })
      .where(
        and(eq(emailProofLinks.id, sha256(token)), isNull(emailProofLinks.usedAt), gt(emailProofLinks.expiresAt, now)),
      )
      .returning({ userId: emailProofLinks.userId, email: emailProofLinks.email });
    if (!link) {
      // Opened twice (a double click, a second device): say so if the address is proven now.
      const [spent] = await tx
        .select({ provenAt: users.emailVerifiedAt })
        .from(emailProofLinks)
        .innerJoin(users, eq(users.id, emailProofLinks.userId))
        .where(and(eq(emailProofLinks.id, sha256(token)), isNull(users.deletedAt)));
      return spent?.provenAt ? "already" : "invalid";
    }
    const [user] = await tx
      .select({ email: users.email, provenAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.id, link.userId), isNull(users.deletedAt)));
    if (!user || user.email !== link.email) return "invalid";
    if (user.provenAt) return "already";
    await markAddressProven(tx, { userId: link.userId, email: link.email, by: "link", now });
    return "confirmed";
  });
}
