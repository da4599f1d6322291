import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { assertCustomerVisible } from "@/server/staff/customer-scope";

/** The settings of a customer's account that only staff change (the member price, the unpaid-visit limits). */
interface StaffSettings {
  isFree: boolean;
  bookingLimitsLiftedAt: Date | null;
}

/** What a change writes, and how the audit row tells it. */
interface SettingChange {
  set: Partial<StaffSettings>;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Change a setting of a customer's account, with the reason staff gave: the customer must be one the actor may see;
 * the row is locked, changed and audited as `action` (entity "customer") in one transaction.
 */
export async function changeCustomerSetting(
  actor: StaffActor,
  input: { customerId: string; reason: string },
  action: string,
  change: (before: StaffSettings) => SettingChange,
  now: Date,
): Promise<void> {
  await getDb().transaction(async (tx) => {
    await assertCustomerVisible(tx, actor, input.customerId);
    const [before] = await tx
      .select({ isFree: users.isFree, bookingLimitsLiftedAt: users.bookingLimitsLiftedAt })
      .from(users)
      .where(eq(users.id, input.customerId))
      .for("update");
    const { set, ...audited } = change(before!);
    await tx
      .update(users)
      .set({ ...set, updatedAt: now })
      .where(eq(users.id, input.customerId));
    await recordAudit(
      tx,
      actor,
      { action, entity: "customer", entityId: input.customerId, ...audited, reason: input.reason },
      now,
    );
  });
}
