/**
 * When the front desk may mark a visit (issue 41), in one place for the booking panel (which shows only the
 * buttons allowed now, and when the next one opens) and the use case (check-in.ts, which refuses the rest with
 * the same reason in words):
 *
 * - **arrived**: a confirmed visit, from ARRIVAL_OPENS_MINUTES before its start, never before the visit's own
 *   clinic day (a visit at 00:30 opens at midnight);
 * - **completed**: after the arrival was marked;
 * - **no-show**: a confirmed visit, once its start has passed.
 *
 * A no-show carries no fee: a clinic that wants one would set it here (decision 231); nothing is charged today.
 */
import { clockText } from "@/config/booking-hours";
import { clinicDayOf, clinicDayRange, clinicMinuteOfDay } from "@/shared/clinic-time";

export const checkInSteps = ["arrived", "completed", "no_show"] as const;
export type CheckInStep = (typeof checkInSteps)[number];

/** How long before its start a visit's arrival may be marked (on the visit's day). */
export const ARRIVAL_OPENS_MINUTES = 60;

export type CheckInStatus = "awaiting_payment" | "confirmed" | "arrived" | "completed" | "no_show" | "cancelled";

export interface CheckInVisit {
  status: CheckInStatus;
  startsAt: Date;
}

/** Why a step is refused: the `reason` of CHECK_IN_REFUSED's message (errors.app.checkInRefused). */
export type CheckInRefusal =
  | { reason: "tooEarly"; time: string; minutes: number }
  | { reason: "notStarted"; time: string }
  | { reason: "notArrived" }
  | { reason: "already" }
  | { reason: "closed" };

/** When the arrival of a visit may first be marked: an hour before its start, from its clinic day's midnight. */
export function arrivalOpensAt(startsAt: Date, timeZone: string): Date {
  const dayStart = clinicDayRange(clinicDayOf(startsAt, timeZone), timeZone).start;
  return new Date(Math.max(startsAt.getTime() - ARRIVAL_OPENS_MINUTES * 60_000, dayStart.getTime()));
}

const clock = (instant: Date, timeZone: string) => clockText(clinicMinuteOfDay(instant, timeZone));

/** Null when `step` is allowed now; otherwise why not, with the clinic time it opens where there is one. */
export function checkInRefusal(
  step: CheckInStep,
  visit: CheckInVisit,
  timeZone: string,
  now: Date,
): CheckInRefusal | null {
  if (step === "completed") {
    if (visit.status === "arrived") return null;
    return visit.status === "confirmed" ? { reason: "notArrived" } : { reason: "closed" };
  }
  if (visit.status === "arrived") return step === "arrived" ? { reason: "already" } : { reason: "closed" };
  if (visit.status !== "confirmed") return { reason: "closed" };
  if (step === "arrived") {
    const opens = arrivalOpensAt(visit.startsAt, timeZone);
    return now < opens ? { reason: "tooEarly", time: clock(opens, timeZone), minutes: ARRIVAL_OPENS_MINUTES } : null;
  }
  return now < visit.startsAt ? { reason: "notStarted", time: clock(visit.startsAt, timeZone) } : null;
}

/** The steps allowed now, in button order, and the refusal of the arrival while it has not opened yet. */
export function checkInOptions(
  visit: CheckInVisit,
  timeZone: string,
  now: Date,
): { allowed: CheckInStep[]; arrivalOpens: Extract<CheckInRefusal, { reason: "tooEarly" }> | null } {
  const allowed = checkInSteps.filter((step) => checkInRefusal(step, visit, timeZone, now) === null);
  const arrival = checkInRefusal("arrived", visit, timeZone, now);
  return { allowed, arrivalOpens: arrival?.reason === "tooEarly" ? arrival : null };
}
