import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics, orders, payments, users } from "@/db/schema";
import { formatMoney } from "@/i18n/format-money";
import { isLocale, localeTags } from "@/i18n/locales";
import type { Tx } from "@/db/client";
import { formatClinicTime } from "@/shared/clinic-time";
import { AppError } from "@/server/errors/app-error";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { issueReferralReward } from "@/server/referrals/referral-rules";

export const frontDeskMethods = ["terminal", "cash", "bank_transfer"] as const;
export type FrontDeskMethod = (typeof frontDeskMethods)[number];

type Order = typeof orders.$inferSelect;

/** Money received against an order: at the front desk (terminal, cash, transfer) or by card online. */
export interface OrderPayment {
  kind: "card" | FrontDeskMethod;
  amountCents: number;
  /** Front desk: the slip, receipt or transfer reference staff typed. */
  reference?: string | null;
  /** Card: the provider and its reference (a pending attempt with this reference becomes the payment). */
  provider?: string | null;
  providerRef?: string | null;
  idempotencyKey?: string | null;
  cardLast4?: string | null;
  /** The provider's fingerprint of the card (decision 212). */
  cardFingerprint?: string | null;
  /** Front desk: who recorded it. */
  recordedById?: string | null;
}

export interface RecordOrderPaymentOptions {
  /** Run inside this transaction (a card settlement that already holds the order's lock). */
  tx?: Tx;
  /**
   * Checked under the lock before anything is written: who may pay this order (throws NOT_FOUND otherwise), and
   * for the front desk whether the day is still open (decision 235).
   */
  authorize?: (order: Order, tx: Tx) => void | Promise<void>;
  /** Written in the same transaction after the payment (the staff audit row). */
  afterRecord?: (tx: Tx, before: Order, after: PaymentResult) => Promise<void>;
  now?: Date;
}

export interface PaymentResult {
  orderId: string;
  paymentId: string;
  paidCents: number;
  leftToPayCents: number;
  status: Order["status"];
}

/**
 * The one way money is applied to an order that has something left to pay (a pay-in-clinic order, a
 * partly paid one), for the front desk and for the customer's online payment alike (decision 136):
 * - the order row is locked, so two payments at once are applied one after the other and can never
 *   together take more than is left (the second is refused with PAYMENT_EXCEEDS_LEFT);
 * - paid and left to pay change in one update; a payment history row is written; what is still "due at
 *   the clinic" shrinks to what is left (and goes when nothing is);
 * - when nothing is left the order is "paid" (its booking keeps its own status: confirmed, arrived...),
 *   the referral reward waiting on it is issued (once per order), and a receipt mail is queued in the
 *   same transaction.
 */
export async function recordOrderPayment(
  orderId: string,
  payment: OrderPayment,
  options: RecordOrderPaymentOptions = {},
): Promise<PaymentResult> {
  const run = async (tx: Tx): Promise<PaymentResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new AppError("NOT_FOUND");
    await options.authorize?.(order, tx);
    const result = await applyPayment(tx, order, payment, options.now ?? new Date());
    await options.afterRecord?.(tx, order, result);
    return result;
  };
  return options.tx ? run(options.tx) : getDb().transaction(run);
}

/** Can this order take a payment of `amountCents` now? (The order row must be locked by the caller.) */
export function assertPayable(order: Order, amountCents: number): void {
  if (
    order.kind !== "booking" ||
    (order.status !== "confirmed" && order.status !== "paid") ||
    order.leftToPayCents <= 0
  )
    throw new AppError("NOTHING_TO_PAY");
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new AppError("VALIDATION");
  if (amountCents > order.leftToPayCents) throw new AppError("PAYMENT_EXCEEDS_LEFT");
}

async function applyPayment(tx: Tx, order: Order, payment: OrderPayment, now: Date): Promise<PaymentResult> {
  assertPayable(order, payment.amountCents);
  const row = {
    orderId: order.id,
    kind: payment.kind,
    state: "succeeded" as const,
    amountCents: payment.amountCents,
    currency: order.currency,
    provider: payment.provider ?? null,
    providerRef: payment.providerRef ?? null,
    idempotencyKey: payment.idempotencyKey ?? null,
    cardLast4: payment.cardLast4 ?? null,
    cardFingerprint: payment.cardFingerprint ?? null,
    reference: payment.reference?.trim() || null,
    recordedById: payment.recordedById ?? null,
    createdAt: now,
  };
  // A card attempt recorded when the payment started (Stripe) becomes the payment; otherwise a new row.
  const [settled] = payment.providerRef
    ? await tx
        .update(payments)
        .set({
          state: "succeeded",
          amountCents: payment.amountCents,
          cardLast4: row.cardLast4,
          cardFingerprint: row.cardFingerprint,
        })
        .where(
          and(
            eq(payments.orderId, order.id),
            eq(payments.state, "pending"),
            eq(payments.providerRef, payment.providerRef),
          ),
        )
        .returning({ id: payments.id })
    : [];
  const paymentId = settled?.id ?? (await tx.insert(payments).values(row).returning({ id: payments.id }))[0]!.id;

  const leftToPayCents = order.leftToPayCents - payment.amountCents;
  const status = leftToPayCents === 0 ? "paid" : order.status;
  await tx
    .update(orders)
    .set({ paidCents: sql`${orders.paidCents} + ${payment.amountCents}`, leftToPayCents, status, updatedAt: now })
    .where(eq(orders.id, order.id));
  // The "due at the clinic" line of the history follows what is left; it goes once nothing is.
  if (leftToPayCents === 0) {
    await tx
      .delete(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "clinic"), eq(payments.state, "pending")));
  } else {
    await tx
      .update(payments)
      .set({ amountCents: leftToPayCents })
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "clinic"), eq(payments.state, "pending")));
  }

  const customer = await orderCustomer(tx, order);
  if (leftToPayCents === 0) await issueReferralReward(tx, { orderId: order.id, now });
  if (customer)
    await queueReceipt(tx, order, customer, payment, {
      paidCents: order.paidCents + payment.amountCents,
      leftToPayCents,
      now,
    });
  return { orderId: order.id, paymentId, paidCents: order.paidCents + payment.amountCents, leftToPayCents, status };
}

/** Whom an order's mails go to: its customer's address and name (none once the account is gone). */
export async function orderCustomer(
  tx: Tx,
  order: Pick<Order, "userId">,
): Promise<{ email: string; firstName: string; lastName: string } | undefined> {
  const [customer] = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, order.userId));
  return customer;
}

async function queueReceipt(
  tx: Tx,
  order: Order,
  customer: { email: string; firstName: string; lastName: string },
  payment: OrderPayment,
  sums: { paidCents: number; leftToPayCents: number; now: Date },
): Promise<void> {
  const locale = isLocale(order.locale) ? order.locale : "en";
  const [clinic] = order.clinicId
    ? await tx.select({ timeZone: clinics.timeZone }).from(clinics).where(eq(clinics.id, order.clinicId))
    : [];
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  await enqueueMail(tx, {
    to: customer.email,
    locale,
    template: "payment-receipt",
    props: {
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      order: order.number,
      amount: money(payment.amountCents),
      method: payment.kind,
      date: formatClinicTime(sums.now, clinic?.timeZone ?? "Europe/London", localeTags[locale]).dateTime,
      total: money(order.totalCents),
      paid: money(sums.paidCents),
      left: sums.leftToPayCents > 0 ? money(sums.leftToPayCents) : null,
    },
  });
}
