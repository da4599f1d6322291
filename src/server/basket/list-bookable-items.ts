import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems, clinics } from "@/db/schema";
import { readActiveOptions } from "@/server/catalogue/list-catalogue-items";
import { readPriceList } from "@/server/catalogue/price-list";
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

/**
 * Everything that can be booked online (active, available, priced, not request-only), in menu order; names in
 * `locale`. With a clinic (the area's, decision 143), its currency's price list and its own item and add-on prices
 * apply (decisions 164, 268); an item or add-on with no price there is left out.
 */
export async function listBookableItems(
  codes?: string[],
  locale = "en",
  now: Date = new Date(),
  clinicSlug?: string,
): Promise<BookableItem[]> {
  const db = getDb();
  const texts = await loadLocalizedCatalogue(locale);
  const items = await db
    .select({
      id: catalogueItems.id,
      code: catalogueItems.code,
      slug: catalogueItems.slug,
      kind: catalogueItems.kind,
      category: catalogueItems.category,
      title: catalogueItems.title,
      summary: catalogueItems.summary,
      durationMinutes: catalogueItems.durationMinutes,
      sessions: catalogueItems.sessions,
    })
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
  const options = await readActiveOptions(
    db,
    items.map((i) => i.id),
  );
  const [clinic] = clinicSlug
    ? await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, clinicSlug))
    : [];
  const prices = await readPriceList(
    db,
    { clinicId: clinic?.id },
    { itemIds: items.map((i) => i.id), optionIds: options.map((o) => o.id) },
  );
  return items
    .filter((i) => prices.priced(i.id))
    .map((i) => ({
      code: i.code,
      slug: i.slug,
      kind: i.kind,
      category: i.category,
      title: texts.itemName(i.code, i.title),
      summary: texts.itemSummary(i.code, i.summary),
      durationMinutes: i.durationMinutes,
      sessions: i.sessions,
      priceCents: prices.item(i.id, now).priceCents,
      currency: prices.currency,
      options: options
        .filter((o) => o.itemId === i.id && prices.option(o.id) != null)
        .map((o) => ({ code: o.code, name: texts.optionName(o.code, o.name), priceCents: prices.option(o.id)! })),
    }));
}
