"use client";
/**
 * "Pay the rest online" on My Orders: the sandbox card form, or Stripe's Payment Element once the
 * PaymentIntent exists (the same element as checkout). The server applies the payment
 * (recordOrderPayment); this only shows the answer and reloads the order's sums and history.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/api-client";
import { cardFieldError, isCardIncomplete } from "@/components/booking/sandbox-card";
import { PayFormCardFields } from "@/components/booking/sandbox-card-fields";
import {
  intentToConfirm,
  StripePaymentElement,
  type PaymentIntentKeys,
} from "@/components/booking/stripe-payment-element";
import { LiveFieldset } from "@/components/forms/live-fieldset";
import { TitledSection } from "@/components/ui/titled-section";
import { useTranslations } from "@/i18n/islands/island-intl";

export function PayRestForm({
  orderId,
  orderNumber,
  locale,
  paymentMode,
  stripePublishableKey,
  returnUrl,
  amount,
}: {
  orderId: string;
  orderNumber: string;
  locale: string;
  paymentMode: "sandbox" | "stripe";
  stripePublishableKey: string | null;
  returnUrl: string;
  /** What is left to pay, formatted, for "Pay {amount}". */
  amount: string;
}) {
  const t = useTranslations("account.orders");
  const tCard = useTranslations("booking.checkout.card");
  const router = useRouter();
  const [card, setCard] = useState({ cardNumber: "", cardExpiry: "", cardCvc: "" });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [intent, setIntent] = useState<PaymentIntentKeys | null>(null);
  const id = `pay-${orderNumber}`;

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    if (paymentMode === "sandbox" && isCardIncomplete(card)) return setError(tCard("incomplete"));
    setBusy(true);
    const answer = await callApi("/api/v2/my_center/pay_order_rest", { order_id: orderId, ...card }, locale);
    setBusy(false);
    if (!answer.ok) {
      return setError(cardFieldError(answer.data?.fields ?? {}) ?? answer.msg);
    }
    const toConfirm = intentToConfirm(answer.data, stripePublishableKey);
    if (toConfirm) return setIntent(toConfirm);
    setDone(true);
    router.refresh();
  }

  if (done) {
    return (
      <p
        role="status"
        className="mt-4 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900"
        data-testid="pay-rest-done"
      >
        {t("paidNow")}
      </p>
    );
  }
  const input =
    "mt-1 w-full rounded-xl border border-linen bg-white px-3 py-2.5 text-ink focus:border-gold-deep focus:outline-none";
  return (
    <TitledSection
      id={`${id}-title`}
      title={t("payTitle")}
      className="mt-4 rounded-xl border border-linen bg-ivory/60 p-4"
      headingClassName="text-lg"
      level={3}
      testId="pay-rest"
    >
      {intent ? (
        <StripePaymentElement
          publishableKey={intent.publishableKey}
          clientSecret={intent.clientSecret}
          returnUrl={returnUrl}
          locale={locale}
          confirmLabel={t("payNow", { amount })}
          submittingLabel={t("paying")}
        />
      ) : (
        <form onSubmit={(e) => void pay(e)} noValidate className="mt-3">
          <LiveFieldset className="grid gap-3">
            <PayFormCardFields
              paymentMode={paymentMode}
              card={card}
              onChange={(patch) => setCard((c) => ({ ...c, ...patch }))}
              inputClass={input}
              hintId={`${id}-hint`}
              describedBy={error ? `${id}-error` : `${id}-hint`}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                {error}
              </p>
            )}
            <button
              type="submit"
              disabled={busy}
              className="w-full rounded-full bg-ink px-6 py-3 font-medium text-ivory transition hover:bg-gold-deep disabled:opacity-50 sm:w-auto"
            >
              {busy ? t("paying") : t("payNow", { amount })}
            </button>
          </LiveFieldset>
        </form>
      )}
    </TitledSection>
  );
}
