import { localeTags, type Locale } from "./locales";

/** Money for people: locale separators, currency symbol, cents only when there are any ($2,500 but $407.55). */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(localeTags[locale], {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
