import { directionOf, localeTags, type Locale } from "./locales";

/**
 * The one money formatter (decision 178). Every price, total, balance and surcharge on the site, in mails and in
 * the back office goes through here; nothing else calls Intl.NumberFormat for money.
 *
 * - Intl currency style in the locale's own order and separators, `currencyDisplay: "narrowSymbol"`: "$699" (en,
 *   ja, zh), "699 $" (de, fr, es, ru), never "$US 699" next to "US$ 699".
 * - Cents only when there are any: $2,500 but $407.55.
 * - `sign: "always"` for surcharges and supplements: "+$100" (the sign from Intl's signDisplay, not glued on by
 *   a message, so it lands where the locale puts it).
 * - Arabic: Intl's marks are dropped and the amount is wrapped in a left-to-right isolate (LRI…PDI), so it reads
 *   the same in a heading, a sentence, an attribute or a plain-text mail, whatever comes before or after it.
 */
export function formatMoney(
  cents: number,
  currency: string,
  locale: Locale,
  options: { sign?: "auto" | "always" } = {},
): string {
  const key = moneyKey(locale, currency, options.sign === "always", cents % 100 === 0);
  const pattern = patterns.get(key);
  const text = pattern && Number.isInteger(cents) ? printMoney(pattern, cents) : moneyFormat(key).format(cents / 100);
  return directionOf(locale) === "rtl" ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, "")}\u2069` : text;
}

/**
 * How a locale writes amounts of a currency (with or without a sign, with or without cents), read off Intl by
 * `moneyPatternsFor` (money-patterns.ts) where Intl runs anyway (the server): the number's text around the digits
 * for a positive, negative and zero amount, the group and decimal marks, and from how many digits a number is
 * grouped (five in Spanish: "2500 $", "25.000 $"). Printing from it builds no Intl.NumberFormat, whose first use
 * starts ICU in the browser (the basket's largest blocking task on a phone, issue 14; decision 199).
 */
export interface MoneyPattern {
  positive: [string, string];
  negative: [string, string];
  zero: [string, string];
  group: string;
  decimal: string;
  groupFrom: number;
}

/** Which pattern or format an amount uses. */
export function moneyKey(locale: Locale, currency: string, signed: boolean, whole: boolean): string {
  return `${locale}|${currency}|${signed}|${whole}`;
}

/** Prints whole-cent amounts from a pattern: exactly what Intl prints (money-patterns.ts checks each pattern). */
export function printMoney(pattern: MoneyPattern, cents: number): string {
  const [before, after] = cents > 0 ? pattern.positive : cents < 0 ? pattern.negative : pattern.zero;
  const whole = cents % 100 === 0;
  const [integer = "", fraction] = (Math.abs(cents) / 100).toFixed(whole ? 0 : 2).split(".");
  const grouped = integer.length >= pattern.groupFrom ? integer.replace(/\B(?=(\d{3})+$)/g, pattern.group) : integer;
  return before + grouped + (fraction === undefined ? "" : pattern.decimal + fraction) + after;
}

const patterns = new Map<string, MoneyPattern>();

/**
 * The page's money patterns, given by the server (`AdoptMoneyPatterns`, adopt-money-patterns.tsx): from now on this
 * module prints those amounts from them (whole cents; anything else still goes through Intl). Kept, bounded like
 * the formats.
 */
export function adoptMoneyPatterns(given: Record<string, MoneyPattern>): void {
  for (const [key, pattern] of Object.entries(given)) {
    if (patterns.size >= MAX_FORMATS && !patterns.has(key)) patterns.clear();
    patterns.set(key, pattern);
  }
}

const formats = new Map<string, Intl.NumberFormat>();
/** Locales × currencies × sign × cents: a few dozen at most; the cap only keeps an unexpected caller bounded. */
const MAX_FORMATS = 256;

/**
 * One `Intl.NumberFormat` per locale, currency, sign and cents, kept: building one costs far more than using it,
 * and a basket or a day's times print dozens of amounts as the page starts (issue 14).
 */
export function moneyFormat(key: string): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    const [locale, currency, signed, whole] = key.split("|") as [Locale, string, string, string];
    format = newMoneyFormat(locale, currency, signed === "true", whole === "true");
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

function newMoneyFormat(locale: Locale, currency: string, signed: boolean, whole: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(localeTags[locale], {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    signDisplay: signed ? "exceptZero" : "auto",
    numberingSystem: "latn",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/** A surcharge or supplement: "+$100", "+100 $", "⁦+100 US$⁩". */
export function formatSurcharge(cents: number, currency: string, locale: Locale): string {
  return formatMoney(cents, currency, locale, { sign: "always" });
}
