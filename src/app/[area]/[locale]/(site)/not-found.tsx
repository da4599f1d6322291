import { getLocale } from "next-intl/server";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { isLocale, defaultLocale } from "@/i18n/locales";

/**
 * The not-found boundary: what a link followed inside the site shows for a missing page. Next writes it into the
 * page's script data only, so the production server answers a full page load's 404 with /{area}/{locale}/page-not-found
 * instead (src/server/http/readable-not-found.ts).
 */
export default async function NotFound() {
  const current = await getLocale();
  return <NotFoundContent locale={isLocale(current) ? current : defaultLocale} />;
}
