import "server-only";
import { and, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { bookings, coupons, orders, payments, users } from "@/db/schema";
import type { Tx } from "@/db/client";
import { newReference } from "@/server/pricing/references";

/** Referral coupons, the welcome offer and the rewards alike, are valid for a year. */
export const REFERRAL_COUPON_DAYS = 365;

/** At most this many rewards per referrer in any 365 days (decision 212). */
export const REFERRAL_REWARDS_PER_YEAR = 10;

const DAY_MS = 86_400_000;

/** The visit happened: the front desk marked the customer arrived or the treatment completed. */
const ATTENDED = ["arrived", "completed"] as const;

/** "+44 7700 900123" and "+447700900123" are one phone. */
const samePhone = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.replace(/[^\d+]/g, "") === b.replace(/[^\d+]/g, "");

/**
 * The referred friend's welcome coupon (25%, a year), issued when the friend's address is first proven
 * (decision 212), never at registration: a throwaway address earns nothing. Not when the friend gave the
 * referrer's own phone number, and only once per account.
 */
export async function issueReferralWelcome(tx: Tx, input: { userId: string; now: Date }): Promise<boolean> {
  const [friend] = await tx
    .select({ referredById: users.referredById, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.deletedAt)));
  if (!friend?.referredById) return false;
  const [referrer] = await tx
    .select({ mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, friend.referredById), isNull(users.deletedAt)));
  if (!referrer || samePhone(friend.mobile, referrer.mobile)) return false;
  const [already] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.userId, input.userId), eq(coupons.kind, "referral"), isNull(coupons.earnedByOrderId)))
    .limit(1);
  if (already) return false;
  await tx.insert(coupons).values({
    code: newReference("CP"),
    kind: "referral",
    userId: input.userId,
    expiresAt: new Date(input.now.getTime() + REFERRAL_COUPON_DAYS * DAY_MS),
    createdAt: input.now,
  });
  return true;
}

export type RewardRefusal =
  | "not_referred"
  | "not_paid"
  | "not_attended"
  | "address_not_proven"
  | "same_phone"
  | "same_card"
  | "yearly_cap"
  | "already";

/**
 * The referrer's 25% reward for one booking order of the friend they referred (docs/product/booking-and-pricing-rules.md, decision 212). Called
 * wherever an order may have become both paid and attended (a payment completing it, a check-in); it issues the
 * reward only when all of these hold, and at most once per order (the unique `earned_by_order_id`):
 * - the order is paid in full and one of its visits was attended (arrived or completed at the front desk);
 * - the friend's address is proven;
 * - the friend's phone is not the referrer's, and no card the friend paid with is one the referrer paid with
 *   (the provider's card fingerprint);
 * - the referrer has earned fewer than REFERRAL_REWARDS_PER_YEAR rewards in the last 365 days, counted under a
 *   lock on the referrer's row so two check-ins at once cannot both take the last place.
 */
export async function issueReferralReward(
  tx: Tx,
  input: { orderId: string; now?: Date },
): Promise<{ issued: true } | { issued: false; reason: RewardRefusal }> {
  const now = input.now ?? new Date();
  const [order] = await tx
    .select({ userId: orders.userId, status: orders.status, kind: orders.kind })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order || order.kind !== "booking" || order.status !== "paid") return { issued: false, reason: "not_paid" };
  const [friend] = await tx
    .select({ referredById: users.referredById, mobile: users.mobile, provenAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.id, order.userId), isNull(users.deletedAt)));
  if (!friend?.referredById) return { issued: false, reason: "not_referred" };
  const [attended] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.orderId, input.orderId), inArray(bookings.status, [...ATTENDED])))
    .limit(1);
  if (!attended) return { issued: false, reason: "not_attended" };
  if (!friend.provenAt) return { issued: false, reason: "address_not_proven" };

  // The lock that makes the yearly count and the insert one step per referrer.
  const [referrer] = await tx
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.id, friend.referredById), isNull(users.deletedAt)))
    .for("update");
  if (!referrer) return { issued: false, reason: "not_referred" };
  if (samePhone(friend.mobile, referrer.mobile)) return { issued: false, reason: "same_phone" };
  if (await shareACard(tx, order.userId, referrer.id)) return { issued: false, reason: "same_card" };

  const [earned] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(coupons)
    .where(
      and(
        eq(coupons.userId, referrer.id),
        isNotNull(coupons.earnedByOrderId),
        gt(coupons.createdAt, new Date(now.getTime() - 365 * DAY_MS)),
      ),
    );
  if ((earned?.count ?? 0) >= REFERRAL_REWARDS_PER_YEAR) return { issued: false, reason: "yearly_cap" };

  const inserted = await tx
    .insert(coupons)
    .values({
      code: newReference("CP"),
      kind: "referral",
      userId: referrer.id,
      earnedByOrderId: input.orderId,
      expiresAt: new Date(now.getTime() + REFERRAL_COUPON_DAYS * DAY_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: coupons.earnedByOrderId })
    .returning({ id: coupons.id });
  return inserted.length ? { issued: true } : { issued: false, reason: "already" };
}

/**
 * The friend's address was just proven: orders already paid and attended before that may now earn their reward
 * (oldest first, so the yearly cap keeps the earliest).
 */
export async function rewardEarlierOrders(tx: Tx, input: { userId: string; now: Date }): Promise<void> {
  const done = await tx
    .selectDistinct({ orderId: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .innerJoin(bookings, eq(bookings.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, input.userId),
        eq(orders.kind, "booking"),
        eq(orders.status, "paid"),
        inArray(bookings.status, [...ATTENDED]),
      ),
    )
    .orderBy(orders.createdAt);
  for (const { orderId } of done) await issueReferralReward(tx, { orderId, now: input.now });
}

/** Has the friend ever paid (or tried to pay) with a card the referrer used? */
async function shareACard(tx: Tx, friendId: string, referrerId: string): Promise<boolean> {
  const cardsOf = (userId: string) =>
    tx
      .select({ fingerprint: payments.cardFingerprint })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(orders.userId, userId), isNotNull(payments.cardFingerprint)));
  const [shared] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(orders.userId, friendId), inArray(payments.cardFingerprint, cardsOf(referrerId))))
    .limit(1);
  return Boolean(shared);
}
