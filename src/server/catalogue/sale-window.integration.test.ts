import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog } from "@/db/schema";
import { quoteCheckout } from "@/server/orders/quote-checkout";
import { at } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { changeCatalogueItem } from "./change-catalogue-item";
import { listCatalogueItems } from "./list-catalogue-items";
import { ownClinicForFile } from "../../../tests/support/own-clinic";

const ZONE = "Europe/London";
const SNADD = { code: "SNADD", optionCode: null, quantity: 1 };
/** A clinic of its own, so its sale touches no other test's prices. */
const clinic = ownClinicForFile("sale", { zone: ZONE, chairs: 1 });

/** A manager's price form for SNADD in the test clinic at 399, with the sale fields given. */
const snaddForm = (sale: { salePrice: string; saleFrom: string; saleUntil?: string }) => ({
  code: "SNADD",
  clinicId: String(clinic.id),
  price: "399",
  ...sale,
  available: "on",
});

const pagePriceAt = async (now: Date) =>
  (await listCatalogueItems({ codes: ["SNADD"], clinicSlug: clinic.slug }, now))[0]!;

describe("a sale with a first and a last day", () => {
  it("prices the page, the quote and the order at the sale price only inside its clinic days, by the injected clock", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    await changeCatalogueItem(
      manager,
      snaddForm({ salePrice: "299", saleFrom: "2031-06-10", saleUntil: "2031-06-20" }),
      new Date("2031-05-01T12:00:00Z"),
    );
    // London is on summer time: the first day starts at 23:00 UTC the evening before, the last ends at 23:00 UTC.
    const first = at("2031-06-10", "00:00", ZONE);
    const end = at("2031-06-21", "00:00", ZONE);
    expect(first.toISOString()).toBe("2031-06-09T23:00:00.000Z");
    const before = new Date(first.getTime() - 1);
    // The quote is for a visit well after the sale; only the clock decides the price.
    const quoteNow = (now: Date) =>
      quoteCheckout(
        null,
        { clinicId: clinic.id, startsAt: at("2031-07-25", "10:00", ZONE), lines: [SNADD], paymentMethod: "clinic" },
        { now },
      );
    expect((await quoteNow(before)).quote?.subtotalCents).toBe(39900);
    expect((await quoteNow(first)).quote?.subtotalCents).toBe(29900);
    expect((await quoteNow(new Date(end.getTime() - 1))).quote?.subtotalCents).toBe(29900);
    expect((await quoteNow(end)).quote?.subtotalCents).toBe(39900);
    expect(await pagePriceAt(before)).toMatchObject({ priceCents: 39900, regularPriceCents: null });
    expect(await pagePriceAt(first)).toMatchObject({ priceCents: 29900, regularPriceCents: 39900 });
    expect(await pagePriceAt(end)).toMatchObject({ priceCents: 39900, regularPriceCents: null });
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalogue.clinic_price"), eq(auditLog.clinicId, clinic.id)));
    expect(audit!.after).toMatchObject({
      salePriceCents: 29900,
      saleStartsAt: "2031-06-09T23:00:00.000Z",
      saleEndsAt: "2031-06-20T23:00:00.000Z",
    });
  });

  it("refuses a last day before the first, and days without a sale price", async () => {
    const manager = await createStaff("manager", [clinic.slug]);
    await expect(
      changeCatalogueItem(manager, snaddForm({ salePrice: "299", saleFrom: "2031-06-20", saleUntil: "2031-06-10" })),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      changeCatalogueItem(manager, snaddForm({ salePrice: "", saleFrom: "2031-06-10" })),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      changeCatalogueItem(manager, snaddForm({ salePrice: "299", saleFrom: "10000-01-01" })),
    ).rejects.toMatchObject({ name: "ZodError" });
    await expect(
      changeCatalogueItem(
        await createStaff("reception", [clinic.slug]),
        snaddForm({ salePrice: "299", saleFrom: "2031-06-10" }),
      ),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
