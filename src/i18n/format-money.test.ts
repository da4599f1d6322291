import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { formatMoney, formatSurcharge } from "./format-money";

// Intl uses narrow no-break spaces in some locales; compare with plain spaces, isolates shown as ⟨ ⟩.
const plain = (s: string) =>
  s
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\u2066/g, "⟨")
    .replace(/\u2069/g, "⟩");

describe("formatMoney: one format per locale, the narrow symbol, cents only when there are any", () => {
  it.each([
    [69900, "en", "$699"],
    [250000, "en", "$2,500"],
    [40755, "en", "$407.55"],
    [69900, "zh", "$699"],
    [69900, "ja", "$699"],
    [350000, "ja", "$3,500"],
    [250000, "de", "2.500 $"],
    [184840, "fr", "1 848,40 $"],
    [69900, "fr", "699 $"],
    [69900, "ru", "699 $"],
    [250000, "es", "2500 $"],
    [2500000, "es", "25.000 $"],
    [69900, "ar", "⟨699 US$⟩"],
    [184840, "ar", "⟨1,848.40 US$⟩"],
  ] as const)("%i cents in %s -> %s", (cents, locale, expected) => {
    expect(plain(formatMoney(cents, "USD", locale))).toBe(expected);
  });

  it("never writes $US or a currency code where the narrow symbol exists, in any locale", () => {
    for (const locale of locales) {
      const text = formatMoney(69900, "USD", locale);
      expect(text, locale).not.toMatch(/\$US|USD/);
      expect(text, locale).toContain("699");
    }
  });

  it("other currencies keep their symbol (the clinic's own currency)", () => {
    expect(formatMoney(10000, "GBP", "en")).toBe("£100");
    expect(plain(formatMoney(10000, "EUR", "de"))).toBe("100 €");
  });
});

describe("formatSurcharge: the sign from Intl, where the locale puts it", () => {
  it.each([
    [10000, "en", "+$100"],
    [10000, "ja", "+$100"],
    [10000, "de", "+100 $"],
    [8280, "fr", "+82,80 $"],
    [10000, "ru", "+100 $"],
    [10000, "ar", "⟨+100 US$⟩"],
  ] as const)("%i cents in %s -> %s", (cents, locale, expected) => {
    expect(plain(formatSurcharge(cents, "USD", locale))).toBe(expected);
  });

  it("no sign for zero, and Arabic amounts carry no stray direction marks inside their isolate", () => {
    expect(formatSurcharge(0, "USD", "en")).toBe("$0");
    expect(formatMoney(69900, "USD", "ar")).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(formatMoney(69900, "USD", "en")).not.toMatch(/[\u2066\u2069]/);
  });
});
