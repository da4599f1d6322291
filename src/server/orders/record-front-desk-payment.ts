import "server-only";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { AppError, isAppError } from "@/server/errors/app-error";
import { assertDayOpenFor, type DayStanding } from "@/server/day-close/day-close-lock";
import { assertClinic, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { frontDeskMethods, recordOrderPayment, type PaymentResult } from "./record-order-payment";

/** "120", "120.5", "120.50" (the clinics' currencies have two decimals) to cents. */
const amountField = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "staff.payment.amountFormat")
  .transform((v) => Math.round(Number(v) * 100))
  .refine((cents) => cents > 0, "staff.payment.amountFormat");

export const frontDeskPaymentSchema = z.object({
  orderId: z.uuid("staff.payment.order"),
  method: z.enum(frontDeskMethods, { message: "staff.payment.method" }),
  amount: amountField,
  reference: z.string().trim().max(120, "staff.payment.referenceLength").optional().default(""),
});

export type FrontDeskPaymentInput = Untrusted<typeof frontDeskPaymentSchema>;

/**
 * Reception records money taken at the front desk (card terminal, cash, bank transfer) against an
 * order of their clinic: recordOrderPayment applies it (up to what is left), and the audit row is
 * written in the same transaction. Another clinic's order answers NOT_FOUND.
 */
export async function recordFrontDeskPayment(
  actor: StaffActor,
  input: FrontDeskPaymentInput,
  now = new Date(),
): Promise<PaymentResult> {
  const data = frontDeskPaymentSchema.parse(input);
  let standing: DayStanding | null = null;
  return recordOrderPayment(
    data.orderId,
    { kind: data.method, amountCents: data.amount, reference: data.reference, recordedById: actor.userId },
    {
      now,
      authorize: async (order, tx) => {
        assertClinic(actor, order.clinicId);
        // A day a manager has closed takes no more front-desk money from reception (decision 235).
        standing = await assertDayOpenFor(tx, actor, order.clinicId!, now);
      },
      afterRecord: (tx, before, after) =>
        recordAudit(
          tx,
          actor,
          {
            action: "order.payment",
            entity: "order",
            entityId: before.id,
            clinicId: before.clinicId,
            before: { paidCents: before.paidCents, leftToPayCents: before.leftToPayCents, status: before.status },
            after: {
              paidCents: after.paidCents,
              leftToPayCents: after.leftToPayCents,
              status: after.status,
              method: data.method,
              amountCents: data.amount,
              reference: data.reference || null,
              paymentId: after.paymentId,
            },
            reason: standing?.closed ? `after the day close of ${standing.day}` : null,
          },
          now,
        ),
    },
  ).catch((error: unknown) => {
    // Shown next to the amount field.
    if (isAppError(error) && error.code === "PAYMENT_EXCEEDS_LEFT")
      throw new AppError("PAYMENT_EXCEEDS_LEFT", {}, { amount: "staff.payment.exceedsLeft" });
    throw error;
  });
}
