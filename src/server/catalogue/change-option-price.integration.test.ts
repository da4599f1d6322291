import { and, desc, eq, gt } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, catalogueOptions, clinicOptionOverrides } from "@/db/schema";
import { toCartList } from "@/server/basket/cart-list";
import { listBookableItems } from "@/server/basket/list-bookable-items";
import { quoteCheckout } from "@/server/orders/quote-checkout";
import { at, clinicId, createOwnClinic } from "../../../tests/support/booking-fixtures";
import { expectQuoteAndOrderToCharge } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { changeClinicOptionPrice, listOptionPricesForStaff } from "./change-option-price";
import { getCatalogueItem } from "./get-catalogue-item";

const NOW = new Date("2045-03-01T12:00:00Z");
const GPI_VC = { code: "GPI", optionCode: "GPI-VC", quantity: 1 };
const GROUP_CENTS = 18000;
/** London's role is played by a clinic of this file's own: its prices are nobody else's. */
let london = 0;
let londonSlug = "";
let newYork = 0;
let capeTown = 0;

beforeAll(async () => {
  ({ id: london, slug: londonSlug } = await createOwnClinic("option-price"));
  newYork = await clinicId("new-york");
  capeTown = await clinicId("cape-town");
});

const zones: Record<number, string> = {};
const quoteAt = async (clinic: number, day: string) => {
  zones[london] = "Europe/London";
  zones[newYork] = "America/New_York";
  return quoteCheckout(
    null,
    { clinicId: clinic, startsAt: at(day, "10:00", zones[clinic]!), lines: [GPI_VC], paymentMethod: "clinic" },
    { now: NOW },
  );
};
const listedAt = async (clinicSlug?: string) =>
  (await getCatalogueItem("injection", "glutathione-push", clinicSlug))?.options.find((o) => o.code === "GPI-VC")
    ?.priceCents;
const optionRows = async () => {
  const [option] = await getDb()
    .select({ id: catalogueOptions.id })
    .from(catalogueOptions)
    .where(eq(catalogueOptions.code, "GPI-VC"));
  return getDb()
    .select()
    .from(clinicOptionOverrides)
    .where(and(eq(clinicOptionOverrides.optionId, option!.id), eq(clinicOptionOverrides.clinicId, london)));
};

describe("a clinic's own price for an add-on", () => {
  it("refuses reception (FORBIDDEN) and another clinic's manager (NOT_FOUND): nothing written", async () => {
    const reception = await createStaff("reception", [londonSlug]);
    await expect(
      changeClinicOptionPrice(reception, { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price: "1" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const capeTownManager = await createStaff("manager", ["cape-town"]);
    await expect(
      changeClinicOptionPrice(capeTownManager, {
        code: "GPI",
        optionCode: "GPI-VC",
        clinicId: String(london),
        price: "1",
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(listOptionPricesForStaff(capeTownManager, "GPI", london)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await listOptionPricesForStaff(capeTownManager, "GPI", capeTown)).not.toHaveLength(0);
    expect(await optionRows()).toEqual([]);
  });

  it("refuses a NUL byte, 1 MB, a negative price and 10^12 with the price field's message, writing nothing", async () => {
    const manager = await createStaff("manager", [londonSlug]);
    const since = new Date();
    for (const price of ["16\u00005", "9".repeat(1_000_000), "-5", "1000000000000"]) {
      await expect(
        changeClinicOptionPrice(manager, { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price }),
      ).rejects.toMatchObject({
        name: "ZodError",
        issues: [expect.objectContaining({ path: ["price"], message: "priceFormat" })],
      });
    }
    await expect(
      changeClinicOptionPrice(manager, { code: "GPI", optionCode: "GPI-NOPE", clinicId: String(london), price: "5" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await optionRows()).toEqual([]);
    expect(
      await getDb()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, manager.userId), gt(auditLog.at, new Date(since.getTime() - 1)))),
    ).toEqual([]);
  });

  it("London's own price is what London's quote, order, basket API, service page and choose-program charge; New York keeps the group's; clearing returns to it", async () => {
    const manager = await createStaff("manager", [londonSlug]);
    expect((await quoteAt(london, "2045-03-14")).quote.subtotalCents).toBe(GROUP_CENTS);
    await changeClinicOptionPrice(
      manager,
      { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price: "165.50" },
      NOW,
    );

    await expectQuoteAndOrderToCharge(london, at("2045-03-14", "10:00", "Europe/London"), GPI_VC, 16550, NOW);

    expect((await quoteAt(newYork, "2045-03-15")).quote.subtotalCents).toBe(GROUP_CENTS);
    expect(await listedAt(londonSlug)).toBe(16550);
    expect(await listedAt("new-york")).toBe(GROUP_CENTS);
    expect(await listedAt()).toBe(GROUP_CENTS);
    const bookable = async (slug?: string) =>
      (await listBookableItems(["GPI"], "en", NOW, slug))[0]?.options.find((o) => o.code === "GPI-VC")?.priceCents;
    expect(await bookable(londonSlug)).toBe(16550);
    expect(await bookable("new-york")).toBe(GROUP_CENTS);
    expect((await toCartList([GPI_VC], false, "en", london))[0]!.priceValue).toBe(165.5);
    expect((await toCartList([GPI_VC], false, "en", newYork))[0]!.priceValue).toBe(180);
    expect((await listOptionPricesForStaff(manager, "GPI", london)).find((o) => o.code === "GPI-VC")).toMatchObject({
      groupPriceCents: GROUP_CENTS,
      clinicPriceCents: 16550,
      effectiveCents: 16550,
    });

    await changeClinicOptionPrice(
      manager,
      { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price: "" },
      NOW,
    );
    expect((await quoteAt(london, "2045-03-16")).quote.subtotalCents).toBe(GROUP_CENTS);
    expect(await listedAt(londonSlug)).toBe(GROUP_CENTS);
    expect(await optionRows()).toEqual([]);
  });

  it("writes an audit row with before and after for a set, a change and a clear", async () => {
    const admin = await createStaff("admin");
    await changeClinicOptionPrice(
      admin,
      { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price: "170" },
      NOW,
    );
    await changeClinicOptionPrice(
      admin,
      { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price: "160" },
      NOW,
    );
    await changeClinicOptionPrice(
      admin,
      { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price: "" },
      NOW,
    );
    const rows = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, "catalogue.clinic_option_price")))
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => ({ entityId: r.entityId, clinicId: r.clinicId, before: r.before, after: r.after }))).toEqual(
      [
        { entityId: "GPI-VC", clinicId: london, before: { priceCents: 16000 }, after: null },
        { entityId: "GPI-VC", clinicId: london, before: { priceCents: 17000 }, after: { priceCents: 16000 } },
        { entityId: "GPI-VC", clinicId: london, before: null, after: { priceCents: 17000 } },
      ],
    );
  });

  it("five saves at once all land, one after another: one row with the last price, five audit rows chained before to after", async () => {
    const admin = await createStaff("admin");
    const prices = ["171", "172", "173", "174", "175"];
    await Promise.all(
      prices.map((price) =>
        changeClinicOptionPrice(admin, { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price }, NOW),
      ),
    );
    const rows = await optionRows();
    expect(rows).toHaveLength(1);
    const audits = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, "catalogue.clinic_option_price")))
      .orderBy(auditLog.id);
    expect(audits).toHaveLength(5);
    expect(audits[0]!.before).toBeNull();
    for (let i = 1; i < audits.length; i++) expect(audits[i]!.before).toEqual(audits[i - 1]!.after);
    expect(audits.at(-1)!.after).toEqual({ priceCents: rows[0]!.priceCents });
    await changeClinicOptionPrice(
      admin,
      { code: "GPI", optionCode: "GPI-VC", clinicId: String(london), price: "" },
      NOW,
    );
  });
});
