import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CatalogueIntro } from "@/components/catalogue/catalogue-page";
import { ContactForm } from "@/components/requests/contact-form";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { areaCountry, countryOptions } from "@/components/requests/country-options";
import { brand } from "@/config/site";
import { localeTags } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { sendCallBackRequest } from "./actions";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "requests.callBack" });
  return pageMetadata({
    area,
    locale,
    path: "call-back",
    title: `${t("title")} | ${brand.name}`,
    description: t("metaDescription"),
  });
}

/** The call-back form (issue 12): prerendered; posts to its server action, the same use case as /api/call_back. */
export default async function CallBackPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  return (
    <>
      <CatalogueIntro area={area} locale={locale} namespace="requests.callBack" />
      <div className="container-page max-w-2xl pb-16 md:pb-24">
        <IslandIntl provider="requests" locale={locale}>
          <ContactForm
            variant="callBack"
            action={sendCallBackRequest}
            area={area}
            locale={locale}
            clinics={[]}
            countries={countryOptions(localeTags[locale])}
            defaultCountry={areaCountry[area]}
          />
        </IslandIntl>
      </div>
    </>
  );
}
