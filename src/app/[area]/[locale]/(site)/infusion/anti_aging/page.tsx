import { getTranslations } from "next-intl/server";
import { CatalogueIntro, listMetadata } from "@/components/catalogue/catalogue-page";
import { antiAgingTreatments } from "@/config/catalogue-pages";
import { ThemeTreatments } from "@/components/catalogue/theme-treatments";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { TitledSection } from "@/components/ui/titled-section";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

export function generateMetadata({ params }: { params: RouteParams }) {
  return listMetadata(params, "antiAging", "infusion/anti_aging");
}

/** NAD+ and ageing, told carefully, leading to the treatments and tests that relate to it. */
export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "catalogue.antiAging" });
  const sections = ["what", "ageing", "care"] as const;
  return (
    <>
      <CatalogueIntro
        area={area}
        locale={locale}
        namespace="catalogue.lists.antiAging"
        parent={{ key: "singular", path: "infusion/singular" }}
      />
      <div className="container-page space-y-12 pb-16 md:pb-24">
        <div className="grid gap-8 md:grid-cols-3">
          {sections.map((section) => (
            <TitledSection
              key={section}
              id={`${section}-title`}
              title={t(`${section}Title`)}
              className="border-t border-gold/40 pt-5"
              headingClassName="text-2xl"
            >
              <p className="mt-3 leading-relaxed text-stone">{t(`${section}Text`)}</p>
            </TitledSection>
          ))}
        </div>
        <ThemeTreatments
          id="treatments-title"
          title={t("treatmentsTitle")}
          codes={antiAgingTreatments}
          area={area}
          locale={locale}
        />
      </div>
    </>
  );
}
