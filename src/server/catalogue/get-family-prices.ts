import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems } from "@/db/schema";
import { readPriceList, type PriceListAt } from "./price-list";

export type Family = "infusion" | "injection" | "blood" | "spa" | "diagnostics" | "detox";

export interface FamilyPrice {
  family: Family;
  /** Lowest price sold online or shown in the family; null when every item is on request. */
  fromCents: number | null;
  currency: string;
}

/**
 * The "from" price of each service family where `at` says (an area's home clinic on its pages, decision 268), or in
 * one currency's price list; items without a price there are left out.
 */
export async function getFamilyPrices(at: PriceListAt = {}, now: Date = new Date()): Promise<FamilyPrice[]> {
  const db = getDb();
  const rows = await db
    .select({ id: catalogueItems.id, family: catalogueItems.category })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.active, true), eq(catalogueItems.priceOnRequest, false)));
  const prices = await readPriceList(db, at, { itemIds: rows.map((r) => r.id) });
  const listed = rows.filter((r) => prices.priced(r.id));
  const order: Family[] = ["infusion", "injection", "blood", "spa", "diagnostics", "detox"];
  return order.map((family) => {
    const inFamily = listed.filter((r) => r.family === family).map((r) => prices.item(r.id, now).priceCents);
    return { family, fromCents: inFamily.length ? Math.min(...inFamily) : null, currency: prices.currency };
  });
}
