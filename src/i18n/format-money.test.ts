import { describe, expect, it } from "vitest";
import { formatMoney } from "./format-money";

describe("formatMoney", () => {
  it.each([
    [250000, "en", "$2,500"],
    [40755, "en", "$407.55"],
    [250000, "de", "2.500 $"],
    [184840, "fr", "1 848,40 $US"],
    [350000, "ja", "$3,500"],
  ] as const)("%i cents in %s -> %s", (cents, locale, expected) => {
    // Intl uses narrow no-break spaces in some locales; compare with plain spaces.
    expect(formatMoney(cents, "USD", locale).replace(/[\u00a0\u202f]/g, " ")).toBe(expected);
  });
});
