import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import {
  catalogueItems,
  catalogueOptionPrices,
  catalogueOptions,
  clinicCatalogueOverrides,
  clinicOptionOverrides,
} from "@/db/schema";
import { resolveBasketLines } from "@/server/basket/resolve-basket-lines";
import { priceCheckout } from "@/server/orders/price-checkout";
import {
  clinicId,
  createOwnClinic,
  createOwnItem,
  optionPriceOf,
  priceOf,
} from "../../../tests/support/booking-fixtures";
import { readPriceList } from "./price-list";

const NOW = new Date("2031-03-03T12:00:00Z");
/** One AFI in the basket. */
const AFI = { code: "AFI", optionCode: null, quantity: 1 };

/** The one reading of prices (decision 268): a clinic's own price, else the price list's row in its currency. */
describe("readPriceList", () => {
  it("reads the price list's row in the clinic's currency: dollars in a USD clinic, pounds in a GBP clinic", async () => {
    const item = await createOwnItem("list", { USD: 400_00, GBP: 320_00 }, [
      { suffix: "B12", prices: { USD: 430_00, GBP: 345_00 } },
    ]);
    const option = item.options[0]!.id;
    const dollars = await createOwnClinic("usd", { currency: "USD" });
    const pounds = await createOwnClinic("gbp", { currency: "GBP" });
    const atDollars = await readPriceList(
      getDb(),
      { clinicId: dollars.id },
      { itemIds: [item.id], optionIds: [option] },
    );
    expect(atDollars.currency).toBe("USD");
    expect(atDollars.item(item.id, NOW)).toMatchObject({ priceCents: 400_00, available: true });
    expect(atDollars.option(option)).toBe(430_00);
    const atPounds = await readPriceList(getDb(), { clinicId: pounds.id }, { itemIds: [item.id], optionIds: [option] });
    expect(atPounds.currency).toBe("GBP");
    expect(atPounds.item(item.id, NOW)).toMatchObject({ priceCents: 320_00, available: true });
    expect(atPounds.option(option)).toBe(345_00);
    // Without a clinic, the currency asked for (the group's USD by default).
    const noClinic = await readPriceList(getDb(), {}, { itemIds: [item.id] });
    expect([noClinic.currency, noClinic.item(item.id, NOW).priceCents]).toEqual(["USD", 400_00]);
    const inPounds = await readPriceList(getDb(), { currency: "GBP" }, { itemIds: [item.id] });
    expect([inPounds.currency, inPounds.item(item.id, NOW).priceCents]).toEqual(["GBP", 320_00]);
  });

  it("lets the clinic's own price win over the price list's row, for an item and an add-on", async () => {
    const item = await createOwnItem("own", { GBP: 320_00 }, [{ suffix: "VC", prices: { GBP: 345_00 } }]);
    const option = item.options[0]!.id;
    const pounds = await createOwnClinic("own", { currency: "GBP" });
    await getDb().insert(clinicCatalogueOverrides).values({ clinicId: pounds.id, itemId: item.id, priceCents: 299_00 });
    await getDb().insert(clinicOptionOverrides).values({ clinicId: pounds.id, optionId: option, priceCents: 310_00 });
    const prices = await readPriceList(getDb(), { clinicId: pounds.id }, { itemIds: [item.id], optionIds: [option] });
    expect(prices.item(item.id, NOW)).toMatchObject({ priceCents: 299_00, regularPriceCents: 299_00, available: true });
    expect(prices.group(item.id).priceCents).toBe(320_00);
    expect(prices.option(option)).toBe(310_00);
    expect([prices.listedOption(option), prices.optionOverride(option)]).toEqual([345_00, 310_00]);
  });

  it("does not sell an item or add-on with no row in the clinic's currency, never converting another's", async () => {
    const item = await createOwnItem("none", { USD: 400_00 }, [{ suffix: "VD", prices: { USD: 430_00 } }]);
    const option = item.options[0]!.id;
    const rand = await createOwnClinic("zar", { currency: "ZAR" });
    const prices = await readPriceList(getDb(), { clinicId: rand.id }, { itemIds: [item.id], optionIds: [option] });
    expect(prices.item(item.id, NOW)).toMatchObject({ available: false });
    expect(prices.priced(item.id)).toBe(false);
    expect(prices.option(option)).toBeNull();
    // The clinic's own price alone is enough to sell it there.
    await getDb().insert(clinicCatalogueOverrides).values({ clinicId: rand.id, itemId: item.id, priceCents: 7000_00 });
    const own = await readPriceList(getDb(), { clinicId: rand.id }, { itemIds: [item.id] });
    expect(own.item(item.id, NOW)).toMatchObject({ priceCents: 7000_00, available: true });
  });

  it("applies the group's sale only to the price list of the item's own currency", async () => {
    const item = await createOwnItem("sale", { USD: 400_00, GBP: 320_00 });
    await getDb().update(catalogueItems).set({ salePriceCents: 350_00 }).where(eq(catalogueItems.id, item.id));
    const dollars = await readPriceList(getDb(), { currency: "USD" }, { itemIds: [item.id] });
    expect(dollars.item(item.id, NOW)).toMatchObject({ priceCents: 350_00, regularPriceCents: 400_00, onSale: true });
    const pounds = await readPriceList(getDb(), { currency: "GBP" }, { itemIds: [item.id] });
    expect(pounds.item(item.id, NOW)).toMatchObject({ priceCents: 320_00, onSale: false });
  });

  it("gives the basket and the quote a GBP clinic's pounds, and calls an item without a row there unavailable", async () => {
    const pounds = await createOwnClinic("quote", { currency: "GBP" });
    const oneAfiAt = async (clinicId: number) => (await resolveBasketLines([AFI], getDb(), "en", clinicId, NOW))[0];
    const line = await oneAfiAt(pounds.id);
    expect(line).toMatchObject({ unitPriceCents: 320_00, problem: null });
    const { quote } = await priceCheckout(
      getDb(),
      {
        customerId: null,
        lines: [AFI],
        clinicId: pounds.id,
        creditCents: 0,
        paymentMethod: "clinic",
        inResidence: false,
      },
      { now: NOW, lock: false },
    );
    expect([quote.currency, quote.subtotalCents]).toEqual(["GBP", 320_00]);
    const euros = await createOwnClinic("eur", { currency: "EUR" });
    const unsold = await oneAfiAt(euros.id);
    expect(unsold).toMatchObject({ problem: "unavailable", active: false });
  });
});

/** Step 1 of decision 268: a test reads an amount as the effective price of an item at a clinic, not a literal. */
describe("priceOf and optionPriceOf", () => {
  it("read the seeded prices through the same reading: each demo clinic's list in its own currency (decision 268)", async () => {
    const london = await clinicId("london");
    expect(await priceOf("AFI", london, NOW)).toBe(320_00);
    expect(await priceOf("AFI", await clinicId("cape-town"), NOW)).toBe(7200_00);
    expect(await priceOf("NADEP", await clinicId("new-york"), NOW)).toBe(2500_00);
    expect(await optionPriceOf("GPI", "GPI-B12", london)).toBe(145_00);
    expect(await priceOf("AFI", null, NOW)).toBe(399_00);
  });

  it("follow a clinic's currency and own price, and refuse an item not sold there", async () => {
    const item = await createOwnItem("fixture", { GBP: 160_00 }, [{ suffix: "Q10", prices: { GBP: 185_00 } }]);
    const pounds = await createOwnClinic("fixture", { currency: "GBP" });
    expect(await priceOf(item.code, pounds.id, NOW)).toBe(160_00);
    expect(await optionPriceOf(item.code, item.options[0]!.code, pounds.id)).toBe(185_00);
    await getDb().insert(clinicCatalogueOverrides).values({ clinicId: pounds.id, itemId: item.id, priceCents: 150_00 });
    expect(await priceOf(item.code, pounds.id, NOW)).toBe(150_00);
    await expect(priceOf(item.code, null, NOW)).rejects.toThrow(/not sold/);
    await getDb().delete(catalogueOptionPrices).where(eq(catalogueOptionPrices.optionId, item.options[0]!.id));
    await expect(optionPriceOf(item.code, item.options[0]!.code, pounds.id)).rejects.toThrow(/not sold/);
    // The add-on itself stays in the catalogue: only its price in pounds is gone.
    expect(
      await getDb()
        .select({ id: catalogueOptions.id })
        .from(catalogueOptions)
        .where(eq(catalogueOptions.id, item.options[0]!.id)),
    ).toHaveLength(1);
  });
});
