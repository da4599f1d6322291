import "server-only";

/**
 * The group's own price facts for an item: its price list row in the clinic's currency (catalogue_prices; null when
 * it has none: not sold in that currency, decision 268) and the group's sale and availability (catalogue_items).
 */
export interface GroupPrice {
  priceCents: number | null;
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
  /**
   * False: "This product is not currently available!" (docs/product/entities.md), not sold here. Also false for an
   * item with no price in this currency and none of the clinic's own (its prices are then 0, never charged).
   */
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
 * order) gets its item prices from here, with its own clock, through readPriceList (price-list.ts). An item with
 * neither a clinic's own price nor a price list row in the clinic's currency is not sold there (decision 268).
 */
export function effectiveItemPrice(
  group: GroupPrice,
  override: ClinicPriceOverride | null | undefined,
  now: Date,
): EffectivePrice {
  const regular = override?.priceCents ?? group.priceCents;
  if (regular == null) return { priceCents: 0, regularPriceCents: 0, onSale: false, available: false };
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

/**
 * The one rule for an add-on's price (decision 164): a clinic's own price for the option wins over the
 * price list's row in the clinic's currency (catalogue_option_prices, decision 268); null, with neither, is not
 * sold there. Every place that prices an add-on gets it through readPriceList (price-list.ts).
 */
export function effectiveOptionPrice(
  listedCents: number | null | undefined,
  overrideCents: number | null | undefined,
): number | null {
  return overrideCents ?? listedCents ?? null;
}
