import "server-only";
import { HOLD_MINUTES } from "@/config/booking-hours";
import { getDb } from "@/db/client";
import { busyBetween, freeStartsOnDays, type FreeStart } from "@/server/availability/get-availability";
import { closedChairTimes } from "@/server/clinics/closures";
import { clinicDayRange, clinicDaySpans, clinicMinuteOfDay, startsOnDay } from "@/shared/clinic-time";
import { earliestStart, SLOT_STEP_MINUTES } from "@/server/availability/booking-rules";
import type { BookingClinic } from "@/server/clinics/get-clinic";
import { windowOf, windowStartMinutes, type WaitlistWindow } from "@/shared/waitlist-windows";

/** How long an offered time is held for the customer before the next in line is offered (issue 15). */
export const OFFER_MINUTES = 30;
/** Active entries (waiting or offered) one customer may have at once. */
export const MAX_ACTIVE_ENTRIES = 10;

/**
 * The earliest start the waitlist may offer: the lead time must still hold when the customer checks out at the
 * end of the offer (30 minutes) and of checkout's own hold (10 minutes), so an accepted offer is never refused
 * as "less than 24 hours ahead".
 */
export function offerableFrom(now: Date): Date {
  return new Date(earliestStart(now, "customer").getTime() + (OFFER_MINUTES + HOLD_MINUTES) * 60_000);
}

/** The instants of a window's standard starts on a clinic day (none on a closed weekday). */
export function windowStarts(
  clinic: Pick<BookingClinic, "timeZone" | "weeklyHours">,
  day: string,
  window: WaitlistWindow,
): Date[] {
  const minutes = new Set(windowStartMinutes(clinic.weeklyHours, day, window));
  if (minutes.size === 0) return [];
  const first = Math.min(...minutes);
  const last = Math.max(...minutes);
  return startsOnDay(day, clinic.timeZone, first, last, SLOT_STEP_MINUTES).filter((s) =>
    minutes.has(clinicMinuteOfDay(s, clinic.timeZone)),
  );
}

/** Whether a window can still be offered at all: one of its starts is at or after offerableFrom(now). */
export function windowStillAhead(
  clinic: Pick<BookingClinic, "timeZone" | "weeklyHours">,
  day: string,
  window: WaitlistWindow,
  now: Date,
): boolean {
  const from = offerableFrom(now).getTime();
  return windowStarts(clinic, day, window).some((s) => s.getTime() >= from);
}

type Busy = Awaited<ReturnType<typeof busyBetween>>;

/**
 * The times the waitlist may offer in a window, from the one availability rule (freeStartsOnDays: hours, closures,
 * bookings and live holds): standard-hours starts in the window, far enough ahead (offerableFrom), with a chair
 * free for `durationMinutes`.
 */
export function offerableStarts(
  clinic: BookingClinic,
  day: string,
  window: WaitlistWindow,
  durationMinutes: number,
  busy: Busy,
  now: Date,
): FreeStart[] {
  const from = offerableFrom(now).getTime();
  const [free = []] = freeStartsOnDays(clinic, clinicDaySpans(day, 1, clinic.timeZone), durationMinutes, busy, now);
  return free.filter(
    (s) =>
      s.band === "standard" &&
      s.startsAt.getTime() >= from &&
      windowOf(clinicMinuteOfDay(s.startsAt, clinic.timeZone)) === window,
  );
}

/** Chairs taken or closed on a clinic day, and for `longestMinutes` after it (a visit may run past midnight). */
export function busyOnDay(clinic: BookingClinic, day: string, longestMinutes: number, now: Date): Promise<Busy> {
  const { start, end } = clinicDayRange(day, clinic.timeZone);
  return busyBetween(clinic, start, new Date(end.getTime() + longestMinutes * 60_000), now);
}

/** Only the chairs closed on a clinic day (closures.ts): what the clinic could take there if nobody had booked. */
export function closedOnDay(
  clinic: BookingClinic,
  day: string,
  longestMinutes: number,
): ReturnType<typeof closedChairTimes> {
  const { start, end } = clinicDayRange(day, clinic.timeZone);
  return closedChairTimes(
    getDb(),
    clinic.id,
    clinic.chairIds,
    start,
    new Date(end.getTime() + longestMinutes * 60_000),
  );
}
