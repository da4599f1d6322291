import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { reasonField } from "@/server/staff/staff-override";
import { assertCustomerVisible } from "@/server/staff/customer-scope";

/** Credit is typed in the currency's main unit ("25" or "25.50") and kept in cents. */
export const adjustCreditSchema = z.object({
  customerId: z.string().min(1),
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
 * Grant or take clinic credit, with a reason (audited). One UPDATE adds or takes the amount only while the
 * result stays at zero or above, so parallel takes can never drive the credit negative: a take larger than
 * what is left is refused with CREDIT_CHECK and changes nothing.
 */
export async function adjustCustomerCredit(
  actor: StaffActor,
  raw: Untrusted<typeof adjustCreditSchema>,
  deps: { now?: Date } = {},
): Promise<{ beforeCents: number; afterCents: number }> {
  assertRole(actor, "reception");
  const input = adjustCreditSchema.parse(raw);
  const now = deps.now ?? new Date();
  const delta = input.direction === "grant" ? input.amount : -input.amount;
  return getDb().transaction(async (tx) => {
    await assertCustomerVisible(tx, actor, input.customerId);
    const [row] = await tx
      .update(users)
      .set({ creditCents: sql`${users.creditCents} + ${delta}`, updatedAt: now })
      .where(and(eq(users.id, input.customerId), sql`${users.creditCents} + ${delta} >= 0`))
      .returning({ afterCents: users.creditCents });
    if (!row) throw new AppError("CREDIT_CHECK");
    const result = { beforeCents: row.afterCents - delta, afterCents: row.afterCents };
    await recordAudit(
      tx,
      actor,
      {
        action: input.direction === "grant" ? "customer.credit_grant" : "customer.credit_take",
        entity: "customer",
        entityId: input.customerId,
        before: { creditCents: result.beforeCents },
        after: { creditCents: result.afterCents },
        reason: input.reason,
      },
      now,
    );
    return result;
  });
}
