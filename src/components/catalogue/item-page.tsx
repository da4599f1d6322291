import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { areaHomeClinic, brand } from "@/config/site";
import { pageMetadata } from "@/i18n/metadata";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";
import { getCatalogueItem } from "@/server/catalogue/get-catalogue-item";
import { photoOf } from "@/server/photos/read-photos";
import { baseCrumbs } from "./catalogue-page";
import { ItemDetail } from "./item-detail";
import { toItemView } from "./item-view";

export interface ItemPageSpec {
  category: ItemCategory;
  slug: string;
  /** The list above the item (key in catalogue.lists, path). */
  parent: { key: string; path: string };
  /** Key in catalogue.eyebrows naming the family. */
  eyebrow: string;
}

export async function itemMetadata(params: RouteParams, category: ItemCategory, slug: string): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const item = await getCatalogueItem(category, slug, areaHomeClinic[area]);
  if (!item) return {};
  const view = await toItemView(item, area, locale);
  return pageMetadata({
    area,
    locale,
    path: view.path,
    title: `${view.name} | ${brand.name}`,
    description: view.summary,
  });
}

/**
 * A treatment's page, or the localized 404 when the catalogue has no such active item. Priced for the
 * area's clinic (its price, sale and availability: decision 143).
 */
export async function CatalogueItemPage({
  params,
  spec,
  children,
}: {
  params: RouteParams;
  spec: ItemPageSpec;
  children?: React.ReactNode;
}) {
  const { area, locale } = await resolvePageContext(params);
  const item = await getCatalogueItem(spec.category, spec.slug, areaHomeClinic[area]);
  if (!item) notFound();
  const [view, crumbs, t, photo] = await Promise.all([
    toItemView(item, area, locale),
    baseCrumbs(area, locale, spec.parent),
    getTranslations({ locale, namespace: "catalogue.eyebrows" }),
    photoOf("treatment", item.code, locale),
  ]);
  return (
    <ItemDetail item={view} area={area} locale={locale} crumbs={crumbs} eyebrow={t(spec.eyebrow)} photo={photo}>
      {children}
    </ItemDetail>
  );
}

/**
 * A route of one treatment: `const route = itemRoute(spec)`, then `export const generateMetadata =
 * route.generateMetadata` and `export default route.ItemPage` in the route file.
 */
export function itemRoute(spec: ItemPageSpec) {
  function generateMetadata({ params }: { params: RouteParams }) {
    return itemMetadata(params, spec.category, spec.slug);
  }
  function ItemPage({ params }: { params: RouteParams }) {
    return <CatalogueItemPage params={params} spec={spec} />;
  }
  return { generateMetadata, ItemPage };
}

/** The spa lists a spa treatment's own page sits under (key in catalogue.lists, and path). */
const spaLists = {
  spa: "spa",
  spaFacial60: "spaFacial/spaFacial60",
  spaFacial90: "spaFacial/spaFacial90",
  spaBespoke60: "spaBespoke/spaBespoke60",
} as const;

/** The route of a spa treatment with a page of its own, under one of the spa lists. */
export function spaItemRoute(slug: string, list: keyof typeof spaLists) {
  return itemRoute({ category: "spa", slug, parent: { key: list, path: spaLists[list] }, eyebrow: "spa" });
}
