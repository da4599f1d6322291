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
import { changeCredit } from "@/server/wallet/credit";
import { currencies } from "@/config/money";

/** Credit is typed in the currency's main unit ("25" or "25.50") and kept in cents, in the currency chosen. */
export const adjustCreditSchema = z.object({
  customerId: z.string().min(1),
  currency: z.enum(currencies, "currencyRequired"),
  direction: z.enum(["grant", "take"], "directionRequired"),
  amount: z
    .string("amountInvalid")
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, "amountInvalid")
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents > 0, "amountInvalid"),
  reason: reasonField,
});

/**
 * Grant or take clinic credit in one currency, with a reason (audited, the currency with the balances). The one
 * credit change (changeCredit) adds or takes the amount only while the result stays at zero or above, so parallel
 * takes can never drive the credit negative: a take larger than what is left in that currency is refused with
 * CREDIT_CHECK and changes nothing. The customer's credit in other currencies is not touched.
 */
export async function adjustCustomerCredit(
  actor: StaffActor,
  raw: Untrusted<typeof adjustCreditSchema>,
  deps: { now?: Date } = {},
): Promise<{ currency: string; beforeCents: number; afterCents: number }> {
  assertRole(actor, "reception");
  const input = adjustCreditSchema.parse(raw);
  const now = deps.now ?? new Date();
  const delta = input.direction === "grant" ? input.amount : -input.amount;
  return getDb().transaction(async (tx) => {
    await assertCustomerVisible(tx, actor, input.customerId);
    const change = await changeCredit(tx, { userId: input.customerId, currency: input.currency, deltaCents: delta });
    await tx.update(users).set({ updatedAt: now }).where(eq(users.id, input.customerId));
    const result = { currency: input.currency, ...change };
    await recordAudit(
      tx,
      actor,
      {
        action: input.direction === "grant" ? "customer.credit_grant" : "customer.credit_take",
        entity: "customer",
        entityId: input.customerId,
        before: { currency: result.currency, creditCents: result.beforeCents },
        after: { currency: result.currency, creditCents: result.afterCents },
        reason: input.reason,
      },
      now,
    );
    return result;
  });
}
