import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingIntl } from "@/components/booking/booking-intl";
import { GiftCardForm } from "@/components/booking/gift-card-form";
import { pageMetadata } from "@/i18n/metadata";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "booking.giftCard" });
  return pageMetadata({
    area,
    locale,
    path: "book-online/gift-card",
    title: t("title"),
    description: t("description"),
  });
}

export default async function BuyGiftCardPage({ params }: { params: RouteParams }) {
  const { locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "booking.giftCard" });
  return (
    <div className="container-page py-10 md:py-16">
      <h1 className="text-4xl md:text-5xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-stone">{t("description")}</p>
      <div className="mt-8">
        <BookingIntl locale={locale}>
          <GiftCardForm />
        </BookingIntl>
      </div>
    </div>
  );
}
