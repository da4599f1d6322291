"use client";
import { useTranslations } from "@/i18n/islands/island-intl";

export interface SandboxCard {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/**
 * The card fields of the sandbox payment mode (a test card's number, expiry and code; Stripe's own Payment Element
 * replaces them in Stripe mode), as the pay-the-rest and proposal forms ask for them.
 */
export function SandboxCardFields({
  card,
  onChange,
  inputClass,
  hintId,
  describedBy,
}: {
  card: SandboxCard;
  onChange: (patch: Partial<SandboxCard>) => void;
  inputClass: string;
  hintId: string;
  describedBy: string;
}) {
  const t = useTranslations("booking.checkout.card");
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{t("legend")}</legend>
      {/* By the room the form has, not the screen's: the proposal's card sits in a narrow column on a wide screen. The
          number takes a row of its own until there is room for all three; the fields line up at their foot when a
          label wraps. */}
      <div className="@container mt-2">
        <div className="grid grid-cols-2 items-end gap-3 @md:grid-cols-[2fr_1fr_1fr]">
          <label className="col-span-2 text-sm @md:col-span-1">
            {t("number")}
            <input
              value={card.cardNumber}
              onChange={(e) => onChange({ cardNumber: e.target.value })}
              inputMode="numeric"
              autoComplete="cc-number"
              dir="ltr"
              className={inputClass}
              name="cardNumber"
            />
          </label>
          <label className="text-sm">
            {t("expiry")}
            <input
              value={card.cardExpiry}
              onChange={(e) => onChange({ cardExpiry: e.target.value })}
              placeholder="MM/YY"
              autoComplete="cc-exp"
              dir="ltr"
              className={inputClass}
              name="cardExpiry"
            />
          </label>
          <label className="text-sm">
            {t("cvc")}
            <input
              value={card.cardCvc}
              onChange={(e) => onChange({ cardCvc: e.target.value })}
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              className={inputClass}
              name="cardCvc"
            />
          </label>
        </div>
      </div>
      <p id={hintId} className="mt-2 text-xs text-stone">
        {t("testCards")}
      </p>
    </fieldset>
  );
}
