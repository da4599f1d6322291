import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { catalogueItems, catalogueOptions, clinics } from "@/db/schema";
import {
  effectiveItemPrice,
  effectiveOptionPrice,
  readClinicOptionPrices,
  readClinicOverrides,
  type ClinicPriceOverride,
} from "@/server/catalogue/item-price";
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
 * `locale`. With a clinic (the area's, decision 143), its own item and add-on prices apply (decision 164).
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
        .where(
          and(
            inArray(
              catalogueOptions.itemId,
              items.map((i) => i.id),
            ),
            eq(catalogueOptions.active, true),
          ),
        )
        .orderBy(asc(catalogueOptions.sortOrder))
    : [];
  const [clinic] = clinicSlug
    ? await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, clinicSlug))
    : [];
  const overrides = clinic
    ? await readClinicOverrides(
        db,
        clinic.id,
        items.map((i) => i.id),
      )
    : new Map<number, ClinicPriceOverride>();
  const optionPrices = await readClinicOptionPrices(
    db,
    clinic?.id,
    options.map((o) => o.id),
  );
  return items.map((i) => ({
    code: i.code,
    slug: i.slug,
    kind: i.kind,
    category: i.category,
    title: texts.itemName(i.code, i.title),
    summary: texts.itemSummary(i.code, i.summary),
    durationMinutes: i.durationMinutes,
    sessions: i.sessions,
    priceCents: effectiveItemPrice(i, overrides.get(i.id), now).priceCents,
    currency: i.currency,
    options: options
      .filter((o) => o.itemId === i.id)
      .map((o) => ({
        code: o.code,
        name: texts.optionName(o.code, o.name),
        priceCents: effectiveOptionPrice(o.priceCents, optionPrices.get(o.id)),
      })),
  }));
}
