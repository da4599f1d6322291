import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems, catalogueOptions } from "@/db/schema";
import { effectiveItemPrice } from "@/server/catalogue/item-price";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";

export interface BookableItem {
  code: string;
  slug: string;
  kind: string;
  category: string;
  title: string;
  summary: string;
  durationMinutes: number;
  sessions: number;
  priceCents: number;
  currency: string;
  options: { code: string; name: string; priceCents: number }[];
}

/** Everything that can be booked online (active, available, priced, not request-only), in menu order; names in `locale`. */
export async function listBookableItems(codes?: string[], locale = "en"): Promise<BookableItem[]> {
  const db = getDb();
  const texts = await loadLocalizedCatalogue(locale);
  const items = await db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.active, true),
        eq(catalogueItems.available, true),
        eq(catalogueItems.priceOnRequest, false),
        eq(catalogueItems.requestOnly, false),
        inArray(catalogueItems.kind, ["single", "program", "injection", "blood"]),
        codes ? inArray(catalogueItems.code, codes) : undefined,
      ),
    )
    .orderBy(asc(catalogueItems.sortOrder));
  const options = items.length
    ? await db
        .select()
        .from(catalogueOptions)
        .where(and(inArray(catalogueOptions.itemId, items.map((i) => i.id)), eq(catalogueOptions.active, true)))
        .orderBy(asc(catalogueOptions.sortOrder))
    : [];
  return items.map((i) => ({
    code: i.code,
    slug: i.slug,
    kind: i.kind,
    category: i.category,
    title: texts.itemName(i.code, i.title),
    summary: texts.itemSummary(i.code, i.summary),
    durationMinutes: i.durationMinutes,
    sessions: i.sessions,
    priceCents: effectiveItemPrice(i).priceCents,
    currency: i.currency,
    options: options.filter((o) => o.itemId === i.id).map((o) => ({ code: o.code, name: texts.optionName(o.code, o.name), priceCents: o.priceCents })),
  }));
}
