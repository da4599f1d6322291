import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/i18n/metadata";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

/** Metadata of a content page whose title and description live under `content.pages.<key>`. */
export async function contentPageMetadata(params: RouteParams, key: string, path: string): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "content" });
  return pageMetadata({
    area,
    locale,
    path,
    title: t("meta.titleTemplate", { title: t(`pages.${key}.title`) }),
    description: t(`pages.${key}.description`),
  });
}
