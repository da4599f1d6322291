import { describe, expect, it } from "vitest";
import { getFamilyPrices } from "./get-family-prices";

describe("getFamilyPrices", () => {
  it("gives each family its lowest price from the catalogue, and none for request-only families", async () => {
    const prices = Object.fromEntries((await getFamilyPrices()).map((p) => [p.family, p.fromCents]));
    expect(prices).toEqual({
      infusion: 29900,
      injection: 4000,
      blood: 14900,
      spa: 34485,
      diagnostics: 31080,
      detox: null,
    });
  });
});
