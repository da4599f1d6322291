import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { BasketFlow } from "@/components/basket/basket-flow";
import { BookingIntl } from "@/components/booking/booking-intl";
import { calendarLocaleTag } from "@/components/booking/calendar-month";
import { calendarNamesFor } from "@/components/booking/calendar-names";
import { areaHomeClinic } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { basketPageView } from "@/server/orders/basket-page-view";
import type { CheckoutQuoteData } from "@/components/booking/types";
import { listClinics } from "@/server/clinics/list-clinics";
import { clientAddress } from "@/server/http/client-address";
import { currentCustomerId } from "@/server/orders/checkout-customer";
import { areaCurrency } from "@/server/clinics/area-currency";
import { toClinicOptions } from "@/server/clinics/to-clinic-options";
import { sitePageMetadata } from "../../_site/page-metadata";

// Per request: a signed-in customer's basket is rendered into the page (issue 11), so it gets a nonce policy too.
export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, { path: "book-online/basket", namespace: "basket.page", noIndex: true });
}

export default async function BasketPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, clinics, customerId] = await Promise.all([
    getTranslations({ locale, namespace: "basket.page" }),
    listClinics(),
    currentCustomerId(),
  ]);
  const home = clinics.find((c) => c.slug === areaHomeClinic[area]);
  // A signed-in customer's basket arrives with the page, priced (issue 11); a visitor's lives in their browser.
  const view = await basketPageView(customerId, { locale, client: clientAddress(await headers()) });
  // What the quote API would answer (the same JSON), so the browser picks up where the page left off.
  const initial = view
    ? { clinicId: view.clinicId, lines: view.lines, data: JSON.parse(JSON.stringify(view.priced)) as CheckoutQuoteData }
    : null;
  return (
    <div className="container-page py-10 md:py-16">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t("title")}</h1>
      <p className="mt-3 max-w-2xl text-stone">{t("description")}</p>
      <div className="mt-8">
        <BookingIntl locale={locale}>
          <BasketFlow
            clinics={await toClinicOptions(clinics, locale, new Date())}
            calendarNames={calendarNamesFor(calendarLocaleTag(locale, area))}
            defaultClinicId={initial?.clinicId ?? home?.id ?? null}
            pageCurrency={areaCurrency(clinics, area)}
            initial={initial}
            chooseHref={pathFor(area, locale, "book-online/choose-program")}
            checkoutHref={pathFor(area, locale, "book-online/checkout")}
            waitlistHrefs={{
              login: `${pathFor(area, locale, "login")}?next=${encodeURIComponent(pathFor(area, locale, "book-online/basket"))}`,
              account: pathFor(area, locale, "account/waitlist"),
            }}
          />
        </BookingIntl>
      </div>
    </div>
  );
}
