import "server-only";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { coupons } from "@/db/schema";
import { newReference } from "@/server/pricing/references";
import { REFERRAL_COUPON_DAYS } from "@/server/referrals/referral-rules";
import { offerPercent } from "@/server/pricing/price-order";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { reasonField } from "@/server/staff/staff-override";
import { assertCustomerVisible } from "@/server/staff/customer-scope";

/**
 * The coupons the desk can give are the offers checkout already knows (decision 139): a 10% coupon (the
 * newsletter's offer) or a 25% one (the referral offer), for this customer only, valid a year.
 */
export const issueCouponSchema = z.object({
  customerId: z.string().min(1),
  kind: z.enum(["newsletter", "referral"], "couponKindRequired"),
  reason: reasonField,
});

export async function issueCustomerCoupon(
  actor: StaffActor,
  raw: Untrusted<typeof issueCouponSchema>,
  deps: { now?: Date } = {},
): Promise<{ code: string; percentOff: number; expiresAt: Date }> {
  assertRole(actor, "reception");
  const input = issueCouponSchema.parse(raw);
  const now = deps.now ?? new Date();
  const expiresAt = new Date(now.getTime() + REFERRAL_COUPON_DAYS * 86_400_000);
  return getDb().transaction(async (tx) => {
    await assertCustomerVisible(tx, actor, input.customerId);
    const [coupon] = await tx
      .insert(coupons)
      .values({ code: newReference("CP"), kind: input.kind, userId: input.customerId, expiresAt, createdAt: now })
      .returning({ id: coupons.id, code: coupons.code });
    await recordAudit(
      tx,
      actor,
      {
        action: "customer.coupon_issue",
        entity: "customer",
        entityId: input.customerId,
        before: null,
        after: {
          couponId: coupon!.id,
          kind: input.kind,
          percentOff: offerPercent[input.kind],
          expiresAt: expiresAt.toISOString(),
        },
        reason: input.reason,
      },
      now,
    );
    return { code: coupon!.code, percentOff: offerPercent[input.kind], expiresAt };
  });
}
