import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

/** SPEC 2: this parent path opens its first child. */
export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  redirect(pathFor(area, locale, "newprogram/programIv"));
}
