import "server-only";
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { catalogueItems, catalogueOptions } from "@/db/schema";
import { readPriceList } from "./price-list";
import type { CatalogueItem, CatalogueOption, ItemCategory, ItemKind, PartnerType } from "./catalogue-types";

export interface CatalogueFilter {
  category?: ItemCategory;
  kind?: ItemKind;
  partnerType?: PartnerType;
  slug?: string;
  /** Only these goods codes (order follows the menu, not this list). */
  codes?: readonly string[];
  /** Price for this clinic (its currency's price list and its own prices apply); without it, the group's prices. */
  clinicSlug?: string;
}

const itemColumns = {
  id: catalogueItems.id,
  code: catalogueItems.code,
  slug: catalogueItems.slug,
  kind: catalogueItems.kind,
  category: catalogueItems.category,
  partnerType: catalogueItems.partnerType,
  title: catalogueItems.title,
  summary: catalogueItems.summary,
  durationMinutes: catalogueItems.durationMinutes,
  sessions: catalogueItems.sessions,
  priceOnRequest: catalogueItems.priceOnRequest,
  requestOnly: catalogueItems.requestOnly,
  externalUrl: catalogueItems.externalUrl,
};

/** The active add-ons of these items, in menu order. */
export async function readActiveOptions(db: Pick<Database, "select">, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      id: catalogueOptions.id,
      itemId: catalogueOptions.itemId,
      code: catalogueOptions.code,
      name: catalogueOptions.name,
      durationMinutes: catalogueOptions.durationMinutes,
    })
    .from(catalogueOptions)
    .where(and(eq(catalogueOptions.active, true), inArray(catalogueOptions.itemId, itemIds)))
    .orderBy(asc(catalogueOptions.sortOrder), asc(catalogueOptions.id));
}

/** Active catalogue items matching the filter, in menu order, each with its active options in order. */
export async function listCatalogueItems(
  filter: CatalogueFilter = {},
  now: Date = new Date(),
): Promise<CatalogueItem[]> {
  const db = getDb();
  const conditions: SQL[] = [eq(catalogueItems.active, true)];
  if (filter.category) conditions.push(eq(catalogueItems.category, filter.category));
  if (filter.kind) conditions.push(eq(catalogueItems.kind, filter.kind));
  if (filter.partnerType) conditions.push(eq(catalogueItems.partnerType, filter.partnerType));
  if (filter.slug) conditions.push(eq(catalogueItems.slug, filter.slug));
  if (filter.codes) conditions.push(inArray(catalogueItems.code, [...filter.codes]));

  const rows = await db
    .select(itemColumns)
    .from(catalogueItems)
    .where(and(...conditions))
    .orderBy(asc(catalogueItems.sortOrder), asc(catalogueItems.id));
  if (rows.length === 0) return [];

  const options = await readActiveOptions(
    db,
    rows.map((r) => r.id),
  );

  const prices = await readPriceList(
    db,
    { clinicSlug: filter.clinicSlug },
    { itemIds: rows.map((r) => r.id), optionIds: options.map((o) => o.id) },
  );
  const byItem = new Map<number, CatalogueOption[]>();
  for (const { id, itemId, ...option } of options) {
    // An add-on not sold in this currency is not offered (its item stays, priced by its own row).
    const priceCents = prices.option(id);
    if (priceCents == null) continue;
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), { ...option, priceCents }]);
  }
  return rows.map(({ id, ...row }) => {
    const price = prices.item(id, now);
    return {
      ...row,
      priceCents: price.priceCents,
      regularPriceCents: price.onSale ? price.regularPriceCents : null,
      available: price.available,
      currency: prices.currency,
      options: byItem.get(id) ?? [],
    };
  });
}
