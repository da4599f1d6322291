"use client";
import type { Dispatch, InputHTMLAttributes } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import { checkoutInput } from "./checkout-input";
import { giftCardToApply, type CheckoutAction, type CheckoutState } from "./checkout-state";
import type { CheckoutQuoteData } from "./types";
import { TitledSection } from "@/components/ui/titled-section";

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
  // The coupon's and the credit's input, under its label.
  const labelledInput = (id: string, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input id={id} {...input} className={`mt-1 ${checkoutInput}`} />
    </>
  );
  // Apply a coupon or a gift card; the server's refusal of either, under its field.
  const applyButton = (label: string, onClick: () => void) => (
    <button
      type="button"
      onClick={onClick}
      className="rounded-full border border-ink/20 px-5 py-2.5 text-sm font-medium hover:border-gold-deep"
    >
      {label}
    </button>
  );
  const refusal = (code: string | null | undefined) =>
    code && (
      <p role="alert" className="mt-2 text-sm text-red-700">
        {tErr(camel(code))}
      </p>
    );
  return (
    <TitledSection
      id="offers-title"
      title={t("offers.title")}
      className="rounded-2xl border border-linen bg-white/70 p-5 md:p-6"
      headingClassName="font-serif text-2xl"
    >
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
          {labelledInput("coupon", t("coupon.label"), {
            value: state.coupon,
            onChange: (e) => dispatch({ type: "typeCoupon", coupon: e.target.value }),
            autoComplete: "off",
          })}
        </div>
        {applyButton(t("coupon.apply"), () => dispatch({ type: "applyCoupon" }))}
      </div>
      {refusal(data?.couponError)}

      <fieldset className="mt-5">
        <legend className="text-sm font-medium">{t("giftCard.legend")}</legend>
        <div className="mt-1 grid gap-2 sm:grid-cols-[1fr_9rem_auto]">
          {giftInput("number", 19)}
          {giftInput("code", 6)}
          {applyButton(t("giftCard.apply"), () => {
            const gift = giftCardToApply(state.gift);
            if (gift === "numberFormat") return dispatch({ type: "formMessage", message: t("giftCardNumberFormat") });
            if (gift === "codeFormat") return dispatch({ type: "formMessage", message: t("giftCardCodeFormat") });
            dispatch({ type: "applyGift", gift });
          })}
        </div>
        {refusal(giftCardError)}
      </fieldset>

      {signedIn && (data?.creditAvailableCents ?? 0) > 0 && (
        <div className="mt-5">
          {labelledInput("credit", t("credit.label"), {
            inputMode: "decimal",
            value: state.credit,
            onChange: (e) => dispatch({ type: "typeCredit", credit: e.target.value }),
          })}
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
    </TitledSection>
  );
}

function camel(code: string): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}
