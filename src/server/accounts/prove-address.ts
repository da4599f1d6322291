import "server-only";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { users } from "@/db/schema";
import type { Tx } from "@/db/client";
import { issueReferralWelcome, rewardEarlierOrders } from "@/server/referrals/referral-rules";

/** What reached the mailbox (decision 210). */
export type AddressProof = "link" | "code" | "invitation" | "reset";

/**
 * Record that the account's address is proven, once: the first proof keeps its time and kind. `email` is the
 * address the proof reached; an account whose address has changed since is left alone (a link mailed to the old
 * address proves nothing about the new one). The first proof is also when a referred customer's welcome coupon is
 * issued, and when their visits already paid and attended earn their referrer's rewards (decision 212). Returns whether the address became proven now.
 */
export async function markAddressProven(
  tx: Tx,
  input: { userId: string; email: string; by: AddressProof; now: Date },
): Promise<boolean> {
  const [proven] = await tx
    .update(users)
    .set({ emailVerifiedAt: input.now, emailProvenBy: input.by, updatedAt: input.now })
    .where(
      and(
        eq(users.id, input.userId),
        eq(users.email, input.email.trim().toLowerCase()),
        isNull(users.emailVerifiedAt),
        isNull(users.deletedAt),
      ),
    )
    .returning({ id: users.id });
  if (!proven) return false;
  await issueReferralWelcome(tx, { userId: input.userId, now: input.now });
  await rewardEarlierOrders(tx, { userId: input.userId, now: input.now });
  return true;
}

/**
 * `lower(column) = address` for a proven address; a condition that matches nothing when there is none (pass null
 * while the account's address is not proven). Every query that links rows to a customer by e-mail address (requests,
 * gift cards sent to them) goes through this: an address someone merely typed at registration matches nothing
 * (issue 39, decision 210).
 */
export function matchesProvenAddress(column: AnyPgColumn, address: string | null): SQL {
  return address === null ? sql`false` : sql`lower(${column}) = ${address}`;
}
