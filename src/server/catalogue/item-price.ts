import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { clinicCatalogueOverrides, clinicOptionOverrides } from "@/db/schema";

/** The group's own price facts for an item (catalogue_items). */
export interface GroupPrice {
  priceCents: number;
  salePriceCents: number | null;
  /** The sale's window: null start means already, null end means until ended by hand (decision 168). */
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  available: boolean;
}

/** What one clinic does differently (clinic_catalogue_overrides): null follows the group. */
export interface ClinicPriceOverride {
  priceCents: number | null;
  /** A clinic's own sale: its price and its window go together. */
  salePriceCents: number | null;
  saleStartsAt?: Date | null;
  saleEndsAt?: Date | null;
  available: boolean | null;
}

export interface EffectivePrice {
  /** What one unit costs: the sale price while on sale, else the regular price. */
  priceCents: number;
  /** The price without the sale; shown struck through while on sale. */
  regularPriceCents: number;
  onSale: boolean;
  /** False: "This product is not currently available!" (docs/product/entities.md), not sold here. */
  available: boolean;
}

/** Whether a sale window is open at `now`: from its start (inclusive) until its end (exclusive). */
export function saleWindowOpen(window: { saleStartsAt?: Date | null; saleEndsAt?: Date | null }, now: Date): boolean {
  return (
    (window.saleStartsAt == null || now.getTime() >= window.saleStartsAt.getTime()) &&
    (window.saleEndsAt == null || now.getTime() < window.saleEndsAt.getTime())
  );
}

/**
 * The one rule for an item's price (decisions 143, 168): a clinic's override wins field by field over the
 * group's value (a clinic's sale price brings its own window), and a sale price below the regular price is
 * what is charged while its window is open at `now`. Every place that prices (service pages, basket, quote,
 * order) gets its item prices from here, with its own clock.
 */
export function effectiveItemPrice(
  group: GroupPrice,
  override: ClinicPriceOverride | null | undefined,
  now: Date,
): EffectivePrice {
  const regular = override?.priceCents ?? group.priceCents;
  const sale = override?.salePriceCents != null ? override : group;
  const onSale = sale.salePriceCents != null && sale.salePriceCents < regular && saleWindowOpen(sale, now);
  return {
    priceCents: onSale ? sale.salePriceCents! : regular,
    regularPriceCents: regular,
    onSale,
    available: group.available && (override?.available ?? true),
  };
}

/** The next instant a sale in these windows starts or ends after `now` (null: none), for caches that must not outlive it. */
export function nextSaleBoundary(
  windows: { saleStartsAt?: Date | null; saleEndsAt?: Date | null }[],
  now: Date,
): Date | null {
  const times = windows
    .flatMap((w) => [w.saleStartsAt, w.saleEndsAt])
    .filter((t): t is Date => t != null && t.getTime() > now.getTime());
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

type Reader = Pick<Database, "select">;

/** One clinic's overrides for these items, by item id. */
export async function readClinicOverrides(
  db: Reader,
  clinicId: number,
  itemIds: number[],
): Promise<Map<number, ClinicPriceOverride>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({
      itemId: clinicCatalogueOverrides.itemId,
      priceCents: clinicCatalogueOverrides.priceCents,
      salePriceCents: clinicCatalogueOverrides.salePriceCents,
      saleStartsAt: clinicCatalogueOverrides.saleStartsAt,
      saleEndsAt: clinicCatalogueOverrides.saleEndsAt,
      available: clinicCatalogueOverrides.available,
    })
    .from(clinicCatalogueOverrides)
    .where(and(eq(clinicCatalogueOverrides.clinicId, clinicId), inArray(clinicCatalogueOverrides.itemId, itemIds)));
  return new Map(rows.map(({ itemId, ...override }) => [itemId, override]));
}

/**
 * The one rule for an add-on's price (decision 164): a clinic's own price for the option wins over the
 * group's (catalogue_options.price_cents). Every place that prices an add-on calls it with its clinic's
 * prices from readClinicOptionPrices.
 */
export function effectiveOptionPrice(groupCents: number, overrideCents: number | null | undefined): number {
  return overrideCents ?? groupCents;
}

/** One clinic's own add-on prices for these options, by option id (none: every option follows the group). */
export async function readClinicOptionPrices(
  db: Reader,
  clinicId: number | null | undefined,
  optionIds: number[],
): Promise<Map<number, number>> {
  if (!clinicId || optionIds.length === 0) return new Map();
  const rows = await db
    .select({ optionId: clinicOptionOverrides.optionId, priceCents: clinicOptionOverrides.priceCents })
    .from(clinicOptionOverrides)
    .where(and(eq(clinicOptionOverrides.clinicId, clinicId), inArray(clinicOptionOverrides.optionId, optionIds)));
  return new Map(rows.map((r) => [r.optionId, r.priceCents]));
}
