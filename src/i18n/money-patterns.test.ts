import { describe, expect, it, vi } from "vitest";
import { moneyFormat, moneyKey, printMoney } from "./format-money";
import { locales } from "./locales";
import { moneyPatternsFor } from "./money-patterns";
import { intlConstructions } from "../../tests/support/intl-constructions";

/** Amounts in cents from 0 to 20 million, whole and with cents, both signs: a spread, not only the samples. */
function amounts(): number[] {
  const out: number[] = [];
  for (let cents = 0; cents < 20_000_000_00; cents = Math.floor(cents * 1.37) + 1)
    out.push(cents, cents * 100, -cents, -cents * 100);
  return out.filter((c) => !Object.is(c, -0));
}

describe("money patterns (decision 199)", () => {
  it.each(locales)("print every amount in %s exactly as Intl does, with and without a sign", (locale) => {
    const patterns = moneyPatternsFor(locale, "USD");
    // Every locale of the site has its four patterns: none falls back to Intl.
    expect(Object.keys(patterns)).toHaveLength(4);
    for (const signed of [false, true]) {
      for (const cents of amounts()) {
        const key = moneyKey(locale, "USD", signed, cents % 100 === 0);
        expect(printMoney(patterns[key]!, cents), `${key} ${cents}`).toBe(moneyFormat(key).format(cents / 100));
      }
    }
  });

  it("other currencies fit too: pounds in English, euros in German", () => {
    for (const [locale, currency, cents, text] of [
      ["en", "GBP", 123_456, "£1,234.56"],
      ["de", "EUR", 250_000, "2.500\u00a0€"],
    ] as const) {
      const key = moneyKey(locale, currency, false, cents % 100 === 0);
      expect(printMoney(moneyPatternsFor(locale, currency)[key]!, cents)).toBe(text);
    }
  });

  it("Spanish groups from five digits, as Intl does", () => {
    const key = moneyKey("es", "USD", false, true);
    const pattern = moneyPatternsFor("es", "USD")[key]!;
    expect(pattern.groupFrom).toBe(5);
    expect(printMoney(pattern, 250_000)).toMatch(/^2500\s\$$/);
    expect(printMoney(pattern, 2_500_000)).toMatch(/^25\.000\s\$$/);
  });

  it("a page given its patterns prints prices without building an Intl.NumberFormat", async () => {
    const patterns = moneyPatternsFor("ru", "USD");
    vi.resetModules();
    const fresh = await import("./format-money");
    let texts: string[] = [];
    const withPatterns = await intlConstructions("NumberFormat", () => {
      fresh.adoptMoneyPatterns(patterns);
      texts = [
        fresh.formatMoney(69_900, "USD", "ru"),
        fresh.formatMoney(184_840, "USD", "ru"),
        fresh.formatSurcharge(2_500, "USD", "ru"),
      ];
    });
    expect(withPatterns).toBe(0);
    expect(texts.map((t) => t.replace(/\s/g, " "))).toEqual(["699 $", "1 848,40 $", "+25 $"]);
    // A locale without patterns still prints, through Intl.
    expect(
      await intlConstructions("NumberFormat", () => expect(fresh.formatMoney(69_900, "USD", "en")).toBe("$699")),
    ).toBe(1);
  });
});
