import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BespokeThemePage } from "@/components/catalogue/bespoke-theme";
import { CatalogueItemPage, itemMetadata } from "@/components/catalogue/item-page";
import { bespokeThemes, type BespokeTheme } from "@/config/catalogue-pages";
import { brand } from "@/config/site";
import { pageMetadata } from "@/i18n/metadata";
import { resolvePageContext, routeSegment, type RouteParams } from "@/i18n/route-params";
import { getCatalogueItem } from "@/server/catalogue/get-catalogue-item";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

type Params = Promise<Awaited<RouteParams> & { slug: string }>;

/** infusion/<slug> is an infusion (single or programme) or a bespoke theme page, infusion/bespoke-<theme>. */
function themeOf(slug: string): BespokeTheme | null {
  const theme = slug.replace(/^bespoke-/, "");
  return slug.startsWith("bespoke-") && (bespokeThemes as readonly string[]).includes(theme)
    ? (theme as BespokeTheme)
    : null;
}

export async function generateStaticParams() {
  const items = await listCatalogueItems({ category: "infusion" });
  return [
    ...items.map((item) => ({ slug: item.slug })),
    ...bespokeThemes.map((theme) => ({ slug: `bespoke-${theme}` })),
  ];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const slug = routeSegment((await params).slug);
  const theme = themeOf(slug);
  if (!theme) return itemMetadata(params, "infusion", slug);
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "catalogue.bespoke.themes" });
  return pageMetadata({
    area,
    locale,
    path: `infusion/${slug}`,
    title: `${t(`${theme}.name`)} | ${brand.name}`,
    description: t(`${theme}.summary`),
  });
}

export default async function Page({ params }: { params: Params }) {
  const slug = routeSegment((await params).slug);
  const theme = themeOf(slug);
  if (theme) {
    const { area, locale } = await resolvePageContext(params);
    return <BespokeThemePage theme={theme} area={area} locale={locale} />;
  }
  const item = await getCatalogueItem("infusion", slug);
  const isProgramme = item?.kind === "program";
  return (
    <CatalogueItemPage
      params={params}
      spec={{
        category: "infusion",
        slug,
        parent: isProgramme
          ? { key: "package", path: "infusion/package" }
          : { key: "singular", path: "infusion/singular" },
        eyebrow: isProgramme ? "programme" : "infusion",
      }}
    />
  );
}
