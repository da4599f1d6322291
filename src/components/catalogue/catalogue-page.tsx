import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { areaHomeClinic, brand, type Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import type { CatalogueItem } from "@/server/catalogue/catalogue-types";
import { listCatalogueItems, type CatalogueFilter } from "@/server/catalogue/list-catalogue-items";
import { catalogueLabels } from "./catalogue-labels";
import { ItemGrid } from "./item-card";
import { toItemViews } from "./item-view";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { PageIntro, type Crumb } from "./page-intro";

/** A catalogue list: which page, which items. Copy lives in catalogue.lists.<key>. */
export interface ListDefinition {
  key: string;
  path: string;
  filter: CatalogueFilter;
  /** Extra narrowing that SQL filters do not express (durations, several partner types). */
  where?: (item: CatalogueItem) => boolean;
  /** The family page above this list in the breadcrumb (key in catalogue.lists). */
  parent?: { key: string; path: string };
}

export async function listMetadata(params: RouteParams, key: string, path: string): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "catalogue.lists" });
  return pageMetadata({
    area,
    locale,
    path,
    title: `${t(`${key}.title`)} | ${brand.name}`,
    description: t(`${key}.metaDescription`),
  });
}

/** Home, then the optional parent list: the start of every catalogue breadcrumb. */
export async function baseCrumbs(area: Area, locale: Locale, parent?: { key: string; path: string }): Promise<Crumb[]> {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: "catalogue.lists" }),
    getTranslations({ locale, namespace: "catalogue.ui" }),
  ]);
  const crumbs: Crumb[] = [{ label: common("home"), href: pathFor(area, locale) }];
  if (parent) crumbs.push({ label: t(`${parent.key}.title`), href: pathFor(area, locale, parent.path) });
  return crumbs;
}

/**
 * The intro of a page in the catalogue's frame: the breadcrumb (home, the optional parent, this page), then the
 * eyebrow, title and intro under `namespace` (its keys `eyebrow`, `title`, `intro`); `children` follow the intro.
 */
export async function CatalogueIntro({
  area,
  locale,
  namespace,
  parent,
  children,
}: {
  area: Area;
  locale: Locale;
  namespace: string;
  parent?: { key: string; path: string };
  children?: React.ReactNode;
}) {
  const [t, ui, crumbs] = await Promise.all([
    getTranslations({ locale, namespace }),
    getTranslations({ locale, namespace: "catalogue.ui" }),
    baseCrumbs(area, locale, parent),
  ]);
  return (
    <PageIntro
      crumbs={[...crumbs, { label: t("title") }]}
      crumbLabel={ui("breadcrumb")}
      eyebrow={t("eyebrow")}
      title={t("title")}
      intro={t("intro")}
    >
      {children}
    </PageIntro>
  );
}

/** A list's items, priced for the area's clinic when one is given. */
export async function loadList(definition: ListDefinition, area?: Area): Promise<CatalogueItem[]> {
  const items = await listCatalogueItems({ ...definition.filter, clinicSlug: area ? areaHomeClinic[area] : undefined });
  return definition.where ? items.filter(definition.where) : items;
}

/** The standard list page: intro, the items as cards, optional extra content, the medical note. */
export async function CatalogueListPage({
  params,
  definition,
  children,
}: {
  params: RouteParams;
  definition: ListDefinition;
  children?: React.ReactNode;
}) {
  const { area, locale } = await resolvePageContext(params);
  const [{ facts, disclaimer }, items] = await Promise.all([catalogueLabels(locale), loadList(definition, area)]);
  const views = await toItemViews(items, area, locale);
  return (
    <>
      <CatalogueIntro
        area={area}
        locale={locale}
        namespace={`catalogue.lists.${definition.key}`}
        parent={definition.parent}
      />
      <div className="container-page space-y-12 pb-16 md:pb-24">
        <ItemGrid items={views} labels={facts} locale={locale} />
        {children}
        <MedicalDisclaimer {...disclaimer} layout="note" />
      </div>
    </>
  );
}
