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

/** Longer than any slug, code or id of ours. */
const MAX_SEGMENT_LENGTH = 200;

/**
 * A dynamic segment of a page's address (a slug, a code, an id) as the text it names. Next hands some segments
 * still percent-encoded and others decoded ("%25" arrives as "%", which does not decode again), so a segment is
 * decoded when it can be and taken as it came when it cannot: the lookup it feeds then finds nothing. A segment no
 * record can have, with a control character (a NUL would reach the database as an error, a 500) or longer than
 * 200 characters, is a 404 at once.
 */
export function routeSegment(raw: string): string {
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded text: taken as it came.
  }
  if (value.length > MAX_SEGMENT_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) notFound();
  return value;
}
