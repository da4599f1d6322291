import "server-only";
import { createHash } from "node:crypto";
import type { PaymentProvider, StartPaymentInput, StartPaymentResult } from "../payment-provider";

/** Stripe's well-known test numbers, so the same cards work in both modes. */
export const SANDBOX_DECLINED_CARD = "4000000000000002";
export const SANDBOX_SUCCESS_CARD = "4242424242424242";

/** Stands in for Stripe's card fingerprint: the same number always gives the same value (decision 212). */
export function sandboxCardFingerprint(number: string): string {
  return `sbxfp_${createHash("sha256").update(`aurum-sandbox-card:${number}`).digest("hex").slice(0, 24)}`;
}

/**
 * The embedded default: no network. Every valid card succeeds except the decline test card. Only
 * the last four digits leave this function. The reference is derived from the idempotency key, so a
 * retry of the same payment is recognisably the same payment.
 */
export function createSandboxProvider(): PaymentProvider {
  return {
    name: "sandbox",
    async startPayment(input: StartPaymentInput): Promise<StartPaymentResult> {
      const ref = `sbx_${createHash("sha256").update(input.idempotencyKey).digest("hex").slice(0, 24)}`;
      const last4 = input.card ? input.card.number.slice(-4) : null;
      if (!input.card) return { status: "declined", ref, code: "card_missing", last4 };
      const fingerprint = sandboxCardFingerprint(input.card.number);
      if (input.card.number === SANDBOX_DECLINED_CARD)
        return { status: "declined", ref, code: "card_declined", last4, fingerprint };
      return { status: "succeeded", ref, last4, fingerprint };
    },
    async parseWebhook() {
      return null;
    },
    // Nothing waits at a provider: the sandbox answers at once.
    async cancelPayment() {
      return "canceled" as const;
    },
  };
}
