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

export const setMemberPriceSchema = z.object({
  customerId: z.string().min(1),
  isFree: z.enum(["on", "off"], "memberChoice").transform((v) => v === "on"),
  reason: reasonField,
});

/** Set or remove the member price (isFree: the 0.9 factor at checkout), with a reason (audited). */
export async function setMemberPrice(
  actor: StaffActor,
  raw: Untrusted<typeof setMemberPriceSchema>,
  deps: { now?: Date } = {},
): Promise<{ isFree: boolean }> {
  assertRole(actor, "reception");
  const input = setMemberPriceSchema.parse(raw);
  const now = deps.now ?? new Date();
  return getDb().transaction(async (tx) => {
    await assertCustomerVisible(tx, actor, input.customerId);
    const [before] = await tx
      .select({ isFree: users.isFree })
      .from(users)
      .where(eq(users.id, input.customerId))
      .for("update");
    await tx.update(users).set({ isFree: input.isFree, updatedAt: now }).where(eq(users.id, input.customerId));
    await recordAudit(
      tx,
      actor,
      {
        action: "customer.member_price",
        entity: "customer",
        entityId: input.customerId,
        before: { isFree: before!.isFree },
        after: { isFree: input.isFree },
        reason: input.reason,
      },
      now,
    );
    return { isFree: input.isFree };
  });
}
