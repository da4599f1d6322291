import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { areas, isArea, type Area } from "@/config/site";
import { isLocale, locales, type Locale } from "./locales";

export type RouteParams = Promise<{ area: string; locale: string }>;

export interface PageContext {
  area: Area;
  locale: Locale;
}

/** Validate the /{area}/{locale} segments and enable static rendering for this locale. */
export async function resolvePageContext(params: RouteParams): Promise<PageContext> {
  const { area, locale } = await params;
  if (!isArea(area) || !isLocale(locale)) notFound();
  setRequestLocale(locale);
  return { area, locale };
}

/** Every area × locale pair, for generateStaticParams. */
export function allPageContexts(): { area: Area; locale: Locale }[] {
  return areas.flatMap((area) => locales.map((locale) => ({ area, locale })));
}
