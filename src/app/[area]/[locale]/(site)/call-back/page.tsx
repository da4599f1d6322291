import type { Metadata } from "next";
import { CatalogueIntro } from "@/components/catalogue/catalogue-page";
import { CallBackForm } from "@/components/requests/call-back-form";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { sendCallBackRequest } from "./actions";
import { sitePageMetadata } from "../_site/page-metadata";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "call-back",
    namespace: "requests.callBack",
    descriptionKey: "metaDescription",
    branded: true,
  });
}

/** The call-back form (issue 12): prerendered; posts to its server action, the same use case as /api/call_back. */
export default async function CallBackPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  return (
    <>
      <CatalogueIntro area={area} locale={locale} namespace="requests.callBack" />
      <div className="container-page max-w-2xl pb-16 md:pb-24">
        <CallBackForm action={sendCallBackRequest} area={area} locale={locale} />
      </div>
    </>
  );
}
