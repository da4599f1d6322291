import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingIntl } from "@/components/booking/booking-intl";
import { CheckoutView } from "@/components/booking/checkout-view";
import { env } from "@/config/env";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { listClinics } from "@/server/clinics/list-clinics";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "booking.checkout" });
  return { ...pageMetadata({ area, locale, path: "book-online/checkout", title: t("title"), description: t("description") }), robots: { index: false } };
}

export default async function CheckoutPage({ params }: { params: RouteParams }) {
  const { area, locale } = await resolvePageContext(params);
  const [t, clinics] = await Promise.all([getTranslations({ locale, namespace: "booking.checkout" }), listClinics()]);
  const href = (path: string) => pathFor(area, locale, path);
  const next = encodeURIComponent(href("book-online/checkout"));
  return (
    <div className="container-page py-10 md:py-16">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1 className="mt-3 text-4xl md:text-5xl">{t("title")}</h1>
      <div className="mt-8">
        <BookingIntl locale={locale}>
          <CheckoutView
            clinics={clinics.map((c) => ({ id: c.id, name: c.name, city: c.city, timeZone: c.timeZone, phone: c.phone, email: c.email, outOfHours: c.outOfHours, inResidence: c.inResidence }))}
            paymentMode={env().STRIPE_SECRET_KEY ? "stripe" : "sandbox"}
            // SEAM: the lead passes the accounts session here (signed in or not).
            signedIn={false}
            hrefs={{
              basket: href("book-online/basket"),
              success: href("book-online/success"),
              login: `${href("login")}?next=${next}`,
              register: `${href("register")}?next=${next}`,
              terms: href("terms-of-service"),
              privacy: href("privacy-policy"),
            }}
          />
        </BookingIntl>
      </div>
    </div>
  );
}
