import "server-only";
import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { orders, payments } from "@/db/schema";
import { AppError, type AppErrorCode } from "@/server/errors/app-error";
import { logger } from "@/server/log/logger";
import {
  cancelUnpaidOrder,
  confirmCardPayment,
  failCardPayment,
  isRestPayable,
  recordFailedCardAttempt,
} from "./settle-card-payment";
import type { QueueMail } from "@/server/bookings/order-mail";
import type { CardDetails, PaymentProvider, StartPaymentResult } from "@/server/payments/payment-provider";

/**
 * A card payment waiting for the customer's bank (3-D Secure): its intent is remembered (its id is what the expiry job
 * cancels), and a second press finds the same row.
 */
async function rememberPendingCardPayment(
  payment: Pick<
    typeof payments.$inferInsert,
    "orderId" | "amountCents" | "currency" | "provider" | "providerRef" | "idempotencyKey"
  >,
): Promise<void> {
  await getDb()
    .insert(payments)
    .values({ ...payment, kind: "card", state: "pending" })
    .onConflictDoNothing();
}

/**
 * Ask the provider to charge an order (it retries network failures itself with the same idempotency key: one intent,
 * one charge). A payment that still cannot start is logged, `cannotStart.release` runs, and `cannotStart.error` is
 * thrown. A payment waiting for the customer's bank is remembered (rememberPendingCardPayment) before it is answered.
 */
async function startOrderPayment(
  order: Pick<typeof orders.$inferSelect, "id" | "number" | "currency">,
  provider: PaymentProvider,
  charge: { amountCents: number; idempotencyKey: string; description: string; card: CardDetails | undefined },
  cannotStart: { log: string; release?: () => Promise<unknown>; error: AppErrorCode },
): Promise<StartPaymentResult> {
  let result: StartPaymentResult;
  try {
    result = await provider.startPayment({
      amountCents: charge.amountCents,
      currency: order.currency,
      idempotencyKey: charge.idempotencyKey,
      description: charge.description,
      metadata: { orderId: order.id, orderNumber: order.number },
      card: charge.card,
    });
  } catch (error) {
    logger.error({ orderId: order.id, err: error instanceof Error ? error.message : String(error) }, cannotStart.log);
    await cannotStart.release?.();
    throw new AppError(cannotStart.error);
  }
  if (result.status === "requires_action")
    await rememberPendingCardPayment({
      orderId: order.id,
      amountCents: charge.amountCents,
      currency: order.currency,
      provider: provider.name,
      providerRef: result.ref,
      idempotencyKey: charge.idempotencyKey,
    });
  return result;
}

export type PayOrderResult = { status: "paid" } | { status: "requires_action"; clientSecret: string };

/**
 * Charge what an order awaiting payment owes now. The idempotency key is the order's, so pressing
 * "pay" twice (or a network retry) cannot charge twice. A decline books nothing and says why.
 */
export async function payOrderByCard(
  customerId: string,
  orderId: string,
  provider: PaymentProvider,
  card: CardDetails | undefined,
  deps: { queueMail?: QueueMail } = {},
): Promise<PayOrderResult> {
  const [order] = await getDb()
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customerId)));
  if (!order) throw new AppError("NOT_FOUND");
  if (order.status === "paid") return { status: "paid" };
  if (order.status !== "awaiting_payment") throw new AppError("PAYMENT_DECLINED");
  const amountCents = order.leftToPayCents;
  const idempotencyKey = `order:${order.id}`;
  const result = await startOrderPayment(
    order,
    provider,
    { amountCents, idempotencyKey, description: `Aurum Clinic order ${order.number}`, card },
    {
      // The order must not keep its chair waiting for a payment that cannot start.
      log: "could not start the card payment; order cancelled",
      release: () => cancelUnpaidOrder(order.id, "provider_unavailable"),
      error: "PAYMENT_FAILED",
    },
  );
  if (result.status === "requires_action") return { status: "requires_action", clientSecret: result.clientSecret };
  if (result.status === "succeeded") {
    await confirmCardPayment(
      order.id,
      {
        provider: provider.name,
        providerRef: result.ref,
        idempotencyKey,
        amountCents,
        currency: order.currency,
        cardLast4: result.last4,
        cardFingerprint: result.fingerprint ?? null,
      },
      deps,
    );
    return { status: "paid" };
  }
  await failCardPayment(order.id, {
    provider: provider.name,
    providerRef: result.ref,
    idempotencyKey,
    amountCents,
    cardLast4: result.last4,
    cardFingerprint: result.fingerprint ?? null,
    failureCode: result.code,
  });
  throw new AppError("PAYMENT_DECLINED");
}

/**
 * "Pay the rest online" (My Orders): charge by card what is left on a confirmed order (pay-in-clinic, partly
 * paid). The sandbox charges at once and the payment is applied through recordOrderPayment (via
 * confirmCardPayment, so a card payment is settled in one place); Stripe answers the client secret and the
 * signed webhook applies it. The idempotency key names the order, what was paid so far and the failed
 * attempts: pressing twice charges once, a retry after a decline is a new attempt, and after a payment
 * the next one is new. Another customer's order answers NOT_FOUND like a missing one. A refused card answers
 * REST_PAYMENT_DECLINED (or _FAILED), whose words say the visit stays booked: not checkout's "nothing has been booked".
 */
export async function payOrderRest(
  customerId: string,
  orderId: string,
  provider: PaymentProvider,
  card: CardDetails | undefined,
): Promise<PayOrderResult> {
  // Not an order id at all: the same answer as someone else's order.
  if (!z.uuid().safeParse(orderId).success) throw new AppError("NOT_FOUND");
  const db = getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, customerId)));
  if (!order) throw new AppError("NOT_FOUND");
  if (!isRestPayable(order)) throw new AppError("NOTHING_TO_PAY");
  const amountCents = order.leftToPayCents;
  const [failed] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.kind, "card"), eq(payments.state, "failed")));
  const idempotencyKey = `order:${order.id}:rest:${order.paidCents}:${failed?.n ?? 0}`;
  const result = await startOrderPayment(
    order,
    provider,
    { amountCents, idempotencyKey, description: `Aurum Clinic order ${order.number} (rest)`, card },
    {
      // Nothing to release: the order stays confirmed with its booking; the customer may try again later.
      log: "could not start paying the rest of an order",
      error: "REST_PAYMENT_FAILED",
    },
  );
  if (result.status === "requires_action") return { status: "requires_action", clientSecret: result.clientSecret };
  const outcome = { provider: provider.name, providerRef: result.ref, idempotencyKey, amountCents };
  if (result.status === "succeeded") {
    const settled = await confirmCardPayment(order.id, {
      ...outcome,
      currency: order.currency,
      cardLast4: result.last4,
      cardFingerprint: result.fingerprint ?? null,
    });
    // Flagged: the money arrived after the front desk took the rest; support refunds it (decision 092).
    if (settled === "flagged") throw new AppError("NOTHING_TO_PAY");
    return { status: "paid" };
  }
  await recordFailedCardAttempt(order.id, { ...outcome, cardLast4: result.last4, failureCode: result.code });
  throw new AppError("REST_PAYMENT_DECLINED");
}

/**
 * A verified webhook settles the order it names (repeated deliveries change nothing):
 * - succeeded: the order is paid, if the amount and currency are what it owes (else the payment is flagged);
 * - failed: the attempt is recorded and the order keeps waiting (the customer may retry in the same form);
 * - canceled: the order is cancelled and its chair freed.
 */
export async function handlePaymentWebhook(
  provider: PaymentProvider,
  rawBody: string,
  signature: string | null,
  deps: { queueMail?: QueueMail } = {},
): Promise<"settled" | "flagged" | "ignored"> {
  const event = await provider.parseWebhook(rawBody, signature);
  if (!event) return "ignored";
  const outcome = {
    provider: provider.name,
    providerRef: event.ref,
    idempotencyKey: `${provider.name}:${event.ref}`,
    amountCents: event.amountCents,
  };
  if (event.type === "succeeded") {
    const result = await confirmCardPayment(event.orderId, { ...outcome, currency: event.currency }, deps);
    return result === "flagged" ? "flagged" : "settled";
  }
  if (event.type === "failed") {
    await recordFailedCardAttempt(event.orderId, {
      ...outcome,
      idempotencyKey: `${provider.name}:${event.ref}:${event.id}`,
      failureCode: event.code ?? "payment_failed",
    });
    return "settled";
  }
  await cancelUnpaidOrder(event.orderId, "canceled");
  return "settled";
}
