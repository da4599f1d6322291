import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { brand } from "@/config/site";
import { pageMetadata } from "@/i18n/metadata";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

/**
 * A site page's metadata from its catalogue section: the title (`titleKey`, by default `title`; followed by the brand's
 * name when `branded`) and the description (`descriptionKey`, by default `description`) under `namespace`, for the page
 * at `path`; kept out of search engines when `noIndex` (a signed-in page, a step of the booking).
 */
export async function sitePageMetadata(
  params: RouteParams,
  at: {
    path: string;
    namespace: string;
    titleKey?: string;
    descriptionKey?: string;
    branded?: boolean;
    noIndex?: boolean;
  },
): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: at.namespace });
  const title = t(at.titleKey ?? "title");
  const metadata = pageMetadata({
    area,
    locale,
    path: at.path,
    title: at.branded ? `${title} | ${brand.name}` : title,
    description: t(at.descriptionKey ?? "description"),
  });
  return at.noIndex ? { ...metadata, robots: { index: false } } : metadata;
}
