import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import { placeOrder } from "@/server/orders/place-order";
import { quoteCheckout } from "@/server/orders/quote-checkout";
import { at, clinicId, createCustomer, priceOf } from "../../../tests/support/booking-fixtures";
import { expectQuoteAndOrderToCharge, visitOrder } from "../../../tests/support/order-fixtures";
import { useFreshDatabase } from "../../../tests/support/fresh-database";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { changeCatalogueItem, clearClinicPrice } from "./change-catalogue-item";
import { getCatalogueItem } from "./get-catalogue-item";
import { listCatalogueForStaff } from "./list-catalogue-for-staff";

const NOW = new Date("2031-05-01T12:00:00Z");
const SNADD = { code: "SNADD", optionCode: null, quantity: 1 };
let london = 0;
let capeTown = 0;
/** The seeded prices before any change: London's in pounds, Cape Town's in rand, the group's list in dollars. */
let londonSnadd = 0;
let capeTownSnadd = 0;
let groupSnadd = 0;

/**
 * A database of this file's own: an admin's group price changes what every clinic and page charges, and a London
 * manager's price what London's quotes charge, which other files quote at the same time.
 */
let fresh: Awaited<ReturnType<typeof useFreshDatabase>>;
beforeAll(async () => {
  fresh = await useFreshDatabase();
  london = await clinicId("london");
  capeTown = await clinicId("cape-town");
  [londonSnadd, capeTownSnadd, groupSnadd] = await Promise.all([
    priceOf("SNADD", london, NOW),
    priceOf("SNADD", capeTown, NOW),
    priceOf("SNADD", null, NOW),
  ]);
});

afterAll(async () => {
  await fresh.stop();
});

const quoteAt = (clinic: number, day: string) =>
  quoteCheckout(
    null,
    {
      clinicId: clinic,
      startsAt: at(day, "10:00", clinic === london ? "Europe/London" : "Africa/Johannesburg"),
      lines: [SNADD],
      paymentMethod: "clinic",
    },
    { now: NOW },
  );

describe("changing a price from the back office", () => {
  it("refuses reception: FORBIDDEN, nothing changed", async () => {
    const reception = await createStaff("reception", ["london"]);
    await expect(
      changeCatalogueItem(reception, { code: "SNADD", clinicId: String(london), price: "1", available: "on" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await quoteAt(london, "2031-05-10")).quote.subtotalCents).toBe(londonSnadd);
  });

  it("answers a London manager's change to Cape Town as not found, and the group price as forbidden", async () => {
    const manager = await createStaff("manager", ["london"]);
    await expect(
      changeCatalogueItem(manager, { code: "SNADD", clinicId: String(capeTown), price: "500", available: "on" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      changeCatalogueItem(manager, { code: "SNADD", clinicId: "", price: "500", available: "on" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(listCatalogueForStaff(manager, capeTown)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("a London manager's new price is what London's quote and order charge, Cape Town's is unchanged, and the audit log has before and after", async () => {
    const manager = await createStaff("manager", ["london"]);
    await changeCatalogueItem(
      manager,
      { code: "SNADD", clinicId: String(london), price: "450", salePrice: "", available: "on" },
      NOW,
    );

    await expectQuoteAndOrderToCharge(london, at("2031-05-12", "10:00", "Europe/London"), SNADD, 45000, NOW);

    expect((await quoteAt(capeTown, "2031-05-12")).quote).toMatchObject({
      subtotalCents: capeTownSnadd,
      currency: "ZAR",
    });
    // The UK site's service page is London's price; the group's list (no clinic) is not.
    expect((await getCatalogueItem("infusion", "signature_detox", "london"))?.priceCents).toBe(45000);
    expect((await getCatalogueItem("infusion", "signature_detox"))?.priceCents).toBe(groupSnadd);

    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, manager.userId), eq(auditLog.action, "catalogue.clinic_price")))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      entityId: "SNADD",
      clinicId: london,
      before: null,
      after: { priceCents: 45000, salePriceCents: null, available: true },
    });
  });

  it("a sale price is charged while the regular price is shown struck through, and must be below the price", async () => {
    const manager = await createStaff("manager", ["london"]);
    await expect(
      changeCatalogueItem(manager, {
        code: "SNADD",
        clinicId: String(london),
        price: "450",
        salePrice: "450",
        available: "on",
      }),
    ).rejects.toMatchObject({ name: "ZodError" });
    await changeCatalogueItem(
      manager,
      { code: "SNADD", clinicId: String(london), price: "450", salePrice: "350.50", available: "on" },
      NOW,
    );
    expect((await quoteAt(london, "2031-05-13")).quote.subtotalCents).toBe(35050);
    expect(await getCatalogueItem("infusion", "signature_detox", "london")).toMatchObject({
      priceCents: 35050,
      regularPriceCents: 45000,
      available: true,
    });
  });

  it("not currently available at one clinic: that clinic's order refuses it, the other clinic still sells it", async () => {
    const manager = await createStaff("manager", ["london"]);
    await changeCatalogueItem(manager, { code: "SNADD", clinicId: String(london), price: "450" }, NOW);
    const quoted = await quoteAt(london, "2031-05-14");
    expect(quoted.lines[0]!.problem).toBe("unavailable");
    const customer = await createCustomer();
    await expect(
      placeOrder(customer, visitOrder(london, at("2031-05-14", "10:00", "Europe/London"), { lines: [SNADD] }), {
        now: NOW,
      }),
    ).rejects.toMatchObject({ code: "PRODUCT_UNAVAILABLE" });
    expect((await quoteAt(capeTown, "2031-05-14")).lines[0]!.problem).toBeNull();
    expect(await getCatalogueItem("infusion", "signature_detox", "london")).toMatchObject({ available: false });
    await clearClinicPrice(manager, { code: "SNADD", clinicId: london }, NOW);
    expect((await quoteAt(london, "2031-05-14")).quote.subtotalCents).toBe(londonSnadd);
  });

  it("an admin changes the group's price in its currency (dollars): New York and the group's pages use it, London and Cape Town keep their own currency's list", async () => {
    const admin = await createStaff("admin");
    const [londonBefore, capeTownBefore] = await Promise.all([
      priceOf("WWBP", london, NOW),
      priceOf("WWBP", capeTown, NOW),
    ]);
    await changeCatalogueItem(admin, { code: "WWBP", clinicId: "", price: "425", available: "on" }, NOW);
    expect((await getCatalogueItem("blood", "well-woman"))?.priceCents).toBe(42500);
    expect(await getCatalogueItem("blood", "well-woman", "new-york")).toMatchObject({
      priceCents: 42500,
      currency: "USD",
    });
    expect(await getCatalogueItem("blood", "well-woman", "london")).toMatchObject({
      priceCents: londonBefore,
      currency: "GBP",
    });
    expect(await getCatalogueItem("blood", "well-woman", "cape-town")).toMatchObject({
      priceCents: capeTownBefore,
      currency: "ZAR",
    });
    const rows = await listCatalogueForStaff(admin, null);
    expect(rows.find((r) => r.code === "WWBP")?.effective.priceCents).toBe(42500);
  });

  it("an admin sets the group's pound price: London sells at it, New York and Cape Town keep theirs, and a group sale in pounds is refused", async () => {
    const admin = await createStaff("admin");
    const [newYorkBefore, capeTownBefore] = await Promise.all([
      priceOf("IMB", await clinicId("new-york"), NOW),
      priceOf("IMB", capeTown, NOW),
    ]);
    await changeCatalogueItem(admin, { code: "IMB", clinicId: "", currency: "GBP", price: "335" }, NOW);
    expect(await getCatalogueItem("infusion", "vitamin_immune_booster", "london")).toMatchObject({
      priceCents: 335_00,
      currency: "GBP",
      available: true,
    });
    expect(await priceOf("IMB", await clinicId("new-york"), NOW)).toBe(newYorkBefore);
    expect(await priceOf("IMB", capeTown, NOW)).toBe(capeTownBefore);
    const pounds = await listCatalogueForStaff(admin, null, NOW, "GBP");
    expect(pounds.find((r) => r.code === "IMB")).toMatchObject({
      currency: "GBP",
      itemCurrency: "USD",
      group: { priceCents: 335_00 },
    });
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, "catalogue.price")))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ before: { currency: "GBP" }, after: { currency: "GBP", priceCents: 335_00 } });

    await expect(
      changeCatalogueItem(admin, { code: "IMB", clinicId: "", currency: "GBP", price: "335", salePrice: "300" }, NOW),
    ).rejects.toMatchObject({ code: "VALIDATION", fields: { salePrice: "saleInItemCurrency" } });
    await expect(
      changeCatalogueItem(admin, { code: "IMB", clinicId: "", currency: "EUR", price: "335" }, NOW),
    ).rejects.toMatchObject({ name: "ZodError" });
    // A manager never edits a group list, in any currency.
    const manager = await createStaff("manager", ["london"]);
    await expect(
      changeCatalogueItem(manager, { code: "IMB", clinicId: "", currency: "GBP", price: "1" }, NOW),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(await priceOf("IMB", london, NOW)).toBe(335_00);
  });
});
