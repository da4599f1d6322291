import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, chairSlots, clinics, coupons, giftCards, orderLines, orders, payments, programmeSessions, programmes, users } from "@/db/schema";
import { clearServerBasket } from "./place-order";
import { hashGiftCardCode, newGiftCardSecrets } from "@/server/giftcards/gift-card-secret";
import { buildBookingConfirmation, buildGiftCardMail } from "./booking-confirmation";
import { queueOrderMail, type QueueMail } from "./order-mail";
import { issueReferralReward } from "./referral-reward";

export interface CardPaymentOutcome {
  provider: string;
  providerRef: string;
  idempotencyKey: string;
  amountCents: number;
  cardLast4?: string | null;
}

/**
 * The card payment of an order awaiting it succeeded: record it, mark the order paid and the booking
 * confirmed, reward the referrer, empty the server basket, queue the confirmation. Idempotent: a
 * second call (a repeated webhook) changes nothing.
 */
export async function confirmCardPayment(orderId: string, outcome: CardPaymentOutcome, deps: { queueMail?: QueueMail } = {}): Promise<"confirmed" | "already"> {
  const queueMail = deps.queueMail ?? queueOrderMail;
  return getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.status !== "awaiting_payment") return "already";
    await tx
      .insert(payments)
      .values({
        orderId,
        kind: "card",
        state: "succeeded",
        amountCents: outcome.amountCents,
        currency: order.currency,
        provider: outcome.provider,
        providerRef: outcome.providerRef,
        idempotencyKey: outcome.idempotencyKey,
        cardLast4: outcome.cardLast4 ?? null,
      })
      .onConflictDoNothing();
    await tx
      .update(orders)
      .set({ status: "paid", paidCents: sql`${orders.paidCents} + ${outcome.amountCents}`, leftToPayCents: sql`greatest(0, ${orders.leftToPayCents} - ${outcome.amountCents})`, updatedAt: new Date() })
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
      const [buyer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, order.userId));
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
    const [booking] = await tx.update(bookings).set({ status: "confirmed" }).where(eq(bookings.orderId, orderId)).returning();
    const [customer] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName, referredById: users.referredById }).from(users).where(eq(users.id, order.userId));
    await issueReferralReward(tx, { orderId, customerReferredById: customer?.referredById ?? null });
    if (order.clinicId) await clearServerBasket(tx, order.userId, order.clinicId);
    if (booking && customer && order.clinicId) {
      const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, order.clinicId));
      const lines = await tx.select({ title: orderLines.title, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
      await queueMail(
        tx,
        buildBookingConfirmation({
          locale: order.locale,
          to: customer.email,
          customerName: `${customer.firstName} ${customer.lastName}`.trim(),
          bookingNumber: booking.number,
          orderNumber: order.number,
          clinic: clinic!,
          startsAt: booking.startsAt,
          endsAt: booking.endsAt,
          lines,
          totalCents: order.totalCents,
          leftToPayCents: 0,
          currency: order.currency,
        }),
      );
    }
    return "confirmed";
  });
}

/**
 * The card payment failed or was declined: the order books nothing. Its booking is cancelled and the
 * chair freed, programmes cancelled, gift card, credit and coupon given back; the history keeps the
 * failed attempt. The customer's basket is untouched, so they can try again.
 */
export async function failCardPayment(orderId: string, outcome: Omit<CardPaymentOutcome, "amountCents"> & { amountCents: number; failureCode: string }): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order || order.status !== "awaiting_payment") return;
    await tx
      .insert(payments)
      .values({
        orderId,
        kind: "card",
        state: "failed",
        amountCents: outcome.amountCents,
        currency: order.currency,
        provider: outcome.provider,
        providerRef: outcome.providerRef,
        idempotencyKey: outcome.idempotencyKey,
        cardLast4: outcome.cardLast4 ?? null,
        failureCode: outcome.failureCode,
      })
      .onConflictDoNothing();
    await tx.update(orders).set({ status: "payment_failed", paidCents: 0, leftToPayCents: order.totalCents, updatedAt: new Date() }).where(eq(orders.id, orderId));
    const cancelled = await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.orderId, orderId)).returning({ id: bookings.id });
    for (const b of cancelled) {
      await tx.update(chairSlots).set({ state: "cancelled" }).where(eq(chairSlots.bookingId, b.id));
    }
    const progs = await tx.update(programmes).set({ status: "cancelled" }).where(eq(programmes.orderId, orderId)).returning({ id: programmes.id });
    for (const p of progs) await tx.update(programmeSessions).set({ status: "cancelled" }).where(eq(programmeSessions.programmeId, p.id));
    const spent = await tx.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.state, "succeeded")));
    for (const p of spent) {
      if (p.kind === "gift_card" && p.giftCardId) {
        await tx.update(giftCards).set({ balanceCents: sql`${giftCards.balanceCents} + ${p.amountCents}` }).where(eq(giftCards.id, p.giftCardId));
      }
      if (p.kind === "credit") {
        await tx.update(users).set({ creditCents: sql`${users.creditCents} + ${p.amountCents}` }).where(eq(users.id, order.userId));
      }
      await tx.update(payments).set({ state: "refunded" }).where(eq(payments.id, p.id));
    }
    await tx.update(coupons).set({ status: "unused", usedByOrderId: null }).where(eq(coupons.usedByOrderId, orderId));
    if (order.kind === "gift_card") await tx.update(giftCards).set({ status: "void" }).where(eq(giftCards.purchaseOrderId, orderId));
  });
}
