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
  | { status: "succeeded"; ref: string; last4: string | null }
  | { status: "declined"; ref: string; code: string; last4: string | null }
  /** Stripe: the browser confirms with the client secret; the webhook tells us the outcome. */
  | { status: "requires_action"; ref: string; clientSecret: string };

export interface PaymentEvent {
  type: "succeeded" | "failed";
  ref: string;
  orderId: string;
  amountCents: number;
  code: string | null;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  startPayment(input: StartPaymentInput): Promise<StartPaymentResult>;
  /** Verify a webhook's signature and read it; null for events we do not act on. Throws on a bad signature. */
  parseWebhook(rawBody: string, signature: string | null): Promise<PaymentEvent | null>;
}
