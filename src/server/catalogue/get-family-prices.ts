import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems } from "@/db/schema";
import { effectiveItemPrice } from "./item-price";

export type Family = "infusion" | "injection" | "blood" | "spa" | "diagnostics" | "detox";

export interface FamilyPrice {
  family: Family;
  /** Lowest price sold online or shown in the family; null when every item is on request. */
  fromCents: number | null;
  currency: string;
}

/** The "from" price of each service family, read from the catalogue. */
export async function getFamilyPrices(now: Date = new Date()): Promise<FamilyPrice[]> {
  const rows = await getDb()
    .select({
      family: catalogueItems.category,
      priceCents: catalogueItems.priceCents,
      salePriceCents: catalogueItems.salePriceCents,
      saleStartsAt: catalogueItems.saleStartsAt,
      saleEndsAt: catalogueItems.saleEndsAt,
      available: catalogueItems.available,
      currency: catalogueItems.currency,
    })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.active, true), eq(catalogueItems.priceOnRequest, false)));
  const order: Family[] = ["infusion", "injection", "blood", "spa", "diagnostics", "detox"];
  return order.map((family) => {
    const prices = rows.filter((r) => r.family === family).map((r) => effectiveItemPrice(r, null, now).priceCents);
    return {
      family,
      fromCents: prices.length ? Math.min(...prices) : null,
      currency: rows.find((r) => r.family === family)?.currency ?? "USD",
    };
  });
}
