/**
 * Whether a start may be booked: the hours and lead time come from src/config/booking-hours.ts (the one
 * module the browser imports too); this file applies them to a clinic with its contact for the message.
 */
import { hoursOn, LEAD_TIME_HOURS, SLOT_STEP_MINUTES, startWindow, type WeeklyHours } from "@/config/booking-hours";
import { endOfMonth, fromAbsolute, startOfMonth, toCalendarDate } from "@internationalized/date";
import { AppError } from "@/server/errors/app-error";
import { clinicDayOf, clinicMinuteOfDay, type ClinicDay } from "@/shared/clinic-time";

export { HOLD_MINUTES, SLOT_STEP_MINUTES, startWindow } from "@/config/booking-hours";

/**
 * The calendar shows and the API answers availability from the start of last month to the end of the
 * month twelve months ahead (decision 080): a month or day outside drives no loop and no query.
 */
export const AVAILABILITY_MONTHS_BACK = 1;
export const AVAILABILITY_MONTHS_AHEAD = 12;

export function availabilityWindow(now: Date): { first: ClinicDay; last: ClinicDay } {
  const today = toCalendarDate(fromAbsolute(now.getTime(), "UTC"));
  return {
    first: startOfMonth(today.subtract({ months: AVAILABILITY_MONTHS_BACK })).toString(),
    last: endOfMonth(today.add({ months: AVAILABILITY_MONTHS_AHEAD })).toString(),
  };
}

/** Refuse a day ("YYYY-MM-DD") or a month ("YYYY-MM") outside the window, as a validation error on `field`. */
export function assertWithinAvailabilityWindow(value: string, field: string, now: Date): void {
  const { first, last } = availabilityWindow(now);
  const from = value.length === 7 ? `${value}-31` : value;
  const to = value.length === 7 ? `${value}-01` : value;
  // Plain string comparison: both sides are four-digit-year ISO dates.
  if (!/^\d{4}-\d{2}(-\d{2})?$/.test(value) || from < first || to > last) {
    throw new AppError("VALIDATION", {}, { [field]: "booking.form.dateOutOfRange" });
  }
}

/**
 * Who books a start: a customer online (the site, the app, their account) or a member of staff at the desk (by
 * phone, a walk-in). The one input the lead-time rule below takes besides the clock.
 */
export type Booker = "customer" | "staff";

/** A walk-in's start: staff book on five-minute marks, so "now" is the current five minutes (issue 41). */
export const WALK_IN_STEP_MINUTES = 5;
const WALK_IN_STEP_MS = WALK_IN_STEP_MINUTES * 60_000;

/**
 * The lead-time rule, in one place: the earliest start `booker` may book at `now`. A customer books at least
 * LEAD_TIME_HOURS (24) ahead; staff from now on, the current five minutes included (a walk-in sat down at 14:07
 * starts 14:05). Every offset in use is a whole number of five minutes, so the marks read :00, :05… in every zone.
 */
export function earliestStart(now: Date, booker: Booker): Date {
  if (booker === "staff") return new Date(Math.floor(now.getTime() / WALK_IN_STEP_MS) * WALK_IN_STEP_MS);
  return new Date(now.getTime() + LEAD_TIME_HOURS * 3_600_000);
}

/** The minutes between the starts `booker` may choose: the half-hour grid online, five minutes at the desk. */
export function startStepMinutes(booker: Booker): number {
  return booker === "staff" ? WALK_IN_STEP_MINUTES : SLOT_STEP_MINUTES;
}

export interface ClinicContact {
  phone: string;
  email: string;
}

/** What the hours rule needs to know about a clinic. */
export interface ClinicHours {
  timeZone: string;
  outOfHours: boolean;
  weeklyHours: WeeklyHours;
}

/**
 * Whether a start falls on the clinic's grid (every `stepMinutes` from midnight: half an hour online, five minutes
 * at the desk) inside what it takes that day: its weekly standard hours, or the whole of an open day where it
 * offers out-of-hours (decision 167). A closed weekday takes nothing.
 */
export function isWithinClinicHours(startsAt: Date, clinic: ClinicHours, stepMinutes = SLOT_STEP_MINUTES): boolean {
  const minute = clinicMinuteOfDay(startsAt, clinic.timeZone);
  const window = startWindow(clinic.outOfHours, hoursOn(clinic.weeklyHours, clinicDayOf(startsAt, clinic.timeZone)));
  return window !== null && minute >= window.first && minute <= window.last && minute % stepMinutes === 0;
}

/**
 * Whether `booker` may book a start at `now`: not before the earliest start (earliestStart: a customer is refused a
 * start under 24 hours ahead with the clinic's phone and e-mail, staff a start already past), on the booker's grid
 * inside the clinic's hours.
 */
export function assertBookableStart(
  startsAt: Date,
  clinic: ClinicContact & ClinicHours,
  now: Date,
  booker: Booker,
): void {
  if (startsAt.getTime() < earliestStart(now, booker).getTime()) {
    if (booker === "staff") throw new AppError("START_PASSED");
    throw new AppError("LEAD_TIME", { phone: clinic.phone, email: clinic.email });
  }
  if (!isWithinClinicHours(startsAt, clinic, startStepMinutes(booker))) throw new AppError("OUTSIDE_HOURS");
}
