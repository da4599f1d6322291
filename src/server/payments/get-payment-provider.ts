import "server-only";
import { env } from "@/config/env";
import type { PaymentProvider } from "./payment-provider";
import { createSandboxProvider } from "./sandbox/sandbox-provider";
import { createStripeProvider } from "./stripe/stripe-provider";

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox. */
export function getPaymentProvider(): PaymentProvider {
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = env();
  if (STRIPE_SECRET_KEY) {
    if (!STRIPE_WEBHOOK_SECRET) throw new Error("STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY.");
    return createStripeProvider({
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiBase: STRIPE_API_BASE,
    });
  }
  return createSandboxProvider();
}
