import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { CatalogueIntro, listMetadata } from "@/components/catalogue/catalogue-page";
import { catalogueLabels } from "@/components/catalogue/catalogue-labels";
import { ItemGrid } from "@/components/catalogue/item-card";
import { toItemViews } from "@/components/catalogue/item-view";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { SpaRequestPanel } from "@/components/catalogue/spa-request-panel";
import { PartnerShopLink } from "@/components/catalogue/partner-shop-link";
import { areaHomeClinic } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import type { CatalogueItem } from "@/server/catalogue/catalogue-types";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";

/** Prices with a sale window: regenerated hourly; a sale shows on static pages within the hour, the basket, quote and order price it to the second (decision 168). */
export const revalidate = 3600;

export function generateMetadata({ params }: { params: RouteParams }) {
  return listMetadata(params, "spa", "spa");
}

const sections: { key: string; where: (item: CatalogueItem) => boolean; more?: string }[] = [
  { key: "facials", where: (i) => i.partnerType === "intuisse", more: "spaFacial/spaFacial60" },
  { key: "massage", where: (i) => i.partnerType === "bespoke", more: "spaBespoke/spaBespoke60" },
  { key: "wellness", where: (i) => i.partnerType === "wellness" },
  { key: "infusions", where: (i) => i.partnerType === "nad" && i.category === "spa", more: "newprogram/programIv" },
  { key: "combos", where: (i) => i.partnerType === "double_traitement", more: "newprogram/bsePro" },
  { key: "diagnostics", where: (i) => i.category === "diagnostics" },
];

/** The spa menu in one page: every partner treatment by kind, the add-ons, and the request calendar. */
export default async function Page({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [{ t: catalogue, facts, disclaimer }, t, spaItems, diagnostics] = await Promise.all([
    catalogueLabels(locale),
    getTranslations({ locale, namespace: "catalogue.spa" }),
    listCatalogueItems({ category: "spa", clinicSlug: areaHomeClinic[area] }),
    listCatalogueItems({ category: "diagnostics", clinicSlug: areaHomeClinic[area] }),
  ]);
  const all = [...spaItems, ...diagnostics];
  const views = await toItemViews(all, area, locale);
  const viewOf = new Map(all.map((item, index) => [item, views[index]!]));
  return (
    <>
      <CatalogueIntro area={area} locale={locale} namespace="catalogue.lists.spa">
        <nav aria-label={t("jumpLabel")} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {sections.map((s) => (
              <li key={s.key}>
                <a
                  href={`#${s.key}`}
                  className="inline-flex rounded-full border border-ink/15 bg-white/70 px-4 py-2 text-sm hover:border-gold-deep hover:text-gold-deep"
                >
                  {t(`sections.${s.key}.title`)}
                </a>
              </li>
            ))}
            <li>
              <a
                href="#request"
                className="inline-flex rounded-full bg-ink px-4 py-2 text-sm text-ivory hover:bg-gold-deep"
              >
                {t("requestTitle")}
              </a>
            </li>
          </ul>
        </nav>
      </CatalogueIntro>
      <div className="container-page space-y-16 pb-16 md:pb-24">
        {sections.map((s) => {
          const items = all.filter(s.where).map((item) => viewOf.get(item)!);
          if (items.length === 0) return null;
          return (
            <section key={s.key} id={s.key} aria-labelledby={`${s.key}-title`} className="scroll-mt-24">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <div className="max-w-2xl">
                  <h2 id={`${s.key}-title`} className="text-3xl md:text-4xl">
                    {t(`sections.${s.key}.title`)}
                  </h2>
                  <p className="mt-2 text-stone">{t(`sections.${s.key}.text`)}</p>
                </div>
                {s.more && (
                  <Link
                    href={pathFor(area, locale, s.more)}
                    className="text-sm font-medium text-gold-deep hover:underline"
                  >
                    {t("seeMenu", { section: t(`sections.${s.key}.title`) })}
                  </Link>
                )}
              </div>
              <div className="mt-6">
                <ItemGrid items={items} labels={facts} locale={locale} headingLevel={3} />
              </div>
            </section>
          );
        })}
        <section id="addons" aria-labelledby="addons-title" className="rounded-2xl bg-sand p-6 md:p-10">
          <h2 id="addons-title" className="text-3xl">
            {t("addOnsTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-stone">{t("addOnsText")}</p>
          <p className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
            <Link
              href={pathFor(area, locale, "spaFacial/choice")}
              className="text-gold-deep underline underline-offset-4"
            >
              {t("addOnsChoice")}
            </Link>
            <Link href={pathFor(area, locale, "supplements")} className="text-gold-deep underline underline-offset-4">
              {t("addOnsSupplements")}
            </Link>
          </p>
        </section>
        <section id="request" aria-labelledby="request-title" className="grid scroll-mt-24 gap-8 md:grid-cols-2">
          <div>
            <h2 id="request-title" className="text-3xl md:text-4xl">
              {t("requestTitle")}
            </h2>
            <p className="mt-3 text-stone">{t("requestText")}</p>
            <p className="mt-6 text-sm">
              <PartnerShopLink label={catalogue("ui.partnerShop")} newTab={catalogue("ui.newTab")} />
            </p>
          </div>
          <SpaRequestPanel area={area} locale={locale} />
        </section>
        <MedicalDisclaimer {...disclaimer} layout="note" />
      </div>
    </>
  );
}
