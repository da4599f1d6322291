import { areaHomeClinic } from "@/config/site";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CatalogueIntro, listMetadata } from "@/components/catalogue/catalogue-page";
import { catalogueLabels } from "@/components/catalogue/catalogue-labels";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { formatSurcharge } from "@/i18n/format-money";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { optionKey, type CatalogueItem } from "@/server/catalogue/catalogue-types";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

export function generateMetadata({ params }: { params: RouteParams }) {
  return listMetadata(params, "supplements", "supplements");
}

const supplements = ["B12", "VC", "VD", "Q10"] as const;

/** What a supplement adds to the base price of an item with add-on choices (from the catalogue). */
function surcharge(items: CatalogueItem[], key: string): { cents: number; currency: string } | null {
  const item = items.find((i) => i.options.some((o) => optionKey(o.code) === key));
  const option = item?.options.find((o) => optionKey(o.code) === key);
  return item && option ? { cents: option.priceCents - item.priceCents, currency: item.currency } : null;
}

/** One way to take a supplement: a link to where it is added, and what it adds to that price. */
function SurchargeRow({
  href,
  label,
  surcharge,
  locale,
}: {
  href: string;
  label: string;
  surcharge: { cents: number; currency: string };
  locale: Locale;
}) {
  return (
    <div className="flex justify-between gap-3">
      <dt>
        <Link href={href} className="text-gold-deep hover:underline">
          {label}
        </Link>
      </dt>
      <dd className="font-medium">{formatSurcharge(surcharge.cents, surcharge.currency, locale)}</dd>
    </div>
  );
}

export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [{ t: catalogue, disclaimer }, t, injections, spaInfusions] = await Promise.all([
    catalogueLabels(locale),
    getTranslations({ locale, namespace: "catalogue.supplements" }),
    listCatalogueItems({ category: "injection", clinicSlug: areaHomeClinic[area] }),
    listCatalogueItems({ category: "spa", partnerType: "nad", clinicSlug: areaHomeClinic[area] }),
  ]);
  return (
    <>
      <CatalogueIntro
        area={area}
        locale={locale}
        namespace="catalogue.lists.supplements"
        parent={{ key: "spa", path: "spa" }}
      />
      <div className="container-page space-y-12 pb-16 md:pb-24">
        <ul className="grid gap-5 md:grid-cols-2">
          {supplements.map((key) => {
            const withInjection = surcharge(injections, key);
            const withInfusion = surcharge(spaInfusions, key);
            return (
              <li key={key} className="flex flex-col rounded-2xl border border-linen bg-white p-6">
                <h2 className="text-2xl">{catalogue(`options.${key}`)}</h2>
                <p className="mt-2 flex-1 leading-relaxed text-stone">{t(`items.${key}`)}</p>
                <dl className="mt-5 grid gap-2 border-t border-linen pt-4 text-sm">
                  {withInjection && (
                    <SurchargeRow
                      href={pathFor(area, locale, "injections")}
                      label={t("withInjection")}
                      surcharge={withInjection}
                      locale={locale}
                    />
                  )}
                  {withInfusion && (
                    <SurchargeRow
                      href={pathFor(area, locale, "newprogram/programIv")}
                      label={t("withInfusion")}
                      surcharge={withInfusion}
                      locale={locale}
                    />
                  )}
                </dl>
              </li>
            );
          })}
        </ul>
        <p className="max-w-2xl text-stone">{t("howChosen")}</p>
        <MedicalDisclaimer {...disclaimer} layout="note" />
      </div>
    </>
  );
}
