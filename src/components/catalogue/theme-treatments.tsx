import "server-only";
import { areaHomeClinic, type Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";
import { catalogueLabels } from "./catalogue-labels";
import { ItemGrid } from "./item-card";
import { toItemViews } from "./item-view";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { TitledSection } from "@/components/ui/titled-section";

/** A theme page's close (anti-ageing, a bespoke theme): the treatments it leads to under their heading, then the medical note. */
export async function ThemeTreatments({
  id,
  title,
  codes,
  area,
  locale,
}: {
  id: string;
  title: string;
  codes: readonly string[];
  area: Area;
  locale: Locale;
}) {
  const [{ facts, disclaimer }, items] = await Promise.all([
    catalogueLabels(locale),
    listCatalogueItems({ codes, clinicSlug: areaHomeClinic[area] }),
  ]);
  const views = await toItemViews(items, area, locale);
  return (
    <>
      <TitledSection id={id} title={title} headingClassName="text-3xl">
        <div className="mt-5">
          <ItemGrid items={views} labels={facts} locale={locale} headingLevel={3} />
        </div>
      </TitledSection>
      <MedicalDisclaimer {...disclaimer} layout="note" />
    </>
  );
}
