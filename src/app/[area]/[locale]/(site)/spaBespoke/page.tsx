import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

// Answered per request, never from the page cache: a cached redirect regenerated after the back office
// revalidates the site (a price change) came back with its Location header twice.
export const dynamic = "force-dynamic";

/** docs/product/routes-and-languages.md: this parent path opens its first child. */
export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  redirect(pathFor(area, locale, "spaBespoke/spaBespoke60"));
}
