"use client";

import { useId, useState, type ReactNode } from "react";

export interface AddOnChoice {
  code: string;
  name: string;
  price: string;
}

interface Props {
  choices: AddOnChoice[];
  /** The "Add to basket" action for each choice, rendered on the server (AddToBasket with that option). */
  addButtons: Record<string, ReactNode>;
  labels: { legend: string; hint: string; required: string; addToBasket: string };
}

/**
 * The add-on choice of an injection (SPEC 5 "select add-on choice"): the visitor picks one option,
 * then adds the injection with that option to the basket.
 */
export function AddOnPicker({ choices, addButtons, labels }: Props) {
  const [selected, setSelected] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);
  const id = useId();
  return (
    <div>
      <fieldset aria-describedby={`${id}-hint${showError ? ` ${id}-error` : ""}`} aria-invalid={showError || undefined}>
        <legend className="font-serif text-2xl">{labels.legend}</legend>
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone">
          {labels.hint}
        </p>
        <div className="mt-4 grid gap-2" role="radiogroup" aria-required="true">
          {choices.map((choice) => (
            <label
              key={choice.code}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-linen bg-white px-4 py-3 transition has-checked:border-gold-deep has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-gold-deep"
            >
              <span className="flex items-center gap-3">
                <input
                  type="radio"
                  name={`${id}-addon`}
                  value={choice.code}
                  checked={selected === choice.code}
                  onChange={() => {
                    setSelected(choice.code);
                    setShowError(false);
                  }}
                  className="size-4 accent-gold-deep"
                />
                {choice.name}
              </span>
              <span className="font-medium">{choice.price}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {showError && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-red-800">
          {labels.required}
        </p>
      )}
      <div className="mt-5">
        {selected ? (
          addButtons[selected]
        ) : (
          <button
            type="button"
            onClick={() => setShowError(true)}
            className="inline-flex items-center justify-center rounded-full bg-ink px-6 py-3 font-medium text-ivory transition hover:bg-gold-deep"
          >
            {labels.addToBasket}
          </button>
        )}
      </div>
    </div>
  );
}
