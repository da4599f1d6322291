/**
 * The 72-hour rule (docs/product/booking-and-pricing-rules.md, docs/product/booking-and-pricing-rules.md), in one place: a customer may move or cancel a booked visit
 * online only while it starts more than 72 hours from now, measured between UTC instants (so a
 * daylight-saving change in between neither adds nor takes away an hour). Used by My Programs,
 * My Bookings and the API alike.
 */
import { AppError } from "@/server/errors/app-error";
import {
  isWithinClinicHours,
  startStepMinutes,
  type Booker,
  type ClinicContact,
  type ClinicHours,
} from "@/server/availability/booking-rules";

export const CHANGE_CUTOFF_HOURS = 72;

export function changeDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - CHANGE_CUTOFF_HOURS * 3_600_000);
}

/** True while the visit may still be changed online (strictly more than 72 hours ahead). */
export function canChangeOnline(startsAt: Date, now: Date): boolean {
  return now.getTime() < changeDeadline(startsAt).getTime();
}

/** Refuse with "You can't edit session time, please contact our administration team" and the clinic's phone and e-mail. */
export function assertChangeable(startsAt: Date, clinic: ClinicContact, now: Date): void {
  if (!canChangeOnline(startsAt, now))
    throw new AppError("CHANGE_CLOSED", { phone: clinic.phone, email: clinic.email });
}

/**
 * Times chosen in the account (a programme session, a moved visit) start in standard hours: an out-of-hours
 * start would owe a surcharge that nothing in the account can charge, so those go through the clinic. On the
 * booker's grid: staff book on five-minute marks (booking-rules.ts).
 */
export function assertStandardHoursStart(
  startsAt: Date,
  clinic: Pick<ClinicHours, "timeZone" | "weeklyHours">,
  booker: Booker = "customer",
): void {
  if (!isWithinClinicHours(startsAt, { ...clinic, outOfHours: false }, startStepMinutes(booker)))
    throw new AppError("OUTSIDE_HOURS");
}
