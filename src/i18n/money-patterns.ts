import { moneyFormat, moneyKey, printMoney, type MoneyPattern } from "./format-money";
import type { Locale } from "./locales";

/** Amounts (cents) every pattern must print exactly as Intl does, whole and with cents, both signs. */
const WHOLE_SAMPLES = [0, 100, 900, 99_900, 100_000, 123_400, 1_234_500, 12_345_600, 123_456_700, 1_234_567_800];
const CENT_SAMPLES = [1, 5, 99, 101, 4_055, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789];
const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);

const cache = new Map<string, Record<string, MoneyPattern>>();

/**
 * The page's money patterns for a locale and currency (decision 199): with and without a sign, with and without
 * cents, each read off the Intl format formatMoney would build and kept only when it prints every sample exactly
 * as that format does (a locale whose amounts do not fit the pattern keeps Intl). Called where Intl runs anyway:
 * the server; cached per locale and currency.
 */
export function moneyPatternsFor(locale: Locale, currency: string): Record<string, MoneyPattern> {
  const cacheKey = `${locale}|${currency}`;
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const found: Record<string, MoneyPattern> = {};
  for (const signed of [false, true]) {
    for (const whole of [true, false]) {
      const key = moneyKey(locale, currency, signed, whole);
      const pattern = patternOf(moneyFormat(key), whole);
      if (pattern) found[key] = pattern;
    }
  }
  if (cache.size >= 64) cache.clear();
  cache.set(cacheKey, found);
  return found;
}

function patternOf(format: Intl.NumberFormat, whole: boolean): MoneyPattern | null {
  const large = whole ? 1_234_567 : 1_234_567.89;
  const parts = format.formatToParts(large);
  const group = parts.find((p) => p.type === "group")?.value;
  const decimal = parts.find((p) => p.type === "decimal")?.value ?? "";
  const positive = around(format, large);
  const negative = around(format, -large);
  const zero = around(format, 0);
  if (!group || (!whole && !decimal) || !positive || !negative || !zero) return null;
  const groupFrom = format.formatToParts(1234).some((p) => p.type === "group") ? 4 : 5;
  const pattern: MoneyPattern = { positive, negative, zero, group, decimal, groupFrom };
  const samples = whole ? WHOLE_SAMPLES : CENT_SAMPLES;
  for (const cents of [...samples, ...samples.filter((c) => c > 0).map((c) => -c)]) {
    if (printMoney(pattern, cents) !== format.format(cents / 100)) return null;
  }
  return pattern;
}

/** The text before and after the number, when the number's parts are one unbroken run. */
function around(format: Intl.NumberFormat, value: number): [string, string] | null {
  const parts = format.formatToParts(value);
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  const last = parts.findLastIndex((p) => NUMBER_PARTS.has(p.type));
  if (first < 0 || parts.slice(first, last + 1).some((p) => !NUMBER_PARTS.has(p.type))) return null;
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((p) => p.value)
      .join("");
  return [text(0, first), text(last + 1)];
}
