import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { clinicCatalogueOverrides } from "@/db/schema";

/** The group's own price facts for an item (catalogue_items). */
export interface GroupPrice {
  priceCents: number;
  salePriceCents: number | null;
  available: boolean;
}

/** What one clinic does differently (clinic_catalogue_overrides): null follows the group. */
export interface ClinicPriceOverride {
  priceCents: number | null;
  salePriceCents: number | null;
  available: boolean | null;
}

export interface EffectivePrice {
  /** What one unit costs: the sale price while on sale, else the regular price. */
  priceCents: number;
  /** The price without the sale; shown struck through while on sale. */
  regularPriceCents: number;
  onSale: boolean;
  /** False: "This product is not currently available!" (SPEC 4), not sold here. */
  available: boolean;
}

/**
 * The one rule for an item's price (decision 143): a clinic's override wins field by field over the
 * group's value, and a sale price below the regular price is what is charged. Every place that prices
 * (service pages, basket, quote, order) gets its item prices from here.
 */
export function effectiveItemPrice(group: GroupPrice, override?: ClinicPriceOverride | null): EffectivePrice {
  const regular = override?.priceCents ?? group.priceCents;
  const sale = override?.salePriceCents ?? group.salePriceCents;
  const onSale = sale != null && sale < regular;
  return { priceCents: onSale ? sale : regular, regularPriceCents: regular, onSale, available: group.available && (override?.available ?? true) };
}

type Reader = Pick<Database, "select">;

/** One clinic's overrides for these items, by item id. */
export async function readClinicOverrides(db: Reader, clinicId: number, itemIds: number[]): Promise<Map<number, ClinicPriceOverride>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: clinicCatalogueOverrides.itemId,
      priceCents: clinicCatalogueOverrides.priceCents,
      salePriceCents: clinicCatalogueOverrides.salePriceCents,
      available: clinicCatalogueOverrides.available,
    })
    .from(clinicCatalogueOverrides)
    .where(and(eq(clinicCatalogueOverrides.clinicId, clinicId), inArray(clinicCatalogueOverrides.itemId, itemIds)));
  return new Map(rows.map(({ itemId, ...override }) => [itemId, override]));
}
