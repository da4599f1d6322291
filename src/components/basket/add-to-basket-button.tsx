"use client";
import { Check, Minus, Plus } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useTranslations } from "@/i18n/islands/island-intl";
import { useLineQuantity } from "./basket-store";
import { addLine, setQuantity } from "./basket-sync";

/** Adds the item (with its add-on choice, when it has choices) to the browser's basket. */
export function AddToBasketButton({
  code,
  title,
  options,
  label,
  basketHref,
  stepper = false,
}: {
  code: string;
  title: string;
  options: { code: string; name: string; price: string }[];
  /** The button's words, the page's own ("Add to basket", "Book"). */
  label: string;
  basketHref: string;
  /** On choose-program: add-ons as a compact grid and, once the line is in the basket, − n + buttons instead of Add. */
  stepper?: boolean;
}) {
  const t = useTranslations("basket.add");
  const choose = useTranslations("treatments.choose");
  const id = useId();
  const [option, setOption] = useState("");
  const [error, setError] = useState(false);
  const [added, setAdded] = useState(false);
  // Until the island is hydrated the add-on radios and the button cannot work: a radio checked before
  // hydration is reset by it, and the click would then be refused ("choose an add-on"). They are rendered
  // disabled until then (a fraction of a second), so neither a quick visitor nor a test acts on them early.
  const hydrated = useHydrated();
  const lineOption = options.length > 0 ? option || null : null;
  const lineQuantity = useLineQuantity(code, lineOption);
  const quantity = stepper && (options.length === 0 || option) ? lineQuantity : 0;
  const chosenName = options.find((o) => o.code === option)?.name;
  const lineName = chosenName ? `${title} · ${chosenName}` : title;

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
        <fieldset
          disabled={!hydrated}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error || undefined}
        >
          <legend className="text-sm font-medium text-ink">{t("addOnLabel")}</legend>
          <div className={stepper ? "mt-2 grid grid-cols-2 gap-2" : "mt-2 grid gap-2"}>
            {options.map((o) => (
              <label
                key={o.code}
                className={
                  stepper
                    ? "flex min-h-11 cursor-pointer flex-wrap items-center justify-between gap-x-2 rounded-xl border border-linen bg-white px-3 py-2 text-sm transition has-checked:border-gold-deep has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-gold-deep"
                    : "flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-linen bg-white px-4 py-3 transition has-checked:border-gold-deep has-checked:bg-sand has-focus-visible:outline-2 has-focus-visible:outline-gold-deep"
                }
              >
                <span className={stepper ? "flex items-center gap-2" : "flex items-center gap-3"}>
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
                <span className="font-medium" dir="ltr">
                  {o.price}
                </span>
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {t("selectAddOn")}
            </p>
          )}
        </fieldset>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {stepper && quantity > 0 ? (
          <div
            role="group"
            aria-label={`${choose("quantity")}: ${lineName}`}
            className="inline-flex items-center rounded-full border border-ink/20"
            data-testid="quantity-stepper"
          >
            <button
              type="button"
              onClick={() => setQuantity(code, lineOption, quantity - 1)}
              aria-label={choose("fewer", { name: lineName })}
              className="inline-flex size-11 items-center justify-center rounded-full transition hover:bg-sand"
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            {/* A plain span: an <output> is a second "status" beside the added message (one status per card). */}
            <span className="min-w-8 text-center font-medium tabular-nums" data-testid="quantity-value">
              {quantity}
            </span>
            <button
              type="button"
              onClick={() => addLine({ code, optionCode: lineOption, title: lineName })}
              disabled={quantity >= 20}
              aria-label={choose("more", { name: lineName })}
              className="inline-flex size-11 items-center justify-center rounded-full transition hover:bg-sand disabled:opacity-40"
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={add}
            disabled={!hydrated}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-6 py-3 font-medium text-ivory transition hover:bg-gold-deep"
          >
            {label}
          </button>
        )}
        {added && (!stepper || quantity > 0) && (
          <p role="status" className="flex items-center gap-2 text-sm text-stone">
            <Check aria-hidden="true" className="size-4 text-gold-deep" />
            {t("added")}{" "}
            <Link
              href={basketHref}
              className="inline-flex min-h-11 items-center font-medium text-ink underline underline-offset-4 hover:text-gold-deep"
            >
              {t("viewBasket")}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
