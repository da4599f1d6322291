import "server-only";
import { timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/config/env";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { signedWithCookieSecret } from "@/server/availability/holder-key";
import { AppError } from "@/server/errors/app-error";
import { isSingleLineText } from "@/shared/input/plain-text";
import { payOrderByCard } from "./pay-order";
import type { CardDetails, PaymentProvider } from "@/server/payments/payment-provider";

export const orderPaymentSecretSchema = z.object({
  order_number: z
    .string({ message: "errors.app.notFound" })
    .max(200)
    .refine(isSingleLineText, { message: "errors.app.notFound" })
    .trim()
    .min(1, { message: "errors.app.notFound" })
    .max(40),
});

const sandboxSecret = (orderId: string) => `sbx_secret_${signedWithCookieSecret(`order-secret:${orderId}`)}`;

export interface OrderPaymentSecret {
  order_number: string;
  status: "awaiting_payment" | "paid";
  provider: "sandbox" | "stripe";
  /** Stripe: the PaymentIntent's client secret; sandbox: a token bound to the order. Null once paid. */
  client_secret: string | null;
  publishable_key: string | null;
  amount_cents: number;
  currency: string;
}

/**
 * docs/product/api.md getRegisterBookingOrderSecret: the payment secret of an order this customer has already placed.
 * It never places an order. Stripe: the order's one PaymentIntent (its idempotency key is the order's, so
 * asking twice answers the same secret); sandbox: a token derived from the order, the same every time.
 */
export async function getOrderPaymentSecret(
  customerId: string,
  { order_number }: z.output<typeof orderPaymentSecretSchema>,
  provider: PaymentProvider,
): Promise<OrderPaymentSecret> {
  const [order] = await getDb()
    .select()
    .from(orders)
    .where(and(eq(orders.number, order_number), eq(orders.userId, customerId)));
  if (!order || (order.status !== "awaiting_payment" && order.status !== "paid")) throw new AppError("NOT_FOUND");
  const base = {
    order_number: order.number,
    provider: provider.name,
    amount_cents: order.leftToPayCents,
    currency: order.currency,
  };
  if (order.status === "paid") return { ...base, status: "paid", client_secret: null, publishable_key: null };
  if (provider.name === "sandbox") {
    return { ...base, status: "awaiting_payment", client_secret: sandboxSecret(order.id), publishable_key: null };
  }
  const started = await payOrderByCard(customerId, order.id, provider, undefined);
  if (started.status === "paid") return { ...base, status: "paid", client_secret: null, publishable_key: null };
  return {
    ...base,
    status: "awaiting_payment",
    client_secret: started.clientSecret,
    publishable_key: env().STRIPE_PUBLISHABLE_KEY ?? null,
  };
}

export const payWithSecretSchema = orderPaymentSecretSchema.extend({
  client_secret: z.string({ message: "errors.app.notFound" }).max(200, { message: "errors.app.notFound" }),
});

/**
 * The sandbox's "confirm the card payment" (what Stripe.js does with a client secret): the order's secret and the
 * card form; once paid the secret pays nothing more. Stripe orders are confirmed in the browser, not here.
 */
export async function payWithOrderSecret(
  customerId: string,
  { order_number, client_secret, card }: z.output<typeof payWithSecretSchema> & { card: CardDetails | undefined },
  provider: PaymentProvider,
): Promise<{ order_number: string; status: "paid" }> {
  if (provider.name !== "sandbox") throw new AppError("NOT_FOUND");
  const [order] = await getDb()
    .select()
    .from(orders)
    .where(and(eq(orders.number, order_number), eq(orders.userId, customerId)));
  const expected = order ? Buffer.from(sandboxSecret(order.id)) : null;
  const given = Buffer.from(client_secret);
  if (
    !order ||
    order.status !== "awaiting_payment" ||
    !expected ||
    expected.length !== given.length ||
    !timingSafeEqual(expected, given)
  )
    throw new AppError("NOT_FOUND");
  await payOrderByCard(customerId, order.id, provider, card);
  return { order_number: order.number, status: "paid" };
}
