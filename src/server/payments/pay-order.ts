import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { confirmCardPayment, failCardPayment } from "@/server/orders/settle-card-payment";
import type { QueueMail } from "@/server/orders/order-mail";
import type { CardDetails, PaymentProvider } from "./payment-provider";

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
  const result = await provider.startPayment({
    amountCents,
    currency: order.currency,
    idempotencyKey,
    description: `Aurum Clinic order ${order.number}`,
    metadata: { orderId: order.id, orderNumber: order.number },
    card,
  });
  if (result.status === "requires_action") return { status: "requires_action", clientSecret: result.clientSecret };
  if (result.status === "succeeded") {
    await confirmCardPayment(order.id, { provider: provider.name, providerRef: result.ref, idempotencyKey, amountCents, cardLast4: result.last4 }, deps);
    return { status: "paid" };
  }
  await failCardPayment(order.id, { provider: provider.name, providerRef: result.ref, idempotencyKey, amountCents, cardLast4: result.last4, failureCode: result.code });
  throw new AppError("PAYMENT_DECLINED");
}

/** A verified webhook settles the order it names (repeated deliveries change nothing). */
export async function handlePaymentWebhook(provider: PaymentProvider, rawBody: string, signature: string | null, deps: { queueMail?: QueueMail } = {}): Promise<"settled" | "ignored"> {
  const event = await provider.parseWebhook(rawBody, signature);
  if (!event) return "ignored";
  const outcome = { provider: provider.name, providerRef: event.ref, idempotencyKey: `${provider.name}:${event.ref}`, amountCents: event.amountCents };
  if (event.type === "succeeded") await confirmCardPayment(event.orderId, outcome, deps);
  else await failCardPayment(event.orderId, { ...outcome, failureCode: event.code ?? "payment_failed" });
  return "settled";
}
