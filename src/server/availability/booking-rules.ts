/**
 * Whether a start may be booked: the hours and lead time come from src/config/booking-hours.ts (the one
 * module the browser imports too); this file applies them to a clinic with its contact for the message.
 */
import { LEAD_TIME_HOURS, SLOT_STEP_MINUTES, startWindow } from "@/config/booking-hours";
import { AppError } from "@/server/errors/app-error";
import { clinicMinuteOfDay } from "./clinic-time";

export { HOLD_MINUTES, SLOT_STEP_MINUTES, startWindow } from "@/config/booking-hours";

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
