import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CatalogueIntro } from "@/components/catalogue/catalogue-page";
import { CallBackForm } from "@/components/requests/call-back-form";
import { GERMAN_MARKET_COUNTRY, GERMAN_MARKET_PATH } from "@/config/site";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { sendGermanMarketCallBack } from "./actions";
import { sitePageMetadata } from "../_site/page-metadata";
import { TitledSection } from "@/components/ui/titled-section";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: GERMAN_MARKET_PATH,
    namespace: "requests.germany",
    descriptionKey: "metaDescription",
    branded: true,
  });
}

/**
 * docs/product/routes-and-languages.md's special German-market page: the country code is forced to DE here. The call-back form starts on
 * Germany's dialling code whatever the area, and its action records the request with country DE (the same
 * use case as /api/call_back with a `country-code: de` header). Prerendered like every content page.
 */
export default async function GermanMarketPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t] = await Promise.all([getTranslations({ locale, namespace: "requests.germany" })]);
  const points = ["travel", "prices", "callBack"] as const;
  return (
    <div data-country-code={GERMAN_MARKET_COUNTRY.toLowerCase()}>
      <CatalogueIntro area={area} locale={locale} namespace="requests.germany" />
      <div className="container-page grid max-w-5xl gap-10 pb-16 md:grid-cols-[1fr_1.2fr] md:pb-24">
        <ul className="flex flex-col gap-4" data-testid="german-market-points">
          {points.map((point) => (
            <li key={point} className="rounded-2xl border border-linen bg-white/70 p-5">
              <h2 className="text-xl">{t(`points.${point}.title`)}</h2>
              <p className="mt-2 text-sm leading-relaxed text-stone">{t(`points.${point}.text`)}</p>
            </li>
          ))}
        </ul>
        <TitledSection id="german-market-form" title={t("formTitle")} headingClassName="text-2xl">
          <div className="mt-4">
            <CallBackForm
              action={sendGermanMarketCallBack}
              area={area}
              locale={locale}
              defaultCountry={GERMAN_MARKET_COUNTRY}
            />
          </div>
        </TitledSection>
      </div>
    </div>
  );
}
