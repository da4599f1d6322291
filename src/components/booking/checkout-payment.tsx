"use client";
import dynamic from "next/dynamic";
import type { Dispatch } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import { formatCardNumber, formatCvc, formatExpiry } from "./card-format";
import { checkoutInput } from "./checkout-input";
import { CardInputs } from "./sandbox-card-fields";
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
            <CardInputs
              card={card}
              onChange={(part, value) =>
                typeCard({
                  [part]:
                    part === "cardNumber"
                      ? formatCardNumber(value)
                      : part === "cardExpiry"
                        ? formatExpiry(value, card.cardExpiry)
                        : formatCvc(value),
                })
              }
              labelClass={[
                "col-span-2 flex flex-col justify-end text-sm text-stone sm:col-span-1",
                "flex flex-col justify-end text-sm text-stone",
              ]}
              inputClass={`mt-1 ${checkoutInput} text-start tabular-nums`}
              named
              extra={(part) => ({
                inputMode: "numeric",
                ...(part === "cardNumber" && { placeholder: "1234 1234 1234 1234" }),
                maxLength: part === "cardNumber" ? 23 : part === "cardExpiry" ? 5 : 4,
                "aria-invalid": errors[part] || (errors.card && !card[part].trim()) ? true : undefined,
              })}
            />
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
