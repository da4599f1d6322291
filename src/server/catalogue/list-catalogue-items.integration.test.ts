import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { catalogueItems } from "@/db/schema";
import { useFreshDatabase } from "../../../tests/support/fresh-database";
import { getCatalogueItem } from "./get-catalogue-item";
import { getCatalogueItemByCode } from "./get-catalogue-item-by-code";
import { listCatalogueItems } from "./list-catalogue-items";

/** A database of this file's own: it stops selling AFI, which other files quote and book at the same time. */
let fresh: Awaited<ReturnType<typeof useFreshDatabase>>;
beforeAll(async () => {
  fresh = await useFreshDatabase();
});
afterAll(async () => {
  await fresh.stop();
});

describe("listCatalogueItems", () => {
  it("lists the single infusions in menu order with the original site's prices and minutes", async () => {
    const singles = await listCatalogueItems({ category: "infusion", kind: "single" });
    expect(singles.map((i) => [i.code, i.priceCents, i.durationMinutes])).toEqual([
      ["NADEPI", 69900, 120],
      ["AFI", 39900, 60],
      ["SNADD", 39900, 120],
      ["FBIV", 39900, 60],
      ["IMB", 39900, 90],
      ["JLIV", 29900, 75],
    ]);
  });

  it("gives programmes their number of sessions", async () => {
    const programmes = await listCatalogueItems({ kind: "program" });
    expect(Object.fromEntries(programmes.map((p) => [p.slug, p.sessions]))).toEqual({
      "executive-high-flyer-plus": 5,
      "alcohol-detox": 5,
      "skin-brightening": 8,
      "hair-rejuvenation": 5,
      "fat-burner": 10,
      "concentrated-vitamin-c": 12,
    });
  });

  it("filters partner spa items by type and attaches their options in order", async () => {
    const combos = await listCatalogueItems({ partnerType: "double_traitement" });
    expect(combos.map((c) => c.code)).toEqual(["NAD_FACIAL_250", "NAD_FACIAL_750"]);
    expect(combos[0]!.options.map((o) => [o.code, o.priceCents])).toEqual([
      ["NAD_FACIAL_250-F60", 105838],
      ["NAD_FACIAL_250-F90", 124648],
    ]);
    expect(combos.every((c) => c.requestOnly)).toBe(true);
  });

  it("lists chosen goods codes across families", async () => {
    const items = await listCatalogueItems({ codes: ["BIO_AGE", "NADEPI", "GPI"] });
    expect(items.map((i) => [i.code, i.category])).toEqual([
      ["NADEPI", "infusion"],
      ["GPI", "injection"],
      ["BIO_AGE", "diagnostics"],
    ]);
  });

  it("leaves out items the clinic no longer sells", async () => {
    await getDb().update(catalogueItems).set({ active: false }).where(eq(catalogueItems.code, "AFI"));
    const singles = await listCatalogueItems({ category: "infusion", kind: "single" });
    expect(singles.map((i) => i.code)).not.toContain("AFI");
    expect(await getCatalogueItem("infusion", "anti_fatigue_iv_infusion")).toBeNull();
    await getDb().update(catalogueItems).set({ active: true }).where(eq(catalogueItems.code, "AFI"));
    expect(await getCatalogueItem("infusion", "anti_fatigue_iv_infusion")).not.toBeNull();
  });
});

describe("getCatalogueItem", () => {
  it("tells the fat-burner programme from the fat-burner injection by category", async () => {
    const programme = await getCatalogueItem("infusion", "fat-burner");
    const injection = await getCatalogueItem("injection", "fat-burner");
    expect(programme).toMatchObject({ code: "NADFBI", kind: "program", sessions: 10, priceCents: 300000 });
    expect(injection).toMatchObject({ code: "FBIJ", kind: "injection", priceCents: 10000, durationMinutes: 20 });
  });

  it("returns an injection with its five add-on choices", async () => {
    const item = await getCatalogueItem("injection", "glutathione-push");
    expect(item?.options.map((o) => [o.name, o.priceCents])).toEqual([
      ["Without supplement", 15000],
      ["Vitamin B12", 18000],
      ["Vitamin C", 18000],
      ["Vitamin D", 18000],
      ["CoQ10", 18000],
    ]);
  });

  it("answers null for an unknown slug or a slug of another category", async () => {
    expect(await getCatalogueItem("infusion", "no-such-thing")).toBeNull();
    expect(await getCatalogueItem("blood", "glutathione-push")).toBeNull();
  });
});

describe("getCatalogueItemByCode", () => {
  it("finds the five-day detox as price on request", async () => {
    expect(await getCatalogueItemByCode("FNAD")).toMatchObject({
      slug: "five-day-detox",
      priceOnRequest: true,
      requestOnly: true,
    });
    expect(await getCatalogueItemByCode("NOPE")).toBeNull();
  });
});
