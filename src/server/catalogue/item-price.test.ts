import { describe, expect, it } from "vitest";
import { effectiveItemPrice, effectiveOptionPrice, nextSaleBoundary } from "./item-price";

const NOW = new Date("2031-06-01T09:00:00Z");
const group = { priceCents: 399_00, salePriceCents: null, available: true };

describe("effectiveItemPrice", () => {
  it("charges the group's price without an override", () => {
    expect(effectiveItemPrice(group, null, NOW)).toEqual({
      priceCents: 399_00,
      regularPriceCents: 399_00,
      onSale: false,
      available: true,
    });
  });

  it("lets a clinic's values win field by field; nulls follow the group", () => {
    expect(
      effectiveItemPrice(
        { ...group, salePriceCents: 299_00 },
        { priceCents: 450_00, salePriceCents: null, available: null },
        NOW,
      ),
    ).toEqual({
      priceCents: 299_00,
      regularPriceCents: 450_00,
      onSale: true,
      available: true,
    });
  });

  it("ignores a sale price that is not below the regular price", () => {
    expect(
      effectiveItemPrice(
        { ...group, salePriceCents: 299_00 },
        { priceCents: 250_00, salePriceCents: null, available: null },
        NOW,
      ),
    ).toMatchObject({ priceCents: 250_00, onSale: false });
  });

  it("is unavailable when the group or the clinic says so", () => {
    expect(
      effectiveItemPrice(
        { ...group, available: false },
        { priceCents: null, salePriceCents: null, available: true },
        NOW,
      ).available,
    ).toBe(false);
    expect(effectiveItemPrice(group, { priceCents: null, salePriceCents: null, available: false }, NOW).available).toBe(
      false,
    );
  });

  it("does not sell an item with no price in the clinic's currency, unless the clinic has its own (decision 268)", () => {
    const unlisted = { ...group, priceCents: null };
    expect(effectiveItemPrice(unlisted, null, NOW)).toMatchObject({ available: false, onSale: false });
    expect(
      effectiveItemPrice(unlisted, { priceCents: 320_00, salePriceCents: null, available: null }, NOW),
    ).toMatchObject({ priceCents: 320_00, available: true });
  });
});

describe("a sale with a start and an end (decision 168)", () => {
  const starts = new Date("2031-06-10T23:00:00Z");
  const ends = new Date("2031-06-20T23:00:00Z");
  const onSale = { ...group, salePriceCents: 299_00, saleStartsAt: starts, saleEndsAt: ends };

  it("charges the sale price only from its start (inclusive) until its end (exclusive), by the injected clock", () => {
    expect(effectiveItemPrice(onSale, null, new Date(starts.getTime() - 1))).toMatchObject({
      priceCents: 399_00,
      onSale: false,
    });
    expect(effectiveItemPrice(onSale, null, starts)).toMatchObject({
      priceCents: 299_00,
      onSale: true,
      regularPriceCents: 399_00,
    });
    expect(effectiveItemPrice(onSale, null, new Date(ends.getTime() - 1))).toMatchObject({
      priceCents: 299_00,
      onSale: true,
    });
    expect(effectiveItemPrice(onSale, null, ends)).toMatchObject({ priceCents: 399_00, onSale: false });
    expect(effectiveItemPrice({ ...onSale, saleStartsAt: null }, null, NOW)).toMatchObject({ onSale: true });
    expect(effectiveItemPrice({ ...onSale, saleEndsAt: null }, null, new Date("2099-01-01T00:00:00Z"))).toMatchObject({
      onSale: true,
    });
  });

  it("a clinic's own sale brings its own window; without one, the group's sale and window apply there", () => {
    const clinicSale = {
      priceCents: null,
      salePriceCents: 199_00,
      saleStartsAt: new Date("2031-07-01T00:00:00Z"),
      saleEndsAt: null,
      available: null,
    };
    expect(effectiveItemPrice(onSale, clinicSale, new Date("2031-06-15T12:00:00Z"))).toMatchObject({
      priceCents: 399_00,
      onSale: false,
    });
    expect(effectiveItemPrice(onSale, clinicSale, new Date("2031-07-02T12:00:00Z"))).toMatchObject({
      priceCents: 199_00,
      onSale: true,
    });
    expect(
      effectiveItemPrice(
        onSale,
        { priceCents: 450_00, salePriceCents: null, available: null },
        new Date("2031-06-15T12:00:00Z"),
      ),
    ).toMatchObject({ priceCents: 299_00, regularPriceCents: 450_00 });
  });

  it("names the next boundary after now", () => {
    expect(nextSaleBoundary([onSale], NOW)).toEqual(starts);
    expect(nextSaleBoundary([onSale], starts)).toEqual(ends);
    expect(nextSaleBoundary([onSale], ends)).toBeNull();
  });
});

describe("effectiveOptionPrice", () => {
  it("charges a clinic's own add-on price, else the group's (a zero price is a price)", () => {
    expect(effectiveOptionPrice(180_00, null)).toBe(180_00);
    expect(effectiveOptionPrice(180_00, undefined)).toBe(180_00);
    expect(effectiveOptionPrice(180_00, 165_50)).toBe(165_50);
    expect(effectiveOptionPrice(180_00, 0)).toBe(0);
  });

  it("is null (not sold) with neither a price list row in the clinic's currency nor the clinic's own price", () => {
    expect(effectiveOptionPrice(null, null)).toBeNull();
    expect(effectiveOptionPrice(undefined, 145_00)).toBe(145_00);
  });
});
