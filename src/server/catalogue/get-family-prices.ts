import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems } from "@/db/schema";
import { DEFAULT_CURRENCY } from "@/config/money";
import { readPriceList } from "./price-list";

export type Family = "infusion" | "injection" | "blood" | "spa" | "diagnostics" | "detox";

export interface FamilyPrice {
  family: Family;
  /** Lowest price sold online or shown in the family; null when every item is on request. */
  fromCents: number | null;
  currency: string;
}

/** The "from" price of each service family in one currency's price list (items without a price in it are left out). */
export async function getFamilyPrices(
  now: Date = new Date(),
  currency: string = DEFAULT_CURRENCY,
): Promise<FamilyPrice[]> {
  const db = getDb();
  const rows = await db
    .select({ id: catalogueItems.id, family: catalogueItems.category })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.active, true), eq(catalogueItems.priceOnRequest, false)));
  const prices = await readPriceList(db, { currency }, { itemIds: rows.map((r) => r.id) });
  const listed = rows.filter((r) => prices.priced(r.id));
  const order: Family[] = ["infusion", "injection", "blood", "spa", "diagnostics", "detox"];
  return order.map((family) => {
    const inFamily = listed.filter((r) => r.family === family).map((r) => prices.item(r.id, now).priceCents);
    return { family, fromCents: inFamily.length ? Math.min(...inFamily) : null, currency: prices.currency };
  });
}
