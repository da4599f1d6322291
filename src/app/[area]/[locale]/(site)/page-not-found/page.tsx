import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

/** Its title comes with its content (NotFoundContent), as in the boundary. */
export const metadata: Metadata = { robots: { index: false, follow: true } };

/**
 * The not-found page with its words in the first HTML, prerendered for every area and language. The production
 * server sends it, with status 404, in place of Next's 404 document, whose content only script draws
 * (src/server/http/readable-not-found.ts, decision 261). Asked for by its own address, it is a 404 too.
 */
export default async function PageNotFound({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  return <NotFoundContent area={area} locale={locale} />;
}
