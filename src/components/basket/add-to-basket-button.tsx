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
}: {
  code: string;
  title: string;
  options: { code: string; name: string; price: string }[];
  labels: AddToBasketLabels;
  basketHref: string;
}) {
  const id = useId();
  const [option, setOption] = useState("");
  const [error, setError] = useState(false);
  const [added, setAdded] = useState(false);

  function add() {
    if (options.length > 0 && !option) {
      setError(true);
      return;
    }
    const chosen = options.find((o) => o.code === option);
    addLine({ code, optionCode: chosen?.code ?? null, title: chosen ? `${title} · ${chosen.name}` : title });
    setAdded(true);
  }

  return (
    <div className="flex flex-col gap-3" data-goods-code={code}>
      {options.length > 0 && (
        <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error || undefined}>
          <legend className="text-sm font-medium text-ink">{labels.addOnLabel}</legend>
          <div className="mt-2 grid gap-2">
            {options.map((o) => (
              <label
                key={o.code}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-linen bg-white px-4 py-3 transition has-checked:border-gold-deep has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-gold-deep"
              >
                <span className="flex items-center gap-3">
                  <input
                    type="radio"
                    name={`${id}-addon`}
                    value={o.code}
                    checked={option === o.code}
                    onChange={() => {
                      setOption(o.code);
                      setError(false);
                      setAdded(false);
                    }}
                    className="size-4 accent-gold-deep"
                  />
                  {o.name}
                </span>
                <span className="font-medium" dir="ltr">{o.price}</span>
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {labels.selectAddOn}
            </p>
          )}
        </fieldset>
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
