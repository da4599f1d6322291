"use client";
/**
 * Stripe's Payment Element (stripe mode only; decision 062). The card is typed into Stripe's own frame,
 * never into our page or server. The order is placed first; its PaymentIntent's client secret arrives here,
 * Stripe.js is loaded from js.stripe.com (only then, only on checkout), the element is mounted, and
 * confirmPayment sends the customer to Stripe's 3-D Secure step if needed and back to the success page.
 * The order is settled by the signed webhook, not by this page.
 */
import type { Stripe, StripeElementLocale, StripeElements } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";

/** What the Payment Element needs to confirm a payment the server has started. */
export interface PaymentIntentKeys {
  clientSecret: string;
  publishableKey: string;
}

/**
 * The PaymentIntent a card payment's answer asks the customer to confirm (Stripe mode), or null when the payment is
 * done. The answer's publishable key, else the page's.
 */
export function intentToConfirm(
  data: { status: string; client_secret?: string | null; publishable_key?: string | null },
  pagePublishableKey: string | null,
): PaymentIntentKeys | null {
  if (data.status !== "requires_action" || !data.client_secret) return null;
  return { clientSecret: data.client_secret, publishableKey: data.publishable_key ?? pagePublishableKey ?? "" };
}

export function StripePaymentElement({
  publishableKey,
  clientSecret,
  returnUrl,
  locale,
  confirmLabel,
  submittingLabel,
}: {
  publishableKey: string;
  /** Null until the order is placed: the container is there, Stripe.js is not loaded yet. */
  clientSecret: string | null;
  /** Where Stripe sends the customer after confirming: the success page for this booking. */
  returnUrl: string | null;
  locale: string;
  /** The button's words, its caller's ("Pay $120"), and while it works ("Paying…"). */
  confirmLabel: string;
  submittingLabel: string;
}) {
  const t = useTranslations("booking.checkout.card");
  const unavailable = t("stripeUnavailable");
  const host = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!clientSecret || !host.current) return;
    let live = true;
    let unmount = () => {};
    loadStripe(publishableKey).then(
      (stripe) => {
        if (!live) return;
        if (!stripe || !host.current) return setError(unavailable);
        const elements = stripe.elements({
          clientSecret,
          locale: locale as StripeElementLocale,
          appearance: {
            theme: "flat",
            variables: {
              colorPrimary: "#8a6d2f",
              borderRadius: "12px",
              fontFamily: "system-ui, sans-serif",
              fontSizeBase: "16px",
            },
          },
        });
        const element = elements.create("payment", { layout: "tabs" });
        element.mount(host.current);
        unmount = () => element.destroy();
        setReady({ stripe, elements });
      },
      () => live && setError(unavailable),
    );
    return () => {
      live = false;
      unmount();
    };
  }, [publishableKey, clientSecret, locale, unavailable]);

  async function confirm() {
    if (!ready || !returnUrl) return;
    setBusy(true);
    setError(null);
    const { error: failure } = await ready.stripe.confirmPayment({
      elements: ready.elements,
      confirmParams: { return_url: new URL(returnUrl, window.location.href).href },
    });
    // Only reached when confirmation failed (success always redirects to return_url).
    setBusy(false);
    setError(failure.message ?? unavailable);
  }

  return (
    <div className="mt-4" data-testid="stripe-payment" data-state={clientSecret ? "intent" : "waiting"}>
      <p className="text-sm text-stone">{t("stripeNote")}</p>
      <div ref={host} id="stripe-payment-element" data-testid="stripe-payment-element" className="mt-3 min-h-4" />
      {clientSecret && (
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={!ready || busy}
          className="mt-4 w-full rounded-full bg-ink px-6 py-3.5 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-50"
        >
          {busy ? submittingLabel : confirmLabel}
        </button>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
