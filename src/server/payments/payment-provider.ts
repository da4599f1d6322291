/**
 * Card payments go through a provider: `sandbox` (embedded default: our card form, test cards, no
 * network) or `stripe` (PaymentIntents with idempotency keys, confirmed by a signed webhook).
 * Vendor shapes stay inside each adapter folder.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface StartPaymentInput {
  amountCents: number;
  currency: string;
  /** Same key, same payment: a retry never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  /** Sandbox only: the card typed into our form. */
  card?: CardDetails;
}

export type StartPaymentResult =
  | { status: "succeeded"; ref: string; last4: string | null; fingerprint?: string | null }
  | { status: "declined"; ref: string; code: string; last4: string | null; fingerprint?: string | null }
  /** Stripe: the browser confirms with the client secret; the webhook tells us the outcome. */
  | { status: "requires_action"; ref: string; clientSecret: string };

export interface PaymentEvent {
  /** The provider's id of this event (a failed attempt can happen several times for one payment). */
  id: string;
  type: "succeeded" | "failed" | "canceled";
  ref: string;
  orderId: string;
  amountCents: number;
  /** ISO code as the provider sends it (any case). */
  currency: string;
  code: string | null;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  startPayment(input: StartPaymentInput): Promise<StartPaymentResult>;
  /** Verify a webhook's signature and read it; null for events we do not act on. Throws on a bad signature. */
  parseWebhook(rawBody: string, signature: string | null): Promise<PaymentEvent | null>;
  /**
   * Cancel a started payment so it can no longer be paid. "not_cancelable": it already succeeded or is
   * being processed; leave the order to the webhook.
   */
  cancelPayment(ref: string): Promise<"canceled" | "not_cancelable">;
}
