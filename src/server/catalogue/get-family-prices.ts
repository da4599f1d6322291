import "server-only";
import { and, eq, min } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems } from "@/db/schema";

export type Family = "infusion" | "injection" | "blood" | "spa" | "diagnostics" | "detox";

export interface FamilyPrice {
  family: Family;
  /** Lowest price sold online or shown in the family; null when every item is on request. */
  fromCents: number | null;
  currency: string;
}

/** The "from" price of each service family, read from the catalogue. */
export async function getFamilyPrices(): Promise<FamilyPrice[]> {
  const rows = await getDb()
    .select({ family: catalogueItems.category, fromCents: min(catalogueItems.priceCents), currency: catalogueItems.currency })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.active, true), eq(catalogueItems.priceOnRequest, false)))
    .groupBy(catalogueItems.category, catalogueItems.currency);
  const order: Family[] = ["infusion", "injection", "blood", "spa", "diagnostics", "detox"];
  return order.map((family) => {
    const row = rows.find((r) => r.family === family);
    return { family, fromCents: row?.fromCents ?? null, currency: row?.currency ?? "USD" };
  });
}
