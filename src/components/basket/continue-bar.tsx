"use client";
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { formatMoney } from "@/i18n/format-money";
import { useTranslations } from "@/i18n/islands/island-intl";
import type { Locale } from "@/i18n/locales";
import { useBasketLines } from "./basket-store";

/**
 * Choose-program's "Continue · $1,098" bar, fixed to the bottom of phones (≤ 640 px) once something is in the
 * basket. The total is the list price of what is chosen (the basket prices it for the clinic and time).
 * `prices` maps "CODE" or "CODE|OPTION" to cents.
 */
export function ContinueBar({
  prices,
  currency,
  locale,
  href,
}: {
  prices: Record<string, number>;
  currency: string;
  locale: Locale;
  href: string;
}) {
  const t = useTranslations("treatments.choose");
  const lines = useBasketLines();
  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  if (count === 0) return null;
  const total = lines.reduce(
    (sum, l) => sum + (prices[l.optionCode ? `${l.code}|${l.optionCode}` : l.code] ?? 0) * l.quantity,
    0,
  );
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-linen bg-ivory p-3 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] sm:hidden"
      data-testid="continue-bar"
    >
      <Link
        href={href}
        className="flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-ink px-6 font-medium text-ivory"
      >
        <span>{t("continueTotal", { total: formatMoney(total, currency, locale) })}</span>
        <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
      </Link>
    </div>
  );
}
