"use client";
import dynamic from "next/dynamic";
import type { Dispatch } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-format";
import { checkoutInput } from "./checkout-input";
import type { CheckoutAction, CheckoutState } from "./checkout-state";

// Stripe.js and the Payment Element island are only fetched in stripe mode, on this page.
const StripePaymentElement = dynamic(() => import("./stripe-payment-element").then((m) => m.StripePaymentElement), {
  ssr: false,
});

/** How to pay: by card (the sandbox's fields, or Stripe's Payment Element) or in the clinic. */
export function CheckoutPayment({
  state,
  dispatch,
  paymentMode,
  stripePublishableKey,
  successHref,
  locale,
  confirmLabel,
}: {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  paymentMode: "sandbox" | "stripe";
  stripePublishableKey: string | null;
  successHref: string;
  locale: string;
  /** Stripe's confirm button: "Pay and book" with the amount once the quote is known. */
  confirmLabel: string;
}) {
  const t = useTranslations("booking.checkout");
  const { payment, card, errors, intent } = state;
  const typeCard = (patch: Partial<CheckoutState["card"]>) => dispatch({ type: "typeCard", card: patch });
  return (
    <fieldset className="rounded-2xl border border-linen bg-white/70 p-5 md:p-6">
      <legend className="px-1 font-serif text-2xl">{t("payment.legend")}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {(["card", "clinic"] as const).map((method) => (
          <label key={method} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="payment"
              value={method}
              checked={payment === method}
              onChange={() => dispatch({ type: "choosePayment", payment: method })}
              className="size-5 shrink-0 accent-gold-deep"
            />
            {t(`payment.${method}`)}
          </label>
        ))}
      </div>
      {payment === "card" && paymentMode === "sandbox" && (
        <fieldset className="mt-4" aria-describedby={errors.card ? "card-error" : "card-hint"}>
          <legend className="text-sm font-medium">{t("card.legend")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-[1fr_8rem_6rem]">
            {/* Each label's input sits at the foot of its cell: a label that wraps ("Expiry date (MM/YY)") never
              pushes its field below its neighbours'. */}
            <label className="col-span-2 flex flex-col justify-end text-sm text-stone sm:col-span-1">
              {t("card.number")}
              <input
                value={card.cardNumber}
                onChange={(e) => typeCard({ cardNumber: formatCardNumber(e.target.value) })}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                maxLength={23}
                dir="ltr"
                className={`mt-1 ${checkoutInput} text-start tabular-nums`}
                name="cardNumber"
                aria-invalid={errors.cardNumber || (errors.card && !card.cardNumber.trim()) ? true : undefined}
              />
            </label>
            <label className="flex flex-col justify-end text-sm text-stone">
              {t("card.expiry")}
              <input
                value={card.cardExpiry}
                onChange={(e) => typeCard({ cardExpiry: formatExpiry(e.target.value, card.cardExpiry) })}
                inputMode="numeric"
                placeholder="MM/YY"
                autoComplete="cc-exp"
                maxLength={5}
                dir="ltr"
                className={`mt-1 ${checkoutInput} text-start tabular-nums`}
                name="cardExpiry"
                aria-invalid={errors.cardExpiry || (errors.card && !card.cardExpiry.trim()) ? true : undefined}
              />
            </label>
            <label className="flex flex-col justify-end text-sm text-stone">
              {t("card.cvc")}
              <input
                value={card.cardCvc}
                onChange={(e) => typeCard({ cardCvc: formatCvc(e.target.value) })}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                dir="ltr"
                className={`mt-1 ${checkoutInput} text-start tabular-nums`}
                name="cardCvc"
                aria-invalid={errors.cardCvc || (errors.card && !card.cardCvc.trim()) ? true : undefined}
              />
            </label>
            <label className="col-span-2 text-sm text-stone sm:col-span-3">
              {t("card.name")}
              <input
                value={card.cardName}
                onChange={(e) => typeCard({ cardName: e.target.value })}
                autoComplete="cc-name"
                maxLength={100}
                className={`mt-1 ${checkoutInput}`}
                name="cardName"
              />
            </label>
          </div>
          <p id="card-hint" className="mt-2 text-xs text-stone">
            {t("card.testCards")}
          </p>
          {errors.card && (
            <p id="card-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {errors.card}
            </p>
          )}
        </fieldset>
      )}
      {payment === "card" && paymentMode === "stripe" && (
        <StripePaymentElement
          publishableKey={intent?.publishableKey ?? stripePublishableKey ?? ""}
          clientSecret={intent?.clientSecret ?? null}
          returnUrl={intent ? `${successHref}?booking=${encodeURIComponent(intent.bookingNumber)}` : null}
          locale={locale}
          confirmLabel={confirmLabel}
          submittingLabel={t("submitting")}
        />
      )}
    </fieldset>
  );
}
