import { describe, expect, it } from "vitest";
import { effectiveItemPrice } from "./item-price";

const group = { priceCents: 399_00, salePriceCents: null, available: true };

describe("effectiveItemPrice", () => {
  it("charges the group's price without an override", () => {
    expect(effectiveItemPrice(group)).toEqual({ priceCents: 399_00, regularPriceCents: 399_00, onSale: false, available: true });
  });

  it("lets a clinic's values win field by field; nulls follow the group", () => {
    expect(effectiveItemPrice({ ...group, salePriceCents: 299_00 }, { priceCents: 450_00, salePriceCents: null, available: null })).toEqual({
      priceCents: 299_00,
      regularPriceCents: 450_00,
      onSale: true,
      available: true,
    });
  });

  it("ignores a sale price that is not below the regular price", () => {
    expect(effectiveItemPrice({ ...group, salePriceCents: 299_00 }, { priceCents: 250_00, salePriceCents: null, available: null })).toMatchObject({ priceCents: 250_00, onSale: false });
  });

  it("is unavailable when the group or the clinic says so", () => {
    expect(effectiveItemPrice({ ...group, available: false }, { priceCents: null, salePriceCents: null, available: true }).available).toBe(false);
    expect(effectiveItemPrice(group, { priceCents: null, salePriceCents: null, available: false }).available).toBe(false);
  });
});
