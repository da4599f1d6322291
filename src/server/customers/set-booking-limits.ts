import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { reasonField } from "@/server/staff/staff-override";
import { assertCustomerVisible } from "@/server/staff/customer-scope";

export const setBookingLimitsSchema = z.object({
  customerId: z.string().min(1),
  lifted: z.enum(["on", "off"], "limitsChoice").transform((v) => v === "on"),
  reason: reasonField,
});

/**
 * Lift a customer's unpaid-visit limits (decision 242: three visits to pay in the clinic a day, three still to come
 * until one is paid or attended), or put them back, with a reason (audited as `customer.booking_limits`). For the
 * customer staff know: a company booking its team, a regular whose visits were all paid by someone else.
 */
export async function setBookingLimits(
  actor: StaffActor,
  raw: Untrusted<typeof setBookingLimitsSchema>,
  deps: { now?: Date } = {},
): Promise<{ lifted: boolean }> {
  assertRole(actor, "reception");
  const input = setBookingLimitsSchema.parse(raw);
  const now = deps.now ?? new Date();
  return getDb().transaction(async (tx) => {
    await assertCustomerVisible(tx, actor, input.customerId);
    const [before] = await tx
      .select({ liftedAt: users.bookingLimitsLiftedAt })
      .from(users)
      .where(eq(users.id, input.customerId))
      .for("update");
    await tx
      .update(users)
      .set({ bookingLimitsLiftedAt: input.lifted ? (before!.liftedAt ?? now) : null, updatedAt: now })
      .where(eq(users.id, input.customerId));
    await recordAudit(
      tx,
      actor,
      {
        action: "customer.booking_limits",
        entity: "customer",
        entityId: input.customerId,
        before: { lifted: before!.liftedAt !== null },
        after: { lifted: input.lifted },
        reason: input.reason,
      },
      now,
    );
    return { lifted: input.lifted };
  });
}
