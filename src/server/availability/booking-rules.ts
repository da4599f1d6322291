/**
 * When a treatment may start (DESIGN 5), in one place: standard starts 09:00-20:00 clinic time;
 * clinics offering out-of-hours also take 07:00-09:00 and 20:00-23:00 (+100 USD) and the night
 * (double rate); nothing starts less than 24 hours ahead; a hold lasts 10 minutes.
 */
import { endOfMonth, fromAbsolute, startOfMonth, toCalendarDate } from "@internationalized/date";
import { AppError } from "@/server/errors/app-error";
import { clinicMinuteOfDay, type ClinicDay } from "./clinic-time";

export const SLOT_STEP_MINUTES = 30;
export const LEAD_TIME_HOURS = 24;
export const HOLD_MINUTES = 10;
export const STANDARD_WINDOW = { first: 9 * 60, last: 20 * 60 } as const;
export const EXTENDED_WINDOW = { first: 0, last: 24 * 60 - SLOT_STEP_MINUTES } as const;

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

export function startWindow(outOfHours: boolean): { first: number; last: number } {
  return outOfHours ? EXTENDED_WINDOW : STANDARD_WINDOW;
}

export function earliestStart(now: Date): Date {
  return new Date(now.getTime() + LEAD_TIME_HOURS * 3_600_000);
}

export interface ClinicContact {
  phone: string;
  email: string;
}

/** Refuse starts under 24 hours ahead with the clinic's phone and e-mail, and starts outside the clinic's hours. */
export function assertBookableStart(startsAt: Date, clinic: ClinicContact & { timeZone: string; outOfHours: boolean }, now: Date): void {
  if (startsAt.getTime() < earliestStart(now).getTime()) {
    throw new AppError("LEAD_TIME", { phone: clinic.phone, email: clinic.email });
  }
  const minute = clinicMinuteOfDay(startsAt, clinic.timeZone);
  const window = startWindow(clinic.outOfHours);
  if (minute < window.first || minute > window.last || minute % SLOT_STEP_MINUTES !== 0) {
    throw new AppError("OUTSIDE_HOURS");
  }
}
