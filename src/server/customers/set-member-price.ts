import "server-only";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { reasonField } from "@/server/staff/staff-override";
import { changeCustomerSetting } from "./change-customer-setting";

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
  await changeCustomerSetting(
    actor,
    input,
    "customer.member_price",
    (before) => ({ set: { isFree: input.isFree }, before: { isFree: before.isFree }, after: { isFree: input.isFree } }),
    now,
  );
  return { isFree: input.isFree };
}
