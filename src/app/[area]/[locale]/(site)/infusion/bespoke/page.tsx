import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CatalogueIntro, listMetadata } from "@/components/catalogue/catalogue-page";
import { catalogueLabels } from "@/components/catalogue/catalogue-labels";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { bespokeThemes } from "@/config/catalogue-pages";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

export function generateMetadata({ params }: { params: RouteParams }) {
  return listMetadata(params, "bespoke", "infusion/bespoke");
}

export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [{ t: catalogue, disclaimer }, t] = await Promise.all([
    catalogueLabels(locale),
    getTranslations({ locale, namespace: "catalogue.bespoke" }),
  ]);
  return (
    <>
      <CatalogueIntro area={area} locale={locale} namespace="catalogue.lists.bespoke" />
      <div className="container-page space-y-12 pb-16 md:pb-24">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {bespokeThemes.map((theme) => (
            <li key={theme} id={theme} className="flex">
              <Link
                href={pathFor(area, locale, `infusion/bespoke-${theme}`)}
                className="group flex w-full flex-col rounded-2xl border border-linen bg-white p-6 transition hover:-translate-y-0.5 hover:border-gold hover:shadow-lg hover:shadow-gold/10"
              >
                <h2 className="text-2xl">{t(`themes.${theme}.name`)}</h2>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-stone">{t(`themes.${theme}.summary`)}</p>
                <span className="mt-5 inline-flex items-center gap-1 text-sm font-medium text-gold-deep">
                  {catalogue("ui.details")}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1 flip-rtl" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <MedicalDisclaimer {...disclaimer} layout="note" />
      </div>
    </>
  );
}
