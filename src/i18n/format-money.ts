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
export function formatMoney(cents: number, currency: string, locale: Locale, options: { sign?: "auto" | "always" } = {}): string {
  const text = moneyFormat(locale, currency, options.sign === "always", cents % 100 === 0).format(cents / 100);
  return directionOf(locale) === "rtl" ? `\u2066${text.replace(/[\u200e\u200f\u061c]/g, "")}\u2069` : text;
}

const formats = new Map<string, Intl.NumberFormat>();
/** Locales × currencies × sign × cents: a few dozen at most; the cap only keeps an unexpected caller bounded. */
const MAX_FORMATS = 256;

/**
 * One `Intl.NumberFormat` per locale, currency, sign and cents, kept: building one costs far more than using it,
 * and a basket or a day's times print dozens of amounts as the page starts (issue 14).
 */
function moneyFormat(locale: Locale, currency: string, signed: boolean, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${signed}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
      signDisplay: signed ? "exceptZero" : "auto",
      numberingSystem: "latn",
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** A surcharge or supplement: "+$100", "+100 $", "⁦+100 US$⁩". */
export function formatSurcharge(cents: number, currency: string, locale: Locale): string {
  return formatMoney(cents, currency, locale, { sign: "always" });
}
