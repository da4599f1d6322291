import { getTranslations } from "next-intl/server";
import { DynamicLink } from "@/components/links/dynamic-link";
import type { Area } from "@/config/site";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import type { TodayClinic } from "@/server/schedule/staff-today";
import type { OpenWaitlistOffer } from "@/server/waitlist/list-open-waitlist-offers";
import { linesText, treatmentsText } from "../schedule/booking-text";
import { scheduleHref } from "../schedule/schedule-links";
import { VisitReadinessChips } from "../schedule/visit-readiness";
import { dayCloseHref } from "../day-close/day-close-links";

/** One clinic's today on the staff home: the visits in time order, then the waitlist's open offers. */
export async function TodayClinicSection({ area, today }: { area: Area; today: TodayClinic }) {
  const [t, s] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.today" }),
    getTranslations({ locale: "en", namespace: "staff.schedule" }),
  ]);
  const { clinic, day, arrivals } = today;
  const dateLabel = new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
  const headingId = `today-${clinic.slug}`;
  const left = arrivals.filter((a) => a.booking.leftToPayCents > 0 && a.booking.status !== "awaiting_payment");
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-linen bg-white p-4 sm:p-5"
      data-testid="today-clinic"
      data-clinic={clinic.slug}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-2xl">
          {t("clinicTitle", { clinic: clinic.name, date: dateLabel })}
        </h2>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <DynamicLink
            href={scheduleHref(area, { clinic: clinic.slug, day, view: "day" })}
            className="inline-flex min-h-11 items-center underline underline-offset-4"
          >
            {t("openSchedule")}
          </DynamicLink>
          <DynamicLink
            href={dayCloseHref(area, { clinic: clinic.slug, day })}
            className="inline-flex min-h-11 items-center underline underline-offset-4"
          >
            {t("openDayClose")}
          </DynamicLink>
        </p>
      </div>
      <p className="mt-1 text-sm text-stone">
        {t("summary", { count: arrivals.length, unpaid: left.length })}
        {" · "}
        {t("clinicTime", { zone: clinic.timeZone })}
      </p>
      {arrivals.length === 0 ? (
        <p className="mt-4 text-stone">{t("noArrivals")}</p>
      ) : (
        <ol className="mt-4 divide-y divide-linen border-y border-linen" data-testid="today-arrivals">
          {arrivals.map((a) => {
            const b = a.booking;
            const end = formatClinicTime(a.endsAt, clinic.timeZone, "en-GB").time;
            return (
              <li
                key={b.id}
                className="grid gap-2 py-3 sm:grid-cols-[5.5rem_1fr_auto] sm:gap-4"
                data-testid="today-arrival"
                data-booking={b.number}
              >
                <p className="font-semibold tabular-nums">
                  <time dateTime={a.startsAt.toISOString()}>{a.time}</time>
                  <span className="font-normal text-stone">–{end}</span>
                </p>
                <div className="min-w-0">
                  <p>
                    <DynamicLink
                      href={scheduleHref(area, { clinic: clinic.slug, day, view: "day", booking: b.id })}
                      className="font-semibold underline underline-offset-4"
                    >
                      {b.customerName}
                    </DynamicLink>
                    {b.firstVisit && (
                      <span className="ms-2 rounded bg-gold-light/60 px-1.5 text-xs">{s("firstVisit")}</span>
                    )}
                  </p>
                  <p className="text-sm">{treatmentsText(s, b)}</p>
                  <div className="mt-1.5">
                    <VisitReadinessChips readiness={a.readiness} />
                  </div>
                </div>
                <div className="flex flex-wrap content-start gap-1.5 text-sm sm:flex-col sm:items-end">
                  <span className="rounded-full bg-sand px-2 py-0.5 font-medium" data-testid="today-status">
                    {s(`status.${b.status}`)}
                  </span>
                  {b.leftToPayCents > 0 ? (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900" data-testid="today-left">
                      {s("leftToPay", { amount: formatMoney(b.leftToPayCents, b.currency, "en") })}
                    </span>
                  ) : (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900" data-testid="today-left">
                      {s("paid")}
                    </span>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <WaitlistOffers offers={today.offers} waiting={today.waiting} timeZone={clinic.timeZone} />
    </section>
  );
}

/** The waitlist's open offers at the clinic: who, for what, the time held for them (day, time, chair) and until when. */
async function WaitlistOffers({
  offers,
  waiting,
  timeZone,
}: {
  offers: OpenWaitlistOffer[];
  waiting: number;
  timeZone: string;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.today" });
  const time = (at: Date) => formatClinicTime(at, timeZone, "en-GB").time;
  const day = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", timeZone });
  return (
    <div className="mt-4" data-testid="today-waitlist">
      <h3 className="text-lg">{t("waitlistTitle")}</h3>
      {offers.length === 0 ? (
        <p className="mt-1 text-sm text-stone">{t("noOffers", { waiting })}</p>
      ) : (
        <>
          <ul className="mt-1 divide-y divide-linen text-sm">
            {offers.map((o) => (
              <li
                key={o.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                data-testid="today-offer"
              >
                <div className="min-w-0">
                  <p>
                    <span className="font-semibold">{o.customerName}</span>
                    {" · "}
                    {linesText(o.treatments)}
                  </p>
                  <p className="text-stone">
                    {t("offerHeld", {
                      date: day.format(o.startsAt),
                      start: time(o.startsAt),
                      end: time(o.endsAt),
                      chair: o.chair ?? "none",
                    })}
                  </p>
                </div>
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                  {t("offerUntil", { until: time(o.expiresAt) })}
                </span>
              </li>
            ))}
          </ul>
          {waiting > 0 && <p className="mt-1 text-sm text-stone">{t("alsoWaiting", { waiting })}</p>}
        </>
      )}
    </div>
  );
}
