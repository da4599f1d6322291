import { formatTag } from "@/i18n/formats";
import type { Metadata } from "next";
import { CalendarPlus, CheckCircle2, ClipboardList, MapPin } from "lucide-react";
import { cookies } from "next/headers";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClearBasketOnArrival } from "@/components/booking/clear-basket-on-arrival";
import { RevealOnArrival } from "@/components/ui/reveal-on-arrival";
import { formatMoney } from "@/i18n/format-money";
import { mapLink } from "@/server/clinics/list-clinics";
import { toItemView } from "@/components/catalogue/item-view";
import { type Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { clinicDayRange, formatClinicTime, isolateLtr } from "@/shared/clinic-time";
import { getCustomerBookingByNumber } from "@/server/bookings/list-customer-bookings";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { clinicSeed, type Area } from "@/config/site";
import { currentCustomerId } from "@/server/orders/checkout-customer";
import { consentPagePath } from "@/server/consents/consent-links";
import { consentStatusOf } from "@/server/consents/consent-status";
import { healthStatusOf, type HealthStatus } from "@/server/health/health-review";
import { getSubmittedRequest, REQUEST_RECEIPT_COOKIE } from "@/server/requests/get-submitted-request";
import { queryValue } from "@/server/input/query-value";
import { sitePageMetadata } from "../../_site/page-metadata";

/**
 * What the visit asks of the customer before it, right after paying (decisions 181, 184): the health
 * questionnaire while it is to complete, and the consent to read and sign.
 */
async function BeforeYourVisit({
  area,
  locale,
  healthDue,
  consentHref,
}: {
  area: Area;
  locale: Locale;
  healthDue: boolean;
  consentHref: string | null;
}) {
  const [t, c] = await Promise.all([
    getTranslations({ locale, namespace: "health" }),
    getTranslations({ locale, namespace: "consent-forms" }),
  ]);
  const step =
    "inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-3 font-medium text-ivory hover:bg-gold-deep";
  return (
    <section
      className="mt-8 rounded-2xl border border-gold/40 bg-sand p-6"
      data-testid="health-callout"
      aria-labelledby="health-callout-title"
    >
      <h2 id="health-callout-title" className="flex items-center gap-2 text-2xl">
        <ClipboardList aria-hidden="true" className="size-6 text-gold-deep" />
        {t("successTitle")}
      </h2>
      <ol className="mt-3 grid gap-4">
        {healthDue && (
          <li>
            <p className="text-stone">{t("successDue")}</p>
            <Link href={pathFor(area, locale, "account/health")} prefetch={false} className={`mt-3 ${step}`}>
              {t("complete")}
            </Link>
          </li>
        )}
        {consentHref && (
          <li data-testid="consent-callout">
            <p className="text-stone">{c("page.intro")}</p>
            <Link href={consentHref} prefetch={false} className={`mt-3 ${step}`}>
              {c("cta")}
            </Link>
          </li>
        )}
      </ol>
    </section>
  );
}

/** What is shown is looked up for whoever asks (their booking, or the request their browser sent). */
export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return sitePageMetadata(params, {
    path: "book-online/success",
    namespace: "booking.success",
    descriptionKey: "intro",
    noIndex: true,
  });
}

const label = "text-xs tracking-wide text-stone uppercase";

/**
 * "Booking Successful" for the signed-in customer's own booking (?booking=BK-…), or "Request Successful"
 * for the spa/residence request this browser just sent (?request=<id>, with its receipt cookie).
 * Nothing is taken from the query string but the reference: anything not theirs is a 404.
 */
export default async function SuccessPage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: "booking.success" });
  const tag = formatTag(locale, area);

  let details: React.ReactNode;
  let request: { kind: string; desk: string } | null = null;
  let pending = false;
  let health: HealthStatus | undefined;
  let consentHref: string | null = null;
  let bookingNumber: string | null = null;
  if (queryValue(query.request)) {
    const sent = await getSubmittedRequest(
      Number(queryValue(query.request)),
      (await cookies()).get(REQUEST_RECEIPT_COOKIE)?.value,
    );
    if (!sent) notFound();
    request = { kind: sent.kind, desk: sent.desk };
    const item = sent.item ? await toItemView(sent.item, area, locale) : null;
    const option = item?.options.find((o) => o.code === sent.optionCode);
    const clinic = clinicSeed.find((c) => c.slug === sent.clinicSlug);
    const texts = await loadLocalizedCatalogue(locale);
    const day =
      sent.preferredDate && clinic
        ? formatClinicTime(clinicDayRange(sent.preferredDate, clinic.timeZone).start, clinic.timeZone, tag).date
        : sent.preferredDate;
    // A request with nothing to recall (a job application names no treatment, clinic or day) shows no empty card.
    details = (item || sent.clinicSlug || day) && (
      <dl
        className="mt-8 grid gap-4 rounded-2xl border border-linen bg-white/70 p-6 sm:grid-cols-3"
        data-testid="request-details"
      >
        {item && (
          <div>
            <dt className={label}>{t("item")}</dt>
            <dd className="mt-1 font-medium">{option ? `${item.name} · ${option.name}` : item.name}</dd>
          </div>
        )}
        {sent.clinicSlug && (
          <div>
            <dt className={label}>{t("clinic")}</dt>
            <dd className="mt-1 font-medium">
              {clinic ? texts.clinicName(clinic.slug, clinic.name) : sent.clinicName}
            </dd>
          </div>
        )}
        {day && (
          <div>
            <dt className={label}>{t("preferredDate")}</dt>
            <dd className="mt-1 font-medium">{day}</dd>
          </div>
        )}
      </dl>
    );
  } else {
    const number = queryValue(query.booking);
    const customerId = await currentCustomerId();
    if (!customerId)
      redirect(
        `${pathFor(area, locale, "login")}?next=${encodeURIComponent(`${pathFor(area, locale, "book-online/success")}?booking=${number}`)}`,
      );
    const booking = await getCustomerBookingByNumber(customerId, number, locale);
    if (!booking || booking.status === "cancelled") notFound();
    pending =
      booking.status === "awaiting_payment" &&
      booking.leftToPayCents > 0 &&
      queryValue(query.redirect_status) === "succeeded";
    health = (await healthStatusOf([booking.id])).get(booking.id);
    if ((await consentStatusOf([booking.id])).get(booking.id)?.status === "due")
      consentHref = consentPagePath(area, locale, booking.id);
    const when = formatClinicTime(booking.startsAt, booking.clinic.timeZone, tag);
    const money = (cents: number) => formatMoney(cents, booking.currency, locale);
    bookingNumber = booking.number;
    // What was booked, when, where and what it cost, before anything the visit asks of the customer (row 4).
    details = (
      <>
        <dl
          className="mt-8 grid gap-5 rounded-2xl border border-linen bg-white/70 p-6 sm:grid-cols-2"
          data-testid="booking-details"
        >
          {booking.treatments.length > 0 && (
            <div className="sm:col-span-2">
              <dt className={label}>{t("treatments")}</dt>
              <dd className="mt-1 grid gap-1 font-medium" data-testid="booking-treatments">
                {booking.treatments.map((x) => (
                  <span key={`${x.code}:${x.optionCode ?? ""}`}>{`${x.quantity} × ${x.title}`}</span>
                ))}
              </dd>
            </div>
          )}
          <div>
            <dt className={label}>{t("time")}</dt>
            <dd className="mt-1 font-medium" data-testid="booking-time">
              <time dateTime={booking.startsAt.toISOString()}>{when.dateTime}</time>{" "}
              <span className="text-sm font-normal text-stone">
                ({t("clinicTime", { zone: isolateLtr(when.zone) })})
              </span>
            </dd>
          </div>
          <div>
            <dt className={label}>{t("clinic")}</dt>
            <dd className="mt-1 font-medium">{booking.clinic.name}</dd>
            <dd className="text-sm text-stone" data-testid="booking-address">
              <bdi>{booking.clinic.street}</bdi>, <bdi>{booking.clinic.city}</bdi> <bdi>{booking.clinic.postcode}</bdi>
            </dd>
            <dd className="mt-2">
              <a
                href={mapLink(booking.clinic)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("directionsLabel", { clinic: booking.clinic.name })}
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-gold-deep underline underline-offset-4"
                data-testid="booking-directions"
              >
                <MapPin aria-hidden="true" className="size-4" />
                {t("directions")}
              </a>
            </dd>
          </div>
          <div className="sm:col-span-2">
            <dt className={label}>{t("payment")}</dt>
            <dd className="mt-1" data-testid="booking-payment">
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                <dt className="text-stone">{t("total")}</dt>
                <dd className="font-medium tabular-nums">{money(booking.orderTotalCents)}</dd>
                <dt className="text-stone">{t("paid")}</dt>
                <dd className="font-medium tabular-nums" data-testid="booking-paid">
                  {money(booking.paidCents)}
                </dd>
                <dt className="text-stone">{t("leftToPay")}</dt>
                <dd className="font-medium tabular-nums" data-testid="booking-left-to-pay">
                  {money(booking.leftToPayCents)}
                </dd>
              </dl>
            </dd>
          </div>
        </dl>
        <a
          href={`/api/v2/my_center/booking_ics?id=${booking.id}&lang=${locale}`}
          download={`booking-${booking.number}.ics`}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 py-2 font-medium hover:border-gold-deep"
          data-testid="add-to-calendar"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t("addToCalendar")}
        </a>
      </>
    );
  }

  return (
    <div className="container-page max-w-3xl py-14 md:py-20">
      {!request && <ClearBasketOnArrival />}
      <CheckCircle2 aria-hidden="true" className="size-12 text-gold-deep" />
      <h1 id="success-title" tabIndex={-1} className="mt-4 scroll-mt-28 text-4xl outline-none md:text-5xl">
        {request ? t("requestTitle") : t("title")}
      </h1>
      <RevealOnArrival id="success-title" />
      {bookingNumber && (
        <p className="mt-3 text-lg">
          <span className="text-stone">{t("number")}: </span>
          <strong className="font-semibold" data-testid="booking-number" dir="ltr">
            {bookingNumber}
          </strong>
        </p>
      )}
      <p className="mt-3 text-lg text-stone" data-testid="success-intro">
        {request ? t("requestIntro", request) : t("intro")}
      </p>
      {pending && (
        <p role="status" className="mt-4 rounded-xl bg-sand p-3 text-sm" data-testid="payment-pending">
          {t("pending")}
        </p>
      )}
      {details}
      {(health === "due" || consentHref) && (
        <BeforeYourVisit area={area} locale={locale} healthDue={health === "due"} consentHref={consentHref} />
      )}
      {/* What to bring is for a booked visit; a request (a job application, a franchising enquiry, …) has none yet. */}
      {!request && (
        <section className="mt-8">
          <h2 className="text-2xl">{t("bringTitle")}</h2>
          <p className="mt-2 text-stone">{t("bring")}</p>
        </section>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {!request && (
          <Link
            href={pathFor(area, locale, "account/bookings")}
            className="rounded-full bg-ink px-6 py-3 font-medium text-ivory hover:bg-gold-deep"
          >
            {t("myBookings")}
          </Link>
        )}
        <Link
          href={pathFor(area, locale, "")}
          className="rounded-full border border-ink/20 px-6 py-3 font-medium hover:border-gold-deep"
        >
          {t("home")}
        </Link>
      </div>
    </div>
  );
}
