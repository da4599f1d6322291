import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import {
  bookings,
  chairSlots,
  clinics,
  coupons,
  giftCards,
  orderLines,
  orders,
  payments,
  programmeSessions,
  programmes,
  users,
} from "@/db/schema";
import { clearServerBasket } from "./place-order";
import { questionnaireUrl } from "@/server/health/questionnaire-link";
import { hashGiftCardCode, newGiftCardSecrets } from "@/server/giftcards/gift-card-secret";
import { refundGiftCard } from "@/server/giftcards/refund-gift-card";
import { buildBookingConfirmation, buildGiftCardMail } from "@/server/bookings/booking-confirmation";
import { queueOrderMail, type QueueMail } from "@/server/bookings/order-mail";
import { issueReferralReward } from "@/server/referrals/referral-rules";
import { orderCustomer, recordOrderPayment } from "./record-order-payment";
import { logger } from "@/server/log/logger";
import { planReminders } from "@/server/bookings/plan-reminders";
import { reopenVisitProposal, settleVisitProposal } from "./settle-visit-proposal";
import { changeCredit } from "@/server/wallet/credit";

export interface CardPaymentOutcome {
  provider: string;
  providerRef: string;
  idempotencyKey: string;
  amountCents: number;
  /** What the provider charged in (ISO code, any case); must be the order's currency. */
  currency: string;
  cardLast4?: string | null;
  /** The provider's fingerprint of the card, when it gives one (decision 212). */
  cardFingerprint?: string | null;
}

/** Why money the provider took was not applied to the order (decision 092). */
export type PaymentFlag = "amount_mismatch" | "currency_mismatch" | "order_not_payable";

/**
 * A card payment succeeded. For an order that still has something left after it was confirmed (paying the
 * rest from My Orders), the money goes through recordOrderPayment, up to what is left. For an order
 * awaiting its checkout payment: record it, mark the order paid and the booking
 * confirmed, reward the referrer, empty the server basket, queue the confirmation. Idempotent: a
 * second call (a repeated webhook) changes nothing. A payment of another amount or currency than the
 * order owes, or for an order that is no longer awaiting payment (cancelled, expired), is recorded as
 * "flagged" and changes nothing else: the money is support's to refund or apply, never a silent booking.
 */
export async function confirmCardPayment(
  orderId: string,
  outcome: CardPaymentOutcome,
  deps: { queueMail?: QueueMail } = {},
): Promise<"confirmed" | "already" | "flagged"> {
  const queueMail = deps.queueMail ?? queueOrderMail;
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return "already";
    // Paying the rest of a confirmed order (pay-in-clinic, partly paid): up to what is left, through recordOrderPayment.
    const rest = isRestPayable(order);
    const [same] = await tx
      .select({ state: payments.state })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.providerRef, outcome.providerRef),
          eq(payments.state, "succeeded"),
        ),
      );
    const flag: PaymentFlag | null =
      order.status !== "awaiting_payment" && !rest
        ? "order_not_payable"
        : outcome.currency.toUpperCase() !== order.currency.toUpperCase()
          ? "currency_mismatch"
          : rest
            ? outcome.amountCents > order.leftToPayCents || outcome.amountCents <= 0
              ? "amount_mismatch"
              : null
            : outcome.amountCents !== order.leftToPayCents
              ? "amount_mismatch"
              : null;
    // A repeated webhook for a payment already applied is not news.
    if (same) return "already";
    if (rest && !flag) {
      await recordOrderPayment(
        orderId,
        {
          kind: "card",
          amountCents: outcome.amountCents,
          provider: outcome.provider,
          providerRef: outcome.providerRef,
          idempotencyKey: outcome.idempotencyKey,
          cardLast4: outcome.cardLast4,
          cardFingerprint: outcome.cardFingerprint,
        },
        { tx },
      );
      return "confirmed";
    }
    if (flag) {
      await recordCardAttempt(tx, orderId, outcome, {
        state: "flagged",
        currency: outcome.currency.toUpperCase(),
        failureCode: flag,
      });
      logger.error(
        {
          orderId,
          providerRef: outcome.providerRef,
          flag,
          amountCents: outcome.amountCents,
          currency: outcome.currency,
          owed: order.leftToPayCents,
          orderCurrency: order.currency,
          orderStatus: order.status,
        },
        "card payment flagged: not applied to the order",
      );
      return "flagged";
    }
    // The attempt recorded when the payment started (Stripe) becomes the payment; otherwise a new row.
    const settled = await tx
      .update(payments)
      .set({
        state: "succeeded",
        amountCents: outcome.amountCents,
        cardLast4: outcome.cardLast4 ?? null,
        cardFingerprint: outcome.cardFingerprint ?? null,
      })
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.kind, "card"),
          eq(payments.state, "pending"),
          eq(payments.providerRef, outcome.providerRef),
        ),
      )
      .returning({ id: payments.id });
    if (!settled.length) {
      await recordCardAttempt(tx, orderId, outcome, { state: "succeeded", currency: order.currency });
    }
    await tx
      .update(orders)
      .set({
        status: "paid",
        paidCents: sql`${orders.paidCents} + ${outcome.amountCents}`,
        leftToPayCents: sql`greatest(0, ${orders.leftToPayCents} - ${outcome.amountCents})`,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    if (order.kind === "gift_card") {
      // The code is made now, stored hashed, and exists in clear only in the recipient's e-mail.
      const { code } = newGiftCardSecrets();
      const codeHash = await hashGiftCardCode(code);
      const [card] = await tx
        .update(giftCards)
        .set({ status: "active", codeHash })
        .where(eq(giftCards.purchaseOrderId, orderId))
        .returning();
      const [buyer] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, order.userId));
      if (card) {
        await queueMail(
          tx,
          buildGiftCardMail({
            locale: order.locale,
            to: card.recipientEmail,
            recipientName: card.recipientName,
            fromName: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : "",
            message: card.message,
            number: card.number,
            code,
            amountCents: card.initialCents,
            currency: card.currency,
          }),
        );
      }
      return "confirmed";
    }
    const [booking] = await tx
      .update(bookings)
      .set({ status: "confirmed" })
      .where(eq(bookings.orderId, orderId))
      .returning();
    if (booking) await planReminders(tx, [booking.id], new Date());
    const customer = await orderCustomer(tx, order);
    await issueReferralReward(tx, { orderId });
    // An accepted visit proposal (decision 147) was not bought from the basket: the basket stays as it is.
    const proposal = await settleVisitProposal(tx, orderId, new Date());
    if (order.clinicId && !proposal) await clearServerBasket(tx, order.userId, order.clinicId);
    if (booking && customer && order.clinicId) {
      const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, order.clinicId));
      const lines = await tx
        .select({
          title: orderLines.title,
          quantity: orderLines.quantity,
          code: orderLines.itemCode,
          optionCode: orderLines.optionCode,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      await queueMail(tx, {
        ...buildBookingConfirmation({
          locale: order.locale,
          to: customer.email,
          customerName: `${customer.firstName} ${customer.lastName}`.trim(),
          bookingNumber: booking.number,
          orderNumber: order.number,
          // A proposal states its visit's time zone (a hotel visit may be in another one than the clinic's).
          clinic: proposal ? { ...clinic!, timeZone: proposal.timeZone } : clinic!,
          visitAddress: proposal?.address ?? null,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          lines,
          totalCents: order.totalCents,
          leftToPayCents: 0,
          currency: order.currency,
          healthUrl: await questionnaireUrl(tx, { id: booking.id, clinicSlug: clinic!.slug, locale: order.locale }),
        }),
        bookings: [{ bookingId: booking.id, purpose: "confirmation" }],
      });
    }
    return "confirmed";
  });
}

/**
 * The card payment failed or was declined: the order books nothing.
 * Sandbox declines end the order at once (decision 042); Stripe failures only record the attempt
 * (recordFailedCardAttempt), because the customer may retry in the same Payment Element. Its booking is cancelled and the
 * chair freed, programmes cancelled, gift card, credit and coupon given back; the history keeps the
 * failed attempt. The customer's basket is untouched, so they can try again.
 */
export async function failCardPayment(
  orderId: string,
  outcome: Omit<CardPaymentOutcome, "currency"> & { failureCode: string },
): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.status !== "awaiting_payment") return;
    await recordFailedAttempt(tx, order, outcome);
    await releaseOrder(tx, order, "payment_failed");
  });
}

/**
 * Stripe said an attempt failed (payment_intent.payment_failed): keep the attempt in the history and
 * leave the order awaiting payment, holding its chair, so a retry in the same Payment Element can
 * still pay it. The order ends when the PaymentIntent is cancelled or the order expires.
 */
export async function recordFailedCardAttempt(
  orderId: string,
  outcome: Omit<CardPaymentOutcome, "currency"> & { failureCode: string },
): Promise<"recorded" | "already"> {
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || (order.status !== "awaiting_payment" && !isRestPayable(order))) return "already";
    await recordFailedAttempt(tx, order, outcome);
    return "recorded";
  });
}

/**
 * An unpaid card order ends: its PaymentIntent was cancelled, it expired, or the payment could not be
 * started. Same release as a decline (chair freed, programmes cancelled, gift card, credit and coupon
 * given back); the order is "cancelled" and its pending card attempt "failed" with the reason.
 */
export async function cancelUnpaidOrder(
  orderId: string,
  reason: "canceled" | "expired" | "provider_unavailable",
): Promise<"cancelled" | "already"> {
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.status !== "awaiting_payment") return "already";
    await tx
      .update(payments)
      .set({ state: "failed", failureCode: reason })
      .where(and(eq(payments.orderId, orderId), eq(payments.kind, "card"), eq(payments.state, "pending")));
    await releaseOrder(tx, order, "cancelled");
    return "cancelled";
  });
}

/** A booked order with something left to pay (pay-in-clinic, partly paid): the customer may pay the rest by card. */
export function isRestPayable(order: Pick<typeof orders.$inferSelect, "kind" | "status" | "leftToPayCents">): boolean {
  return (
    order.kind === "booking" && (order.status === "confirmed" || order.status === "paid") && order.leftToPayCents > 0
  );
}

/** A card attempt in the order's payment history, in the state the provider's answer puts it (once per reference). */
async function recordCardAttempt(
  tx: Tx,
  orderId: string,
  outcome: Omit<CardPaymentOutcome, "currency">,
  attempt: { state: "succeeded" | "flagged" | "failed"; currency: string; failureCode?: string },
): Promise<void> {
  await tx
    .insert(payments)
    .values({
      orderId,
      kind: "card",
      state: attempt.state,
      amountCents: outcome.amountCents,
      currency: attempt.currency,
      provider: outcome.provider,
      providerRef: outcome.providerRef,
      idempotencyKey: outcome.idempotencyKey,
      cardLast4: outcome.cardLast4 ?? null,
      cardFingerprint: outcome.cardFingerprint ?? null,
      failureCode: attempt.failureCode,
    })
    .onConflictDoNothing();
}

/** The failed attempt in the order's payment history (once per provider reference). */
async function recordFailedAttempt(
  tx: Tx,
  order: typeof orders.$inferSelect,
  outcome: Omit<CardPaymentOutcome, "currency"> & { failureCode: string },
): Promise<void> {
  await recordCardAttempt(tx, order.id, outcome, {
    state: "failed",
    currency: order.currency,
    failureCode: outcome.failureCode,
  });
}

async function releaseOrder(
  tx: Tx,
  order: typeof orders.$inferSelect,
  status: "payment_failed" | "cancelled",
): Promise<void> {
  const orderId = order.id;
  await tx
    .update(orders)
    .set({ status, paidCents: 0, leftToPayCents: order.totalCents, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
  const cancelled = await tx
    .update(bookings)
    .set({ status: "cancelled" })
    .where(eq(bookings.orderId, orderId))
    .returning({ id: bookings.id });
  await planReminders(
    tx,
    cancelled.map((b) => b.id),
    new Date(),
  );
  for (const b of cancelled) {
    await tx.update(chairSlots).set({ state: "cancelled" }).where(eq(chairSlots.bookingId, b.id));
  }
  const progs = await tx
    .update(programmes)
    .set({ status: "cancelled" })
    .where(eq(programmes.orderId, orderId))
    .returning({ id: programmes.id });
  for (const p of progs)
    await tx.update(programmeSessions).set({ status: "cancelled" }).where(eq(programmeSessions.programmeId, p.id));
  const spent = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, "succeeded")));
  for (const p of spent) {
    if (p.kind === "gift_card" && p.giftCardId) {
      await refundGiftCard(tx, { giftCardId: p.giftCardId, amountCents: p.amountCents });
    }
    if (p.kind === "credit") {
      // Back in the currency it was spent in (the payment's), never another (decision 272).
      await changeCredit(tx, { userId: order.userId, currency: p.currency, deltaCents: p.amountCents });
    }
    await tx.update(payments).set({ state: "refunded" }).where(eq(payments.id, p.id));
  }
  await tx.update(coupons).set({ status: "unused", usedByOrderId: null }).where(eq(coupons.usedByOrderId, orderId));
  await reopenVisitProposal(tx, orderId, new Date());
  if (order.kind === "gift_card")
    await tx.update(giftCards).set({ status: "void" }).where(eq(giftCards.purchaseOrderId, orderId));
}
