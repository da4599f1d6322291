"use client";

export interface SandboxCard {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export interface SandboxCardLabels {
  legend: string;
  number: string;
  expiry: string;
  cvc: string;
  testCards: string;
}

/**
 * The card fields of the sandbox payment mode (a test card's number, expiry and code; Stripe's own Payment Element
 * replaces them in Stripe mode), as the pay-the-rest and proposal forms ask for them.
 */
export function SandboxCardFields({ card, onChange, labels, inputClass, hintId, describedBy }: { card: SandboxCard; onChange: (patch: Partial<SandboxCard>) => void; labels: SandboxCardLabels; inputClass: string; hintId: string; describedBy: string }) {
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="text-sm font-medium">{labels.legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <label className="text-sm">
          {labels.number}
          <input value={card.cardNumber} onChange={(e) => onChange({ cardNumber: e.target.value })} inputMode="numeric" autoComplete="cc-number" dir="ltr" className={inputClass} name="cardNumber" />
        </label>
        <label className="text-sm">
          {labels.expiry}
          <input value={card.cardExpiry} onChange={(e) => onChange({ cardExpiry: e.target.value })} placeholder="MM/YY" autoComplete="cc-exp" dir="ltr" className={inputClass} name="cardExpiry" />
        </label>
        <label className="text-sm">
          {labels.cvc}
          <input value={card.cardCvc} onChange={(e) => onChange({ cardCvc: e.target.value })} inputMode="numeric" autoComplete="cc-csc" dir="ltr" className={inputClass} name="cardCvc" />
        </label>
      </div>
      <p id={hintId} className="mt-2 text-xs text-stone">
        {labels.testCards}
      </p>
    </fieldset>
  );
}
