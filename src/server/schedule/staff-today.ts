import "server-only";
import { formatClinicTime } from "@/shared/clinic-time";
import { listRequestsForStaff, type InboxRow } from "@/server/requests/manage-requests";
import { hasRole, type StaffActor } from "@/server/staff/actor";
import { listClinicWaitlist } from "@/server/waitlist/list-clinic-waitlist";
import { listOpenWaitlistOffers, type OpenWaitlistOffer } from "@/server/waitlist/list-open-waitlist-offers";
import { listStaffClinics, type StaffClinic } from "@/server/clinics/list-staff-clinics";
import { getDaySchedule, type ScheduleBooking } from "./get-schedule";
import { visitReadinessOf, type VisitReadiness } from "./visit-readiness";

export interface TodayArrival {
  booking: ScheduleBooking;
  startsAt: Date;
  endsAt: Date;
  /** "14:30" in the clinic's zone. */
  time: string;
  readiness: VisitReadiness;
}

export interface TodayClinic {
  clinic: StaffClinic;
  /** Today in the clinic's own zone (YYYY-MM-DD): the three clinics can be on different days. */
  day: string;
  arrivals: TodayArrival[];
  /** The waitlist's open offers at this clinic (a freed time held for someone, on any day), the soonest to lapse first. */
  offers: OpenWaitlistOffer[];
  /** How many are still waiting for a time today. */
  waiting: number;
}

export interface StaffToday {
  clinics: TodayClinic[];
  /** Requests this person may answer (the inbox's own visibility rule) that are new or in progress, newest first. */
  requests: InboxRow[];
  /** All of them (the list above is the newest few). */
  requestCount: number;
  /** May this person close a day (a manager or an administrator)? */
  canCloseDay: boolean;
}

/** How many unanswered requests the home lists before "all requests". */
const REQUESTS_SHOWN = 5;

/**
 * The back office's home (issue 41): today at each of this person's clinics, in each clinic's own time zone. The
 * visits of the day in time order with their status, what is left to pay and where the questionnaire and consents
 * stand (states only, never the answers); the waitlist's open offers (who, what, the time held and until when); and
 * the requests not yet answered. Every list is read through the use case that owns it (the schedule, the waitlist,
 * the inbox), so the home shows exactly what those screens show this person.
 */
export async function getStaffToday(actor: StaffActor, now = new Date()): Promise<StaffToday> {
  const mine = await listStaffClinics(actor);
  const offers = await listOpenWaitlistOffers(actor, now);
  const clinics: TodayClinic[] = [];
  for (const clinic of mine) {
    const schedule = await getDaySchedule(actor, { clinic: clinic.slug }, now);
    const blocks = schedule.blocks
      .filter((b) => b.booking && b.day === schedule.day)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.chairId - b.chairId);
    const readiness = await visitReadinessOf(blocks.map((b) => b.booking!.id));
    const waitlist = await listClinicWaitlist(actor, { clinicId: clinic.id, day: schedule.day });
    clinics.push({
      clinic,
      day: schedule.day,
      arrivals: blocks.map((b) => ({
        booking: b.booking!,
        startsAt: b.startsAt,
        endsAt: b.endsAt,
        time: formatClinicTime(b.startsAt, clinic.timeZone, "en-GB").time,
        readiness: readiness.get(b.booking!.id)!,
      })),
      offers: offers.filter((o) => o.clinicId === clinic.id),
      waiting: waitlist.filter((w) => w.state === "waiting").length,
    });
  }
  const [fresh, started] = await Promise.all([
    listRequestsForStaff(actor, { status: "new" }),
    listRequestsForStaff(actor, { status: "in_progress" }),
  ]);
  const open = [...fresh, ...started].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  return {
    clinics,
    requests: open.slice(0, REQUESTS_SHOWN),
    requestCount: open.length,
    canCloseDay: hasRole(actor, "manager"),
  };
}
