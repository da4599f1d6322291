import "server-only";
import { and, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { chairSlots } from "@/db/schema";
import { closedChairTimes } from "@/server/clinics/closures";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { clockText, hoursOn, surchargeBandOf, type SurchargeBand } from "@/config/booking-hours";
import { assertWithinAvailabilityWindow, earliestStart, SLOT_STEP_MINUTES, startWindow } from "./booking-rules";
import { clinicDayRange, clinicMinuteOfDay, daysOfMonth, startsOnDay, type ClinicDay } from "./clinic-time";

export interface FreeStart {
  startsAt: Date;
  /** Clinic wall time "HH:MM". */
  clinicTime: string;
  band: SurchargeBand;
  freeChairs: number;
}

interface Busy {
  chairId: number;
  startsAt: Date;
  endsAt: Date;
}

/** Chairs taken by bookings and live holds, and chairs closed (closures.ts), between from and to. */
export async function busyBetween(clinic: BookingClinic, from: Date, to: Date, now: Date): Promise<Busy[]> {
  const taken = await getDb()
    .select({ chairId: chairSlots.chairId, startsAt: chairSlots.startsAt, endsAt: chairSlots.endsAt })
    .from(chairSlots)
    .where(
      and(
        eq(chairSlots.clinicId, clinic.id),
        lt(chairSlots.startsAt, to),
        gt(chairSlots.endsAt, from),
        or(eq(chairSlots.state, "booked"), and(eq(chairSlots.state, "held"), or(isNull(chairSlots.expiresAt), gt(chairSlots.expiresAt, now)))),
      ),
    );
  return [...taken, ...(await closedChairTimes(getDb(), clinic.id, clinic.chairIds, from, to))];
}

export function freeStartsOn(clinic: BookingClinic, day: ClinicDay, durationMinutes: number, busy: Busy[], now: Date): FreeStart[] {
  // The clinic's own hours that weekday (decision 167): a closed day offers nothing.
  const standard = hoursOn(clinic.weeklyHours, day);
  const window = startWindow(clinic.outOfHours, standard);
  if (!standard || !window) return [];
  const earliest = earliestStart(now).getTime();
  return startsOnDay(day, clinic.timeZone, window.first, window.last, SLOT_STEP_MINUTES)
    .filter((start) => start.getTime() >= earliest)
    .map((startsAt) => {
      const end = startsAt.getTime() + durationMinutes * 60_000;
      const taken = new Set(busy.filter((b) => b.startsAt.getTime() < end && b.endsAt.getTime() > startsAt.getTime()).map((b) => b.chairId));
      const minute = clinicMinuteOfDay(startsAt, clinic.timeZone);
      return {
        startsAt,
        clinicTime: clockText(minute),
        band: surchargeBandOf(minute, standard),
        freeChairs: clinic.chairIds.filter((id) => !taken.has(id)).length,
      };
    })
    .filter((s) => s.freeChairs > 0);
}

async function clinicOrFail(clinicId: number): Promise<BookingClinic> {
  const clinic = await getBookingClinic(clinicId);
  if (!clinic) throw new AppError("CLINIC_REQUIRED");
  return clinic;
}

/** Free start times on one clinic day for a visit of `durationMinutes` (the basket's total). */
export async function getDayAvailability(input: { clinicId: number; day: ClinicDay; durationMinutes: number }, now = new Date()): Promise<FreeStart[]> {
  assertWithinAvailabilityWindow(input.day, "date", now);
  const clinic = await clinicOrFail(input.clinicId);
  const { start, end } = clinicDayRange(input.day, clinic.timeZone);
  const busy = await busyBetween(clinic, start, new Date(end.getTime() + input.durationMinutes * 60_000), now);
  return freeStartsOn(clinic, input.day, input.durationMinutes, busy, now);
}

/** Which days of a month ("YYYY-MM") have at least one free start: the calendar greys out the others. */
export async function getMonthAvailability(input: { clinicId: number; month: string; durationMinutes: number }, now = new Date()): Promise<{ day: ClinicDay; free: boolean }[]> {
  assertWithinAvailabilityWindow(input.month, "month", now);
  const clinic = await clinicOrFail(input.clinicId);
  const days = daysOfMonth(input.month);
  const from = clinicDayRange(days[0]!, clinic.timeZone).start;
  const to = new Date(clinicDayRange(days.at(-1)!, clinic.timeZone).end.getTime() + input.durationMinutes * 60_000);
  const busy = await busyBetween(clinic, from, to, now);
  return days.map((day) => ({ day, free: freeStartsOn(clinic, day, input.durationMinutes, busy, now).length > 0 }));
}

/** Live holds' end of life, for the countdown. */
export async function getHold(holdId: string, holderKey: string): Promise<{ id: string; clinicId: number; startsAt: Date; endsAt: Date; expiresAt: Date } | null> {
  const [row] = await getDb()
    .select({ id: chairSlots.id, clinicId: chairSlots.clinicId, startsAt: chairSlots.startsAt, endsAt: chairSlots.endsAt, expiresAt: chairSlots.expiresAt })
    .from(chairSlots)
    .where(and(eq(chairSlots.id, holdId), eq(chairSlots.holderKey, holderKey), inArray(chairSlots.state, ["held"])));
  return row && row.expiresAt ? { ...row, expiresAt: row.expiresAt } : null;
}
