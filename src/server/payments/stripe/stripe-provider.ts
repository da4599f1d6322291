import "server-only";
import Stripe from "stripe";
import type { PaymentEvent, PaymentProvider, StartPaymentInput, StartPaymentResult } from "../payment-provider";

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A different API host (a local fake in tests), e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

const EVENT_TYPES: Record<string, PaymentEvent["type"]> = {
  "payment_intent.succeeded": "succeeded",
  "payment_intent.payment_failed": "failed",
  "payment_intent.canceled": "canceled",
};

/**
 * Stripe: a PaymentIntent per order (idempotency key = the order's payment key, so a retry returns the
 * same intent, never a second charge; the SDK's own network retries reuse it); the browser confirms it
 * with Stripe's Payment Element; the signed webhook (payment_intent.succeeded / payment_failed /
 * canceled) settles the order (decision 092).
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: "stripe",
    async startPayment(input: StartPaymentInput): Promise<StartPaymentResult> {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === "succeeded") return { status: "succeeded", ref: intent.id, last4: null };
      return { status: "requires_action", ref: intent.id, clientSecret: intent.client_secret ?? "" };
    },
    async parseWebhook(rawBody: string, signature: string | null): Promise<PaymentEvent | null> {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
      const type = EVENT_TYPES[event.type];
      if (!type) return null;
      const intent = event.data.object as Stripe.PaymentIntent;
      const orderId = intent.metadata?.orderId;
      if (!orderId) return null;
      return {
        id: event.id,
        type,
        ref: intent.id,
        orderId,
        // What was charged, not what was asked: the two are compared with what the order owes.
        amountCents: type === "succeeded" ? (intent.amount_received ?? 0) : intent.amount,
        currency: intent.currency ?? "",
        code: intent.last_payment_error?.code ?? null,
      };
    },
    async cancelPayment(ref: string) {
      try {
        await stripe.paymentIntents.cancel(ref, { cancellation_reason: "abandoned" });
        return "canceled";
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded, is processing, or is already cancelled.
        const intent = await stripe.paymentIntents.retrieve(ref).catch(() => null);
        if (intent?.status === "canceled") return "canceled";
        if (intent) return "not_cancelable";
        throw error;
      }
    },
  };
}
