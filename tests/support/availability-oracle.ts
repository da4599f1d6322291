/**
 * The availability computation as it was before decision 185, kept as the oracle of the one-pass month: each day
 * on its own, every start converted from wall time (48 conversions a day and one more for its minute), every
 * start checked against every busy time, and the busy times read with plain comparisons (no ranges).
 */
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { chairSlots } from "@/db/schema";
import { clockText, hoursOn, surchargeBandOf, SLOT_STEP_MINUTES, startWindow } from "@/config/booking-hours";
import { earliestStart } from "@/server/availability/booking-rules";
import { clinicDayRange, clinicMinuteOfDay, wallTimeToInstant, type ClinicDay } from "@/shared/clinic-time";
import type { Busy, FreeStart } from "@/server/availability/get-availability";
import { closedChairTimes } from "@/server/clinics/closures";
import type { BookingClinic } from "@/server/clinics/get-clinic";

export type OracleClinic = Pick<BookingClinic, "id" | "timeZone" | "outOfHours" | "weeklyHours" | "chairIds">;

export function oracleStartsOnDay(
  day: ClinicDay,
  timeZone: string,
  firstMinute: number,
  lastMinute: number,
  step: number,
): Date[] {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const out: Date[] = [];
  const seen = new Set<number>();
  for (let m = firstMinute; m <= lastMinute; m += step) {
    const instant = wallTimeToInstant({ year, month, day: date, hour: Math.floor(m / 60), minute: m % 60 }, timeZone);
    if (seen.has(instant.getTime()) || clinicMinuteOfDay(instant, timeZone) !== m) continue;
    seen.add(instant.getTime());
    out.push(instant);
  }
  return out;
}

export function oracleFreeStartsOn(
  clinic: OracleClinic,
  day: ClinicDay,
  durationMinutes: number,
  busy: readonly Busy[],
  now: Date,
): FreeStart[] {
  const standard = hoursOn(clinic.weeklyHours, day);
  const window = startWindow(clinic.outOfHours, standard);
  if (!standard || !window) return [];
  const earliest = earliestStart(now, "customer").getTime();
  return oracleStartsOnDay(day, clinic.timeZone, window.first, window.last, SLOT_STEP_MINUTES)
    .filter((start) => start.getTime() >= earliest)
    .map((startsAt) => {
      const end = startsAt.getTime() + durationMinutes * 60_000;
      const taken = new Set(
        busy.filter((b) => b.startsAt.getTime() < end && b.endsAt.getTime() > startsAt.getTime()).map((b) => b.chairId),
      );
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

/** The busy times of [from, to) as the old query read them. */
export async function oracleBusyBetween(clinic: OracleClinic, from: Date, to: Date, now: Date): Promise<Busy[]> {
  const taken = await getDb()
    .select({ chairId: chairSlots.chairId, startsAt: chairSlots.startsAt, endsAt: chairSlots.endsAt })
    .from(chairSlots)
    .where(
      and(
        eq(chairSlots.clinicId, clinic.id),
        lt(chairSlots.startsAt, to),
        gt(chairSlots.endsAt, from),
        or(
          eq(chairSlots.state, "booked"),
          and(eq(chairSlots.state, "held"), or(isNull(chairSlots.expiresAt), gt(chairSlots.expiresAt, now))),
        ),
      ),
    );
  return [...taken, ...(await closedChairTimes(getDb(), clinic.id, clinic.chairIds, from, to))];
}

/** A month's days, each with its free starts, day by day from the database, as before. */
export async function oracleMonth(
  clinic: OracleClinic,
  days: readonly ClinicDay[],
  durationMinutes: number,
  now: Date,
): Promise<FreeStart[][]> {
  const from = clinicDayRange(days[0]!, clinic.timeZone).start;
  const to = new Date(clinicDayRange(days.at(-1)!, clinic.timeZone).end.getTime() + durationMinutes * 60_000);
  const busy = await oracleBusyBetween(clinic, from, to, now);
  return days.map((day) => oracleFreeStartsOn(clinic, day, durationMinutes, busy, now));
}
