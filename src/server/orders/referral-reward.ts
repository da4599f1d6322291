import "server-only";
import { coupons } from "@/db/schema";
import type { Tx } from "@/server/availability/reserve-chair";
import { newReference } from "./order-numbers";

/** Referral coupons are valid for a year. */
export const REFERRAL_COUPON_DAYS = 365;

/**
 * The referrer earns one 25% coupon per paid order of the friend they referred (DESIGN 5);
 * the unique earned_by_order_id makes a second reward for the same order impossible.
 */
export async function issueReferralReward(
  tx: Tx,
  input: { orderId: string; customerReferredById: string | null; now?: Date },
): Promise<void> {
  if (!input.customerReferredById) return;
  const now = input.now ?? new Date();
  await tx
    .insert(coupons)
    .values({
      code: newReference("CP"),
      kind: "referral",
      userId: input.customerReferredById,
      earnedByOrderId: input.orderId,
      expiresAt: new Date(now.getTime() + REFERRAL_COUPON_DAYS * 86_400_000),
    })
    .onConflictDoNothing({ target: coupons.earnedByOrderId });
}
