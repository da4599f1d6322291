import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BasketFlow } from "@/components/basket/basket-flow";
import { BookingIntl } from "@/components/booking/booking-intl";
import { areaHomeClinic } from "@/config/site";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";
import { toClinicOptions } from "@/server/clinics/to-clinic-options";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "basket.page" });
  return { ...pageMetadata({ area, locale, path: "book-online/basket", title: t("title"), description: t("description") }), robots: { index: false } };
}

export default async function BasketPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, clinics] = await Promise.all([getTranslations({ locale, namespace: "basket.page" }), listClinics()]);
  const home = clinics.find((c) => c.slug === areaHomeClinic[area]);
  return (
    <div className="container-page py-10 md:py-16">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-stone">{t("description")}</p>
      <div className="mt-8">
        <BookingIntl locale={locale}>
          <BasketFlow
            clinics={await toClinicOptions(clinics, locale)}
            defaultClinicId={home?.id ?? null}
            chooseHref={pathFor(area, locale, "book-online/choose-program")}
            checkoutHref={pathFor(area, locale, "book-online/checkout")}
          />
        </BookingIntl>
      </div>
    </div>
  );
}
