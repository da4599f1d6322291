import type { Area } from "@/config/site";
import type { Locale } from "./locales";

/** The one way to build an internal URL: every page lives under /{area}/{locale}/. */
export function pathFor(area: Area, locale: Locale, path = ""): string {
  const rest = path.replace(/^\/+/, "");
  return rest ? `/${area}/${locale}/${rest}` : `/${area}/${locale}`;
}
