import { getTranslations } from "next-intl/server";
import { AddToBasket } from "@/components/basket/add-to-basket";
import { IslandIntl } from "@/i18n/islands/island-provider";
import { WhoTreatsYou } from "@/components/clinicians/who-treats-you";
import { Photo } from "@/components/content/photo";
import { catalogueItemPath } from "@/config/catalogue-pages";
import { areaHomeClinic, type Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import type { PhotoView } from "@/server/photos/read-photos";
import { catalogueLabels } from "./catalogue-labels";
import { ItemFacts } from "./item-facts";
import type { ItemView } from "./item-view";
import { MedicalDisclaimer } from "@/components/content/medical-disclaimer";
import { PageIntro, type Crumb } from "./page-intro";
import { ServiceJsonLd } from "./service-json-ld";
import { SpaRequestPanel } from "./spa-request-panel";
import { NextFreeTime } from "./next-free-time";
import { PartnerShopLink } from "./partner-shop-link";
import { TreatmentDetailsSections, type RelatedLink } from "./treatment-details";
import { listCatalogueItems } from "@/server/catalogue/list-catalogue-items";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { loadTreatmentDetails, relatedCodes } from "@/server/catalogue/treatment-details";

interface Props {
  item: ItemView;
  area: Area;
  locale: Locale;
  /** The trail above the title, ending with the list the item belongs to. */
  crumbs: Crumb[];
  eyebrow: string;
  /** The treatment's photo from the back office (decision 160); without one the page has no picture, as before. */
  photo?: PhotoView | null;
  children?: React.ReactNode;
}

/**
 * A treatment's page: what it is and is for, price and time, the medical note, and its action:
 * Add to basket (with the add-on choice for injections) or, for request-only items, a Request with
 * an optional option and a preferred date from the calendar.
 */
export async function ItemDetail({ item, area, locale, crumbs, eyebrow, photo, children }: Props) {
  const [{ t, facts, disclaimer }, common, details, menu, names] = await Promise.all([
    catalogueLabels(locale),
    getTranslations({ locale, namespace: "common" }),
    loadTreatmentDetails(item, locale),
    listCatalogueItems({ clinicSlug: areaHomeClinic[area] }),
    loadLocalizedCatalogue(locale),
  ]);
  const related: RelatedLink[] = relatedCodes(item, menu).flatMap((code) => {
    const other = menu.find((m) => m.code === code);
    return other
      ? [
          {
            code,
            name: names.itemName(code, other.title),
            summary: names.itemSummary(code, other.summary),
            href: pathFor(area, locale, catalogueItemPath(other)),
          },
        ]
      : [];
  });
  const basketHref = pathFor(area, locale, "book-online/choose-program");
  return (
    <>
      <ServiceJsonLd item={item} url={item.href} />
      <PageIntro
        crumbs={[...crumbs, { label: item.name }]}
        crumbLabel={t("ui.breadcrumb")}
        eyebrow={eyebrow}
        title={item.name}
        intro={item.summary}
      />
      {/* On a phone: price and time, then the action, then the longer text; on a desktop the action is a sticky side column. */}
      {/* The first row (price tiles) keeps its own height; a side column taller than the text stretches the second row only. */}
      <div className="container-page grid gap-8 pb-16 md:grid-cols-[1.4fr_1fr] md:grid-rows-[auto_1fr] md:gap-x-10 md:pb-24">
        <div className="md:col-start-1">
          {photo && (
            <div className="relative mb-8 aspect-[3/2] overflow-hidden rounded-2xl bg-sand" data-testid="item-photo">
              <Photo photo={photo} sizes="(min-width: 1280px) 700px, (min-width: 768px) 56vw, 100vw" eager />
            </div>
          )}
          <ItemFacts item={item} labels={facts} size="lg" />
        </div>
        <aside
          className="md:sticky md:top-24 md:col-start-2 md:row-span-2 md:row-start-1 md:self-start"
          aria-labelledby="action-title"
        >
          <div className="rounded-2xl border border-linen bg-white p-6 shadow-sm">
            <h2 id="action-title" className="eyebrow">
              {item.requestOnly ? t("ui.requestTitle") : t("ui.bookTitle")}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-stone">
              {item.priceOnRequest
                ? t("ui.priceOnRequestNote")
                : item.requestOnly
                  ? t("ui.requestOnlyNote")
                  : t("ui.bookNote")}
            </p>
            <div className="mt-5">
              {item.requestOnly ? (
                <SpaRequestPanel area={area} locale={locale} itemCode={item.code} options={item.options} />
              ) : item.available ? (
                <IslandIntl provider="catalogue" locale={locale}>
                  <AddToBasket
                    href={basketHref}
                    code={item.code}
                    label={t("ui.addToBasket")}
                    clinicSlug={areaHomeClinic[area]}
                  />
                  <NextFreeTime area={area} code={item.code} locale={locale} />
                </IslandIntl>
              ) : (
                <p role="status" className="rounded-lg bg-sand p-3 font-medium text-ink" data-testid="item-unavailable">
                  {t("ui.unavailable")}
                </p>
              )}
            </div>
            {item.partnerType && (
              <p className="mt-6 border-t border-linen pt-4 text-sm">
                <PartnerShopLink label={t("ui.partnerShop")} newTab={t("ui.newTab")} />
              </p>
            )}
            <p className="mt-4 text-xs text-stone">{common("footer.prices", { area })}</p>
          </div>
        </aside>
        <div className="space-y-8 md:col-start-1">
          <section aria-labelledby="about-title">
            <h2 id="about-title" className="text-3xl">
              {t("ui.about")}
            </h2>
            <p className="mt-3 max-w-prose leading-relaxed text-stone">{item.description}</p>
          </section>
          {details && <TreatmentDetailsSections details={details} related={related} locale={locale} />}
          <WhoTreatsYou area={area} locale={locale} category={item.category} />
          {children}
          <MedicalDisclaimer {...disclaimer} layout="note" />
        </div>
      </div>
    </>
  );
}
