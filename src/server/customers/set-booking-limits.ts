import "server-only";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { reasonField } from "@/server/staff/staff-override";
import { changeCustomerSetting } from "./change-customer-setting";

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
  await changeCustomerSetting(
    actor,
    input,
    "customer.booking_limits",
    (before) => ({
      set: { bookingLimitsLiftedAt: input.lifted ? (before.bookingLimitsLiftedAt ?? now) : null },
      before: { lifted: before.bookingLimitsLiftedAt !== null },
      after: { lifted: input.lifted },
    }),
    now,
  );
  return { lifted: input.lifted };
}
