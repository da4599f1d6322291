"use client";
import type { InputHTMLAttributes } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import type { SandboxCard } from "./sandbox-card";

type CardPart = keyof SandboxCard;

const cardParts: { part: CardPart; label: string; attributes: InputHTMLAttributes<HTMLInputElement> }[] = [
  { part: "cardNumber", label: "number", attributes: { inputMode: "numeric", autoComplete: "cc-number" } },
  { part: "cardExpiry", label: "expiry", attributes: { placeholder: "MM/YY", autoComplete: "cc-exp" } },
  { part: "cardCvc", label: "cvc", attributes: { inputMode: "numeric", autoComplete: "cc-csc" } },
];

/**
 * A test card's number, expiry and code, each a label around its input (left to right), as the sandbox payment mode
 * asks for them. `labelClass`: the number's label's classes, then the other two's; `named`: the inputs carry the
 * form names (`cardNumber`, …); `extra`: a form's own attributes for a part (lengths, its invalid state).
 */
export function CardInputs({
  card,
  onChange,
  labelClass,
  inputClass,
  named = false,
  extra,
}: {
  card: SandboxCard;
  onChange: (part: CardPart, value: string) => void;
  labelClass: readonly [string, string];
  inputClass: string;
  named?: boolean;
  extra?: (part: CardPart) => InputHTMLAttributes<HTMLInputElement>;
}) {
  const t = useTranslations("booking.checkout.card");
  return cardParts.map(({ part, label, attributes }, index) => (
    <label key={part} className={labelClass[index === 0 ? 0 : 1]}>
      {t(label)}
      <input
        value={card[part]}
        onChange={(e) => onChange(part, e.target.value)}
        {...attributes}
        {...extra?.(part)}
        dir="ltr"
        className={inputClass}
        name={named ? part : undefined}
      />
    </label>
  ));
}

interface CardFieldsProps {
  card: SandboxCard;
  onChange: (patch: Partial<SandboxCard>) => void;
  inputClass: string;
  hintId: string;
  describedBy: string;
}

/**
 * The card part of the pay-the-rest and proposal forms: in sandbox mode a test card's number, expiry and code; in
 * Stripe mode a note that Stripe's own Payment Element follows once the form is sent.
 */
export function PayFormCardFields({ paymentMode, ...fields }: CardFieldsProps & { paymentMode: "sandbox" | "stripe" }) {
  const t = useTranslations("booking.checkout.card");
  if (paymentMode === "sandbox") return <SandboxCardFields {...fields} />;
  return <p className="text-xs text-stone">{t("stripeNote")}</p>;
}

/** The card fields of the sandbox payment mode (Stripe's own Payment Element replaces them in Stripe mode). */
function SandboxCardFields({ card, onChange, inputClass, hintId, describedBy }: CardFieldsProps) {
  const t = useTranslations("booking.checkout.card");
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{t("legend")}</legend>
      {/* By the room the form has, not the screen's: the proposal's card sits in a narrow column on a wide screen. The
          number takes a row of its own until there is room for all three; the fields line up at their foot when a
          label wraps. */}
      <div className="@container mt-2">
        <div className="grid grid-cols-2 items-end gap-3 @md:grid-cols-[2fr_1fr_1fr]">
          <CardInputs
            card={card}
            onChange={(part, value) => onChange({ [part]: value })}
            labelClass={["col-span-2 text-sm @md:col-span-1", "text-sm"]}
            inputClass={inputClass}
            named
          />
        </div>
      </div>
      <p id={hintId} className="mt-2 text-xs text-stone">
        {t("testCards")}
      </p>
    </fieldset>
  );
}
