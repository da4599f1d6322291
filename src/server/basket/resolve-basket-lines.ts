import "server-only";
import { inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { catalogueItems, catalogueOptions } from "@/db/schema";
import { readPriceList } from "@/server/catalogue/price-list";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { AppError } from "@/server/errors/app-error";
import type { PricingLine } from "@/server/pricing/price-order";
import type { BasketLineInput } from "./basket-schema";

export interface ResolvedLine extends PricingLine {
  kind: string;
  slug: string;
  category: string;
  /** Why it cannot be bought, when it cannot. */
  problem: "unavailable" | "add_on_required" | null;
}

type Reader = Pick<Database, "select">;

/**
 * Turn basket lines (goods code, add-on choice, quantity) into priced catalogue lines, reading the
 * catalogue for the current price. Lines for items no longer sold (or only on request) are kept and
 * flagged, so the basket can show "This product is not currently available!". Titles are in `locale`
 * (English by default: what orders store). With a clinic, its currency's price list and its own price, sale,
 * availability and add-on prices apply (readPriceList); without one, the group's. An item or add-on with no price in
 * the clinic's currency is "unavailable" there (decision 268).
 */
export async function resolveBasketLines(
  lines: BasketLineInput[],
  db: Reader = getDb(),
  locale = "en",
  clinicId?: number | null,
  now: Date = new Date(),
): Promise<ResolvedLine[]> {
  if (lines.length === 0) return [];
  const texts = await loadLocalizedCatalogue(locale);
  const codes = [...new Set(lines.map((l) => l.code))];
  const items = await db
    .select({
      id: catalogueItems.id,
      code: catalogueItems.code,
      slug: catalogueItems.slug,
      kind: catalogueItems.kind,
      category: catalogueItems.category,
      title: catalogueItems.title,
      durationMinutes: catalogueItems.durationMinutes,
      sessions: catalogueItems.sessions,
      active: catalogueItems.active,
      priceOnRequest: catalogueItems.priceOnRequest,
      requestOnly: catalogueItems.requestOnly,
    })
    .from(catalogueItems)
    .where(inArray(catalogueItems.code, codes));
  const options = items.length
    ? await db
        .select({
          id: catalogueOptions.id,
          itemId: catalogueOptions.itemId,
          code: catalogueOptions.code,
          name: catalogueOptions.name,
          durationMinutes: catalogueOptions.durationMinutes,
          active: catalogueOptions.active,
        })
        .from(catalogueOptions)
        .where(
          inArray(
            catalogueOptions.itemId,
            items.map((i) => i.id),
          ),
        )
    : [];
  const prices = await readPriceList(
    db,
    { clinicId },
    { itemIds: items.map((i) => i.id), optionIds: options.map((o) => o.id) },
  );
  return lines.map((line) => {
    const item = items.find((i) => i.code === line.code);
    if (!item) {
      return {
        code: line.code,
        optionCode: line.optionCode,
        title: line.code,
        unitPriceCents: 0,
        basePriceCents: 0,
        quantity: line.quantity,
        sessions: 1,
        durationMinutes: 0,
        active: false,
        kind: "single",
        slug: "",
        category: "",
        problem: "unavailable",
      };
    }
    const itemOptions = options.filter((o) => o.itemId === item.id);
    const option = line.optionCode ? itemOptions.find((o) => o.code === line.optionCode) : undefined;
    const price = prices.item(item.id, now);
    const optionPrice = option ? prices.option(option.id) : null;
    const sellable =
      item.active &&
      price.available &&
      !item.priceOnRequest &&
      !item.requestOnly &&
      (!line.optionCode || ((option?.active ?? false) && optionPrice != null));
    const needsAddOn = itemOptions.length > 0 && !option;
    const problem = !sellable ? "unavailable" : needsAddOn ? "add_on_required" : null;
    return {
      code: item.code,
      optionCode: option?.code ?? null,
      title: texts.lineTitle(item.code, item.title, option),
      unitPriceCents: option ? (optionPrice ?? 0) : price.priceCents,
      basePriceCents: price.priceCents,
      quantity: line.quantity,
      sessions: item.sessions,
      durationMinutes: option?.durationMinutes ?? item.durationMinutes,
      active: problem === null,
      kind: item.kind,
      slug: item.slug,
      category: item.category,
      problem,
    };
  });
}

/** Every line must be sellable and have its add-on choice before an order can be placed. */
export function assertCheckoutable(lines: ResolvedLine[]): void {
  if (lines.length === 0) throw new AppError("BASKET_EMPTY");
  const unavailable = lines.find((l) => l.problem === "unavailable");
  if (unavailable) throw new AppError("PRODUCT_UNAVAILABLE", { code: unavailable.code });
  const noAddOn = lines.find((l) => l.problem === "add_on_required");
  if (noAddOn) throw new AppError("ADD_ON_REQUIRED", { code: noAddOn.code });
}
