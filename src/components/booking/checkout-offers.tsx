"use client";
import type { Dispatch } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import { checkoutInput } from "./checkout-input";
import { giftCardToApply, type CheckoutAction, type CheckoutState } from "./checkout-state";
import type { CheckoutQuoteData } from "./types";

/** Checkout's offers: the automatic ones and why each applies or not, a coupon, a gift card, the customer's credit. */
export function CheckoutOffers({
  state,
  dispatch,
  data,
  giftCardError,
  signedIn,
  money,
}: {
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  data: CheckoutQuoteData | null | undefined;
  giftCardError: string | null;
  signedIn: boolean;
  money: (cents: number) => string;
}) {
  const t = useTranslations("booking.checkout");
  const tErr = useTranslations("errors.app");
  const quote = data?.quote ?? null;
  // A gift card's number or code: named by its placeholder's words.
  const giftInput = (part: "number" | "code", maxLength: number) => (
    <input
      aria-label={t(`giftCard.${part}`)}
      placeholder={t(`giftCard.${part}`)}
      value={state.gift[part]}
      onChange={(e) => dispatch({ type: "typeGift", gift: { [part]: e.target.value } })}
      className={checkoutInput}
      autoComplete="off"
      maxLength={maxLength}
    />
  );
  return (
    <section className="rounded-2xl border border-linen bg-white/70 p-5 md:p-6" aria-labelledby="offers-title">
      <h2 id="offers-title" className="font-serif text-2xl">
        {t("offers.title")}
      </h2>
      <p className="mt-1 text-sm text-stone">{t("offers.note")}</p>
      {quote && (
        <ul className="mt-4 flex flex-col gap-1.5 text-sm" data-testid="offers">
          {quote.offers.map((o) => (
            <li key={o.kind} className="flex justify-between gap-3">
              <span className={o.reason === "applied" ? "font-medium text-ink" : "text-stone"}>
                {t(`offers.${o.kind}`)} ({o.percent}%)
              </span>
              <span className={o.reason === "applied" ? "font-medium text-gold-deep" : "text-stone"}>
                {t(`offers.reason.${o.reason}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="coupon" className="text-sm font-medium">
            {t("coupon.label")}
          </label>
          <input
            id="coupon"
            value={state.coupon}
            onChange={(e) => dispatch({ type: "typeCoupon", coupon: e.target.value })}
            className={`mt-1 ${checkoutInput}`}
            autoComplete="off"
          />
        </div>
        <button
          type="button"
          onClick={() => dispatch({ type: "applyCoupon" })}
          className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-gold-deep"
        >
          {t("coupon.apply")}
        </button>
      </div>
      {data?.couponError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {tErr(camel(data.couponError))}
        </p>
      )}

      <fieldset className="mt-5">
        <legend className="text-sm font-medium">{t("giftCard.legend")}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-[1fr_9rem_auto]">
          {giftInput("number", 19)}
          {giftInput("code", 6)}
          <button
            type="button"
            onClick={() => {
              const gift = giftCardToApply(state.gift);
              if (gift === "numberFormat") return dispatch({ type: "formMessage", message: t("giftCardNumberFormat") });
              if (gift === "codeFormat") return dispatch({ type: "formMessage", message: t("giftCardCodeFormat") });
              dispatch({ type: "applyGift", gift });
            }}
            className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-gold-deep"
          >
            {t("giftCard.apply")}
          </button>
        </div>
        {giftCardError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {tErr(camel(giftCardError))}
          </p>
        )}
      </fieldset>

      {signedIn && (data?.creditAvailableCents ?? 0) > 0 && (
        <div className="mt-5">
          <label htmlFor="credit" className="text-sm font-medium">
            {t("credit.label")}
          </label>
          <input
            id="credit"
            inputMode="decimal"
            value={state.credit}
            onChange={(e) => dispatch({ type: "typeCredit", credit: e.target.value })}
            className={`mt-1 ${checkoutInput}`}
          />
          <p className="mt-1 text-xs text-stone">
            {t("credit.available", { amount: money(data!.creditAvailableCents) })}
          </p>
          {data?.creditError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {tErr("creditCheck")}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function camel(code: string): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
