import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BookingPanel } from "@/components/staff/schedule/booking-panel";
import { DayGrid } from "@/components/staff/schedule/day-grid";
import { phoneChairOf } from "@/components/staff/schedule/phone-chair";
import { ScheduleToolbar } from "@/components/staff/schedule/schedule-toolbar";
import { WaitlistPanel } from "@/components/staff/schedule/waitlist-panel";
import { WeekGrid } from "@/components/staff/schedule/week-grid";
import { dayLabel } from "@/server/day-close/day-close-lock";
import { resolvePageContext } from "@/i18n/route-params";
import { zoneLabel } from "@/shared/clinic-time";
import { listStaffClinics } from "@/server/clinics/list-staff-clinics";
import { getDaySchedule, getWeekSchedule } from "@/server/schedule/get-schedule";
import { requireStaffPage } from "@/server/staff/current-staff";
import { visitReadinessOf } from "@/server/schedule/visit-readiness";
import { listClinicWaitlist } from "@/server/waitlist/list-clinic-waitlist";
import { markBookingAction, recordPaymentAction } from "./actions";
import { foundOrNotFound, oneQueryValue, type StaffSearchPageProps } from "../_auth/staff-page";

export const metadata: Metadata = { title: "Schedule · Back office" };

/** The front desk's schedule: a clinic's day (chairs as columns) or week, today by default, a booking's details and actions. */
export default async function SchedulePage({ params, searchParams }: StaffSearchPageProps) {
  const { area, locale } = await resolvePageContext(params);
  const actor = await requireStaffPage({ area, locale, path: "staff/schedule" });
  const [t, query] = await Promise.all([getTranslations({ locale: "en", namespace: "staff.schedule" }), searchParams]);
  const view = oneQueryValue(query.view) === "week" ? "week" : "day";
  const input = { clinic: oneQueryValue(query.clinic), day: oneQueryValue(query.day) };

  if ((await listStaffClinics(actor)).length === 0) {
    return (
      <>
        <h1 className="text-3xl">{t("title")}</h1>
        <p className="mt-4 text-stone">{t("noClinics")}</p>
      </>
    );
  }
  const load = async () => (view === "week" ? getWeekSchedule(actor, input) : getDaySchedule(actor, input));
  // Another clinic's schedule answers like a missing page (decision 130).
  const schedule = await foundOrNotFound(load());
  const dateLabel = dayLabel(schedule.day);
  const selectedId = view === "day" ? oneQueryValue(query.booking) : undefined;
  const selected =
    "blocks" in schedule && selectedId ? schedule.blocks.find((b) => b.booking?.id === selectedId) : undefined;
  const readiness = selected?.booking
    ? (await visitReadinessOf([selected.booking.id])).get(selected.booking.id)
    : undefined;
  const waitlist =
    view === "day" ? await listClinicWaitlist(actor, { clinicId: schedule.clinic.id, day: schedule.day }) : null;

  return (
    <>
      <h1 className="text-3xl" data-testid="schedule-title">
        {view === "week"
          ? t("weekTitle", { clinic: schedule.clinic.name, date: dateLabel })
          : t("dayTitle", { clinic: schedule.clinic.name, date: dateLabel })}
      </h1>
      <p className="mb-4 mt-1 text-sm text-stone">
        {t("clinicTime", {
          zone: `${schedule.clinic.timeZone}, ${zoneLabel(new Date(`${schedule.day}T12:00:00Z`), schedule.clinic.timeZone)}`,
        })}
      </p>
      <ScheduleToolbar
        area={area}
        clinics={schedule.clinics}
        clinic={schedule.clinic}
        day={schedule.day}
        today={schedule.today}
        view={view}
      />
      {"blocks" in schedule ? (
        <>
          {selected?.booking && (
            <BookingPanel
              area={area}
              schedule={schedule}
              block={selected}
              markAction={markBookingAction}
              payAction={recordPaymentAction}
              readiness={readiness}
              now={new Date()}
            />
          )}
          {schedule.blocks.length === 0 && <p className="mb-3 text-sm text-stone">{t("empty")}</p>}
          <DayGrid
            area={area}
            schedule={schedule}
            selected={selectedId}
            phoneChair={phoneChairOf(schedule, oneQueryValue(query.chair), selectedId)}
          />
          {waitlist && <WaitlistPanel entries={waitlist} timeZone={schedule.clinic.timeZone} />}
        </>
      ) : (
        <WeekGrid area={area} schedule={schedule} />
      )}
    </>
  );
}
