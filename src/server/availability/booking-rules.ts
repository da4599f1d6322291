/**
 * Whether a start may be booked: the hours and lead time come from src/config/booking-hours.ts (the one
 * module the browser imports too); this file applies them to a clinic with its contact for the message.
 */
import { hoursOn, LEAD_TIME_HOURS, SLOT_STEP_MINUTES, startWindow, type WeeklyHours } from "@/config/booking-hours";
import { endOfMonth, fromAbsolute, startOfMonth, toCalendarDate } from "@internationalized/date";
import { AppError } from "@/server/errors/app-error";
import { clinicDayOf, clinicMinuteOfDay, type ClinicDay } from "./clinic-time";

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

export function earliestStart(now: Date): Date {
  return new Date(now.getTime() + LEAD_TIME_HOURS * 3_600_000);
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
 * Whether a start falls on the clinic's half-hour grid inside what it takes that day: its weekly standard hours,
 * or the whole of an open day where it offers out-of-hours (decision 167). A closed weekday takes nothing.
 */
export function isWithinClinicHours(startsAt: Date, clinic: ClinicHours): boolean {
  const minute = clinicMinuteOfDay(startsAt, clinic.timeZone);
  const window = startWindow(clinic.outOfHours, hoursOn(clinic.weeklyHours, clinicDayOf(startsAt, clinic.timeZone)));
  return window !== null && minute >= window.first && minute <= window.last && minute % SLOT_STEP_MINUTES === 0;
}

/** Refuse starts under 24 hours ahead with the clinic's phone and e-mail, and starts outside the clinic's hours. */
export function assertBookableStart(startsAt: Date, clinic: ClinicContact & ClinicHours, now: Date): void {
  if (startsAt.getTime() < earliestStart(now).getTime()) {
    throw new AppError("LEAD_TIME", { phone: clinic.phone, email: clinic.email });
  }
  if (!isWithinClinicHours(startsAt, clinic)) throw new AppError("OUTSIDE_HOURS");
}
