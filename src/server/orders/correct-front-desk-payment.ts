import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { orders, payments } from "@/db/schema";
import { assertDayOpenFor } from "@/server/day-close/day-close-lock";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { frontDeskMethods } from "./record-order-payment";

export const correctPaymentSchema = z.object({
  paymentId: z.uuid("staff.payment.order"),
  method: z.enum(frontDeskMethods, { message: "staff.payment.method" }),
  reference: z.string().trim().max(120, "staff.payment.referenceLength").optional().default(""),
});

/**
 * The desk corrects how a payment it recorded was taken (cash that was really the card terminal, a mistyped slip
 * reference): the amount and the order's sums stay as they are. Only money recorded at the front desk (terminal,
 * cash, bank transfer) can be corrected here. Once a manager has closed the payment's day, reception is refused
 * with the reason (DAY_CLOSED) and only a manager may correct it (decision 235). Audited with before and after.
 */
export async function correctFrontDeskPayment(
  actor: StaffActor,
  input: Untrusted<typeof correctPaymentSchema>,
  now = new Date(),
): Promise<{ changed: boolean }> {
  const data = correctPaymentSchema.parse(input);
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ payment: payments, clinicId: orders.clinicId })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, data.paymentId))
      .for("update", { of: payments });
    if (!row) throw new AppError("NOT_FOUND");
    assertClinic(actor, row.clinicId);
    const { payment } = row;
    if (payment.state !== "succeeded" || !(frontDeskMethods as readonly string[]).includes(payment.kind))
      throw new AppError("NOT_FOUND");
    const standing = await assertDayOpenFor(tx, actor, row.clinicId!, payment.createdAt);
    const reference = data.reference || null;
    if (payment.kind === data.method && (payment.reference ?? null) === reference) return { changed: false };
    await tx.update(payments).set({ kind: data.method, reference }).where(eq(payments.id, payment.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "payment.correct",
        entity: "payment",
        entityId: payment.id,
        clinicId: row.clinicId,
        before: { method: payment.kind, reference: payment.reference, amountCents: payment.amountCents },
        after: { method: data.method, reference, amountCents: payment.amountCents, orderId: payment.orderId },
        reason: standing.closed ? `after the day close of ${standing.day}` : null,
      },
      now,
    );
    return { changed: true };
  });
}
