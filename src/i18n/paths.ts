import type { Area } from "@/config/site";
import type { Locale } from "./locales";

/** The one way to build an internal URL: every page lives under /{area}/{locale}/. */
export function pathFor(area: Area, locale: Locale, path = ""): string {
  const rest = path.replace(/^\/+/, "");
  return rest ? `/${area}/${locale}/${rest}` : `/${area}/${locale}`;
}

/** Drop the /{area}/{locale} prefix, keeping the page's own path (for switchers and alternates). */
export function stripPrefix(pathname: string): string {
  const parts = pathname.split("/").filter(Boolean);
  return parts.slice(2).join("/");
}
