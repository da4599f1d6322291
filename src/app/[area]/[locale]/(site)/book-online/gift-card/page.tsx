import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingIntl } from "@/components/booking/booking-intl";
import { GiftCardForm } from "@/components/booking/gift-card-form";
import { isCurrency } from "@/config/money";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { areaCurrency } from "@/server/clinics/area-currency";
import { listClinics } from "@/server/clinics/list-clinics";
import { sitePageMetadata } from "../../_site/page-metadata";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, { path: "book-online/gift-card", namespace: "booking.giftCard" });
}

export default async function BuyGiftCardPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, tCurrency, clinics, texts] = await Promise.all([
    getTranslations({ locale, namespace: "booking.giftCard" }),
    getTranslations({ locale, namespace: "booking.currency" }),
    listClinics(),
    loadLocalizedCatalogue(locale),
  ]);
  // A card is bought in the currency of this site and spent at the clinics charging it (decision 268).
  const currency = areaCurrency(clinics, area);
  const spentAt = clinics.filter((c) => c.currency === currency).map((c) => texts.clinicName(c.slug, c.name));
  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-stone">{t("description")}</p>
      <p className="mt-2 max-w-2xl text-stone" data-testid="gift-card-where">
        {t("spentAt", {
          currency: isCurrency(currency) ? tCurrency(`names.${currency}`) : currency,
          clinics: new Intl.ListFormat(locale, { type: "conjunction" }).format(spentAt),
        })}
      </p>
      <div className="mt-8">
        <BookingIntl locale={locale}>
          <GiftCardForm currency={currency} />
        </BookingIntl>
      </div>
    </div>
  );
}
