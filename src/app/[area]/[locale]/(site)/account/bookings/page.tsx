import type { Metadata } from "next";
import { CalendarPlus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { AccountIntl } from "@/components/account/account-intl";
import { AccountShell } from "@/components/account/account-shell";
import { ClinicTimeText } from "@/components/account/clinic-time-text";
import { TreatmentLines } from "@/components/account/treatment-lines";
import { VisitPreparation } from "@/components/account/visit-preparation";
import { SessionActions } from "@/components/account/session-time-form";
import { formatMoney } from "@/i18n/format-money";
import type { RouteParams } from "@/i18n/route-params";
import { canChangeOnline } from "@/server/bookings/change-rules";
import { listCustomerBookings, type CustomerBooking } from "@/server/bookings/list-customer-bookings";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import { canSignConsent, consentStatusOf } from "@/server/consents/consent-status";
import { healthStatusOf } from "@/server/health/health-review";
import { localClinic } from "@/server/bookings/booking-confirmation";
import { cancelBookingAction, modifyBookingAction } from "../programs/actions";
import { DetailRow } from "@/components/ui/detail-row";
import { accountDateTime, accountPageMetadata, openAccountPage } from "../../_account/account-page";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account/bookings", namespace: "booking.myBookings" });
}

/** My Bookings: upcoming and past, times in clinic time, "add to calendar" (.ics), and changes under the 72-hour rule. */
export default async function MyBookingsPage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account/bookings");
  const now = new Date();
  const [t, p, { upcoming, past }] = await Promise.all([
    getTranslations({ locale, namespace: "booking.myBookings" }),
    getTranslations({ locale, namespace: "account.programs" }),
    listCustomerBookings(user.id, now, locale),
  ]);
  const clinicIds = [...new Set(upcoming.map((b) => b.clinicId))];
  const clinics = new Map(
    (await Promise.all(clinicIds.map((id) => getBookingClinic(id))))
      .filter((c): c is BookingClinic => c !== null)
      .map((c) => [c.id, c]),
  );
  // The health questionnaire matters only for visits still to come (decision 181).
  // What each visit asks before it (decisions 181, 184): the questionnaire for visits to come, consents to sign
  // for those and the signed PDFs of every visit.
  const [health, consents] = await Promise.all([
    healthStatusOf(
      upcoming.filter((b) => b.status === "confirmed" || b.status === "awaiting_payment").map((b) => b.id),
    ),
    consentStatusOf([...upcoming, ...past].filter((b) => b.status !== "cancelled").map((b) => b.id)),
  ]);
  const created = accountDateTime(area, locale);

  const actions = (b: CustomerBooking) => {
    if (b.status !== "confirmed" || b.startsAt <= now) return null;
    const clinic = clinics.get(b.clinicId);
    if (!canChangeOnline(b.startsAt, now) || !clinic) {
      return (
        <p className="max-w-xs text-xs text-stone" data-testid="change-closed">
          {p("changeClosed", { phone: b.clinic.phone, email: b.clinic.email })}
        </p>
      );
    }
    const named = localClinic(locale, clinic);
    const option = {
      id: clinic.id,
      name: named.name,
      city: named.city,
      timeZone: clinic.timeZone,
      currency: clinic.currency,
      phone: clinic.phone,
      email: clinic.email,
      outOfHours: clinic.outOfHours,
      weeklyHours: clinic.weeklyHours,
      inResidence: clinic.inResidence,
    };
    const minutes = Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 60_000);
    const labels = {
      apply: p("apply"),
      confirmApply: p("confirmApply"),
      modify: p("modify"),
      confirmModify: p("confirmModify"),
      cancel: t("cancel"),
      cancelConfirm: t("cancelConfirm"),
    };
    return (
      <SessionActions
        area={area}
        clinic={option}
        durationMinutes={minutes}
        bookingId={b.id}
        mode="change"
        actions={{ modify: modifyBookingAction, cancel: cancelBookingAction }}
        labels={labels}
      />
    );
  };

  const list = (items: CustomerBooking[]) => (
    <ListOrEmpty items={items} empty={<p className="mt-3 text-stone">{t("none")}</p>} className="mt-4 grid gap-4">
      {(b) => (
        <li
          key={b.id}
          className="grid min-w-0 gap-3 rounded-2xl border border-linen bg-white/70 p-5"
          data-testid="booking"
        >
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <DetailRow term={t("number")} valueClassName="font-medium">
              <bdi dir="ltr">{b.number}</bdi>
            </DetailRow>
            <DetailRow term={t("clinic")}>
              <bdi>{b.clinic.name}</bdi>
            </DetailRow>
            <DetailRow term={t("time")}>
              <ClinicTimeText startsAt={b.startsAt} timeZone={b.clinic.timeZone} locale={locale} area={area} />
            </DetailRow>
            <DetailRow term={t("programmes")}>
              <TreatmentLines treatments={b.treatments} />
              {b.session && (
                <span className="block text-stone" data-testid="booking-session">
                  {t("session", b.session)}
                </span>
              )}
            </DetailRow>
            <DetailRow term={t("price")}>
              {b.priceCents === 0 && b.programmeCount === 1
                ? t("inProgramme")
                : formatMoney(b.priceCents, b.currency, locale)}
            </DetailRow>
            <DetailRow term={t("status")}>{t(`state.${b.status}`)}</DetailRow>
            <DetailRow term={t("created")}>{created(b.createdAt, b.clinic.timeZone)}</DetailRow>
          </dl>
          <VisitPreparation
            bookingId={b.id}
            health={health.get(b.id)}
            consents={consents.get(b.id)}
            signable={canSignConsent(b, now)}
            area={area}
            locale={locale}
          />
          <div className="flex flex-wrap items-start gap-2">
            {b.status !== "cancelled" && (
              <a
                href={`/api/v2/my_center/booking_ics?id=${b.id}&lang=${locale}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-4 py-2 text-sm hover:border-gold-deep"
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                {t("addToCalendar")}
              </a>
            )}
            {actions(b)}
          </div>
        </li>
      )}
    </ListOrEmpty>
  );
  return (
    <AccountShell area={area} locale={locale} current="bookings" title={t("title")} intro={t("intro")}>
      <AccountIntl locale={locale}>
        <section>
          <h2 className="text-2xl">{t("upcoming")}</h2>
          {list(upcoming)}
        </section>
      </AccountIntl>
      <section className="mt-10">
        <h2 className="text-2xl">{t("past")}</h2>
        {list(past)}
      </section>
    </AccountShell>
  );
}
