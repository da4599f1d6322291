import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CatalogueIntro } from "@/components/catalogue/catalogue-page";
import { FormWithAside } from "@/components/requests/form-with-aside";
import { toItemView } from "@/components/catalogue/item-view";
import { RequestForm } from "@/components/catalogue/request-form";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { getCatalogueItemByCode } from "@/server/catalogue/get-catalogue-item-by-code";
import { listClinics } from "@/server/clinics/list-clinics";
import { queryValue } from "@/server/input/query-value";
import { personTitles } from "@/shared/requests/spa-request-schema";
import { sendSpaRequest } from "./actions";
import { sitePageMetadata } from "../_site/page-metadata";

/** Rendered per request (it reads the query), with a CSP nonce: src/config/content-security-policy.ts. */
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "spa-request",
    namespace: "catalogue.request",
    descriptionKey: "metaDescription",
    branded: true,
  });
}

/** The spa/residence request: prefilled from ?item=CODE&option=OPTION&date=YYYY-MM-DD. */
export default async function Page({ params, searchParams }: { params: RouteParams; searchParams: SearchParams }) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const code = queryValue(query.item).slice(0, 40);
  const [t, common, clinics, item] = await Promise.all([
    getTranslations({ locale, namespace: "catalogue.request" }),
    getTranslations({ locale, namespace: "common" }),
    listClinics(),
    code ? getCatalogueItemByCode(code) : Promise.resolve(null),
  ]);
  const view = item ? await toItemView(item, area, locale) : null;
  const optionCode = queryValue(query.option);
  const option = view?.options.find((o) => o.code === optionCode);
  const dateParam = queryValue(query.date);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : undefined;

  return (
    <>
      <CatalogueIntro area={area} locale={locale} namespace="catalogue.request" parent={{ key: "spa", path: "spa" }} />
      <FormWithAside
        aside={
          <>
            {view ? (
              <div className="rounded-2xl bg-sand p-6" data-testid="request-item">
                <p className="eyebrow">{t("yourRequest")}</p>
                <p className="mt-2 font-serif text-2xl">{view.name}</p>
                {option && <p className="mt-1 text-sm text-stone">{option.name}</p>}
                <p className="mt-3 font-medium">{option ? option.price : view.price}</p>
                <p className="text-sm text-stone">{option ? option.duration : view.duration}</p>
              </div>
            ) : (
              <div className="rounded-2xl bg-sand p-6">
                <p className="eyebrow">{t("yourRequest")}</p>
                <p className="mt-2 text-sm text-stone">{t("general")}</p>
              </div>
            )}
            <p className="text-sm leading-relaxed text-stone">{t("whatNext")}</p>
          </>
        }
      >
        <IslandIntl provider="spaRequest" locale={locale}>
          <RequestForm
            action={sendSpaRequest}
            area={area}
            locale={locale}
            item={view?.code}
            option={option?.code}
            date={date}
            minDate={new Date().toISOString().slice(0, 10)}
            clinics={clinics.map((c) => ({ slug: c.slug, name: common(`clinics.${c.slug}`) }))}
            titles={personTitles}
          />
        </IslandIntl>
      </FormWithAside>
    </>
  );
}
