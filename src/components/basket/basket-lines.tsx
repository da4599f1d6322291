"use client";
import { Minus, Plus, Trash2 } from "lucide-react";
import { useLocale, useTranslations } from "@/i18n/islands/island-intl";
import { formatMoney } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import type { QuoteLine } from "@/components/booking/types";
import { removeLine, setQuantity } from "./basket-sync";

/** Basket lines: product, price, quantity (change, remove), total; unavailable items flagged. */
export function BasketLines({
  lines,
  currency,
  priced = true,
}: {
  lines: Pick<
    QuoteLine,
    "code" | "optionCode" | "title" | "sessions" | "problem" | "unitPriceCents" | "quantity" | "lineTotalCents"
  >[];
  currency: string;
  priced?: boolean;
}) {
  const t = useTranslations("basket.page");
  const locale = useLocale() as Locale;
  // Until the basket is priced a price's place is held by a bar of its size: never "$0".
  const money = (cents: number) =>
    priced ? (
      formatMoney(cents, currency, locale)
    ) : (
      <span className="inline-block h-4 w-16 animate-pulse rounded bg-sand/80 align-middle" aria-hidden="true" />
    );
  // One less or one more of a line.
  const step = (line: Pick<QuoteLine, "code" | "optionCode" | "title" | "quantity">, by: -1 | 1) => {
    const Icon = by < 0 ? Minus : Plus;
    return (
      <button
        type="button"
        onClick={() => setQuantity(line.code, line.optionCode, line.quantity + by)}
        aria-label={t(by < 0 ? "decrease" : "increase", { title: line.title })}
        className="inline-flex size-9 items-center justify-center rounded-full border border-linen hover:border-gold-deep"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    );
  };
  return (
    <div>
      <div
        className="hidden grid-cols-[1fr_7rem_9rem_7rem_2.75rem] gap-4 border-b border-linen pb-2 text-xs tracking-wide text-stone uppercase md:grid"
        aria-hidden="true"
      >
        <span>{t("product")}</span>
        <span className="text-end">{t("price")}</span>
        <span className="text-center">{t("quantity")}</span>
        <span className="text-end">{t("total")}</span>
        <span />
      </div>
      <ul className="divide-y divide-linen">
        {lines.map((line) => (
          <li
            key={`${line.code}-${line.optionCode ?? ""}`}
            className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 py-4 md:grid-cols-[1fr_7rem_9rem_7rem_2.75rem]"
            data-testid={`line-${line.code}`}
          >
            <div className="col-span-2 md:col-span-1">
              <p className="font-medium text-ink">{line.title}</p>
              {line.sessions > 1 && <p className="text-sm text-stone">{t("sessions", { count: line.sessions })}</p>}
              {line.problem === "unavailable" && (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {t("unavailable")}
                </p>
              )}
            </div>
            <p className="text-sm text-stone md:text-end">
              <span className="sr-only">{t("price")}: </span>
              {money(line.unitPriceCents)}
            </p>
            <div className="flex items-center justify-end gap-1 md:justify-center">
              {step(line, -1)}
              <span className="w-8 text-center tabular-nums" aria-label={t("quantity")} data-testid="quantity">
                {line.quantity}
              </span>
              {step(line, 1)}
            </div>
            <p className="text-end font-medium tabular-nums">
              <span className="sr-only">{t("total")}: </span>
              {money(line.lineTotalCents)}
            </p>
            <button
              type="button"
              onClick={() => removeLine(line.code, line.optionCode)}
              aria-label={`${t("remove")}: ${line.title}`}
              className="inline-flex size-10 items-center justify-center justify-self-end rounded-full text-stone hover:bg-sand hover:text-ink"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
