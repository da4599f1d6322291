"use client";
import { Check } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { addLine } from "./basket-store";

export interface AddToBasketLabels {
  button: string;
  addOnLabel: string;
  addOnPlaceholder: string;
  added: string;
  viewBasket: string;
  selectAddOn: string;
}

/** Adds the item (with its add-on choice, when it has choices) to the browser's basket. */
export function AddToBasketButton({
  code,
  title,
  options,
  labels,
  basketHref,
  fixedOption = false,
}: {
  /** The add-on choice was made elsewhere (the item page's picker): add with the only option, no select. */
  fixedOption?: boolean;
  code: string;
  title: string;
  options: { code: string; label: string }[];
  labels: AddToBasketLabels;
  basketHref: string;
}) {
  const id = useId();
  const [option, setOption] = useState(fixedOption && options.length === 1 ? options[0]!.code : "");
  const [error, setError] = useState(false);
  const [added, setAdded] = useState(false);

  function add() {
    if (options.length > 0 && !option) {
      setError(true);
      return;
    }
    const chosen = options.find((o) => o.code === option);
    addLine({ code, optionCode: chosen?.code ?? null, title: chosen ? `${title} · ${chosen.label.split(" · ")[0]}` : title });
    setAdded(true);
  }

  return (
    <div className="flex flex-col gap-3" data-goods-code={code}>
      {options.length > 0 && !fixedOption && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-addon`} className="text-sm font-medium text-ink">
            {labels.addOnLabel}
          </label>
          <select
            id={`${id}-addon`}
            value={option}
            onChange={(e) => {
              setOption(e.target.value);
              setError(false);
              setAdded(false);
            }}
            aria-invalid={error}
            aria-describedby={error ? `${id}-error` : undefined}
            className="rounded-xl border border-linen bg-white px-3 py-2.5 text-ink focus:border-gold-deep focus:outline-none"
          >
            <option value="">{labels.addOnPlaceholder}</option>
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {labels.selectAddOn}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={add}
          className="inline-flex items-center justify-center rounded-full bg-ink px-6 py-3 font-medium text-ivory transition hover:bg-gold-deep"
        >
          {labels.button}
        </button>
        {added && (
          <p role="status" className="flex items-center gap-2 text-sm text-stone">
            <Check aria-hidden="true" className="size-4 text-gold-deep" />
            {labels.added}{" "}
            <Link href={basketHref} className="font-medium text-ink underline underline-offset-4 hover:text-gold-deep">
              {labels.viewBasket}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
