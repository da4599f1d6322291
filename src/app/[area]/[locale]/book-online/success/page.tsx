import type { Metadata } from "next";
import { CheckCircle2 } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ClearBasketOnArrival } from "@/components/booking/clear-basket-on-arrival";
import { localeTags } from "@/i18n/locales";
import { pageMetadata } from "@/i18n/metadata";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { formatClinicTime } from "@/server/availability/clinic-time";
import { getBookingClinic } from "@/server/clinics/get-clinic";

export async function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  const { area, locale } = await resolvePageContext(params);
  const t = await getTranslations({ locale, namespace: "booking.success" });
  return { ...pageMetadata({ area, locale, path: "book-online/success", title: t("title"), description: t("intro") }), robots: { index: false } };
}

/** "Booking Successful" (or "Request Successful" for request-only items), with what to bring. */
export default async function SuccessPage({ params, searchParams }: { params: RouteParams; searchParams: Promise<Record<string, string | undefined>> }) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "booking.success" });
  const request = query.request === "1";
  const clinicId = Number(query.clinic);
  const clinic = Number.isInteger(clinicId) && clinicId > 0 ? await getBookingClinic(clinicId) : null;
  const at = query.at ? new Date(query.at) : null;
  const when = clinic && at && !Number.isNaN(at.getTime()) ? formatClinicTime(at, clinic.timeZone, localeTags[locale]) : null;
  const number = /^BK-[A-Z0-9]{8}$/.test(query.booking ?? "") ? query.booking : null;
  return (
    <div className="container-page max-w-3xl py-14 md:py-20">
      <ClearBasketOnArrival />
      <CheckCircle2 aria-hidden="true" className="size-12 text-gold-deep" />
      <h1 className="mt-4 text-4xl md:text-5xl">{request ? t("requestTitle") : t("title")}</h1>
      <p className="mt-3 text-lg text-stone">{request ? t("requestIntro") : t("intro")}</p>
      {!request && (
        <dl className="mt-8 grid gap-4 rounded-2xl border border-linen bg-white/70 p-6 sm:grid-cols-3">
          {number && (
            <div>
              <dt className="text-xs tracking-wide text-stone uppercase">{t("number")}</dt>
              <dd className="mt-1 font-medium" data-testid="booking-number">{number}</dd>
            </div>
          )}
          {clinic && (
            <div>
              <dt className="text-xs tracking-wide text-stone uppercase">{t("clinic")}</dt>
              <dd className="mt-1 font-medium">{clinic.name}</dd>
              <dd className="text-sm text-stone">
                {clinic.street}, {clinic.city} {clinic.postcode}
              </dd>
            </div>
          )}
          {when && (
            <div>
              <dt className="text-xs tracking-wide text-stone uppercase">{t("time")}</dt>
              <dd className="mt-1 font-medium">
                {when.date}, {when.time} ({when.zone})
              </dd>
            </div>
          )}
        </dl>
      )}
      <section className="mt-8">
        <h2 className="text-2xl">{t("bringTitle")}</h2>
        <p className="mt-2 text-stone">{t("bring")}</p>
      </section>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={pathFor(area, locale, "account/bookings")} className="rounded-full bg-ink px-6 py-3 font-medium text-ivory hover:bg-gold-deep">
          {t("myBookings")}
        </Link>
        <Link href={pathFor(area, locale, "")} className="rounded-full border border-ink/20 px-6 py-3 font-medium hover:border-gold-deep">
          {t("home")}
        </Link>
      </div>
    </div>
  );
}
