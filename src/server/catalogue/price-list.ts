import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import {
  catalogueItems,
  catalogueOptionPrices,
  catalogueOptions,
  cataloguePrices,
  clinicCatalogueOverrides,
  clinicOptionOverrides,
  clinics,
} from "@/db/schema";
import { DEFAULT_CURRENCY } from "@/config/money";
import {
  effectiveItemPrice,
  effectiveOptionPrice,
  type ClinicPriceOverride,
  type EffectivePrice,
  type GroupPrice,
} from "./item-price";

type Reader = Pick<Database, "select">;

/**
 * Where prices are read for: a clinic (its currency's price list and its own prices), or, before a clinic is chosen,
 * a currency's price list alone (the group's default without one).
 */
export interface PriceListAt {
  clinicId?: number | null;
  /** The clinic by its slug (an area's pages price at the area's home clinic, `areaHomeClinic`); `clinicId` wins. */
  clinicSlug?: string;
  /** Without a clinic: which currency's list (DEFAULT_CURRENCY without one). Ignored with a clinic: its own. */
  currency?: string;
}

/** One reading of the price list for some items and add-ons, at one clinic or in one currency. */
export interface PriceList {
  /** What every amount here is in: the clinic's currency, or the currency asked for without a clinic. */
  currency: string;
  /** The clinic read for; null when none was given or it does not exist (then no clinic's own prices apply). */
  clinicId: number | null;
  /** An item's effective price (effectiveItemPrice): the clinic's own, else the price list's row; none: not sold. */
  item(itemId: number, now: Date): EffectivePrice;
  /** An add-on's effective price (effectiveOptionPrice); null: not sold here. */
  option(optionId: number): number | null;
  /** Whether the item has a price here (the clinic's own or the price list's row), whatever its availability. */
  priced(itemId: number): boolean;
  /** The group's price facts for an item in this currency (the back office shows them beside the clinic's). */
  group(itemId: number): GroupPrice;
  /** The clinic's own values for an item, when it has any. */
  itemOverride(itemId: number): ClinicPriceOverride | null;
  /** The price list's row for an add-on in this currency, null without one. */
  listedOption(optionId: number): number | null;
  /** The clinic's own price for an add-on, null when it follows the price list. */
  optionOverride(optionId: number): number | null;
}

const NOT_LISTED: GroupPrice = { priceCents: null, salePriceCents: null, available: false };

/**
 * The one reading of prices (decision 268): for these items and add-ons, the price list's rows in the clinic's
 * currency and the clinic's own prices (decisions 143, 164), in at most three queries. Every place that shows or
 * charges a catalogue price (pages, basket, quote, order, back office) reads it here; the quote and the order then
 * price with the same figures (decision 095).
 *
 * The group's sale price (catalogue_items.sale_price_cents) is in the item's own currency (catalogue_items.currency)
 * and applies only to that currency's list; a clinic's own sale is in its currency by construction.
 */
export async function readPriceList(
  db: Reader,
  at: PriceListAt,
  ids: { itemIds?: readonly number[]; optionIds?: readonly number[] },
): Promise<PriceList> {
  const { clinicId, currency } = await whereFor(db, at);
  const itemIds = [...new Set(ids.itemIds ?? [])];
  const optionIds = [...new Set(ids.optionIds ?? [])];
  const ownItem =
    clinicId == null
      ? sql`false`
      : and(eq(clinicCatalogueOverrides.itemId, catalogueItems.id), eq(clinicCatalogueOverrides.clinicId, clinicId));
  const itemRows = itemIds.length
    ? await db
        .select({
          id: catalogueItems.id,
          itemCurrency: catalogueItems.currency,
          listed: cataloguePrices.priceCents,
          salePriceCents: catalogueItems.salePriceCents,
          saleStartsAt: catalogueItems.saleStartsAt,
          saleEndsAt: catalogueItems.saleEndsAt,
          available: catalogueItems.available,
          ownClinic: clinicCatalogueOverrides.clinicId,
          ownPriceCents: clinicCatalogueOverrides.priceCents,
          ownSalePriceCents: clinicCatalogueOverrides.salePriceCents,
          ownSaleStartsAt: clinicCatalogueOverrides.saleStartsAt,
          ownSaleEndsAt: clinicCatalogueOverrides.saleEndsAt,
          ownAvailable: clinicCatalogueOverrides.available,
        })
        .from(catalogueItems)
        .leftJoin(
          cataloguePrices,
          and(eq(cataloguePrices.itemId, catalogueItems.id), eq(cataloguePrices.currency, currency)),
        )
        .leftJoin(clinicCatalogueOverrides, ownItem)
        .where(inArray(catalogueItems.id, itemIds))
    : [];
  const ownOption =
    clinicId == null
      ? sql`false`
      : and(eq(clinicOptionOverrides.optionId, catalogueOptions.id), eq(clinicOptionOverrides.clinicId, clinicId));
  const optionRows = optionIds.length
    ? await db
        .select({
          id: catalogueOptions.id,
          listed: catalogueOptionPrices.priceCents,
          own: clinicOptionOverrides.priceCents,
        })
        .from(catalogueOptions)
        .leftJoin(
          catalogueOptionPrices,
          and(eq(catalogueOptionPrices.optionId, catalogueOptions.id), eq(catalogueOptionPrices.currency, currency)),
        )
        .leftJoin(clinicOptionOverrides, ownOption)
        .where(inArray(catalogueOptions.id, optionIds))
    : [];

  const groups = new Map<number, GroupPrice>();
  const overrides = new Map<number, ClinicPriceOverride>();
  for (const row of itemRows) {
    const groupSale = row.itemCurrency === currency;
    groups.set(row.id, {
      priceCents: row.listed,
      salePriceCents: groupSale ? row.salePriceCents : null,
      saleStartsAt: groupSale ? row.saleStartsAt : null,
      saleEndsAt: groupSale ? row.saleEndsAt : null,
      available: row.available,
    });
    if (row.ownClinic != null)
      overrides.set(row.id, {
        priceCents: row.ownPriceCents,
        salePriceCents: row.ownSalePriceCents,
        saleStartsAt: row.ownSaleStartsAt,
        saleEndsAt: row.ownSaleEndsAt,
        available: row.ownAvailable,
      });
  }
  const options = new Map(optionRows.map((row) => [row.id, row]));
  return {
    currency,
    clinicId,
    item: (itemId, now) => effectiveItemPrice(groups.get(itemId) ?? NOT_LISTED, overrides.get(itemId), now),
    option: (optionId) => effectiveOptionPrice(options.get(optionId)?.listed, options.get(optionId)?.own),
    priced: (itemId) => overrides.get(itemId)?.priceCents != null || groups.get(itemId)?.priceCents != null,
    group: (itemId) => groups.get(itemId) ?? NOT_LISTED,
    itemOverride: (itemId) => overrides.get(itemId) ?? null,
    listedOption: (optionId) => options.get(optionId)?.listed ?? null,
    optionOverride: (optionId) => options.get(optionId)?.own ?? null,
  };
}

/** The clinic (when it exists) and the currency its prices are read in. */
async function whereFor(db: Reader, at: PriceListAt): Promise<{ clinicId: number | null; currency: string }> {
  if (at.clinicId != null || at.clinicSlug) {
    const [clinic] = await db
      .select({ id: clinics.id, currency: clinics.currency })
      .from(clinics)
      .where(at.clinicId != null ? eq(clinics.id, at.clinicId) : eq(clinics.slug, at.clinicSlug!));
    if (clinic) return { clinicId: clinic.id, currency: clinic.currency };
  }
  return { clinicId: null, currency: at.currency ?? DEFAULT_CURRENCY };
}
