import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { chairSlots } from "@/db/schema";
import { closedTimesOf, closuresOverlapping, epochMs, type ClosureRow } from "@/server/clinics/closures";
import type { BookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { clockText, hoursOn, surchargeBandOf, type SurchargeBand } from "@/config/booking-hours";
import {
  assertWithinAvailabilityWindow,
  earliestStart,
  SLOT_STEP_MINUTES,
  startWindow,
  type Booker,
} from "./booking-rules";
import {
  clinicDayOf,
  clinicDaySpans,
  clinicMinuteOfDay,
  daysOfMonth,
  startsInSpan,
  type ClinicDay,
  type ClinicDaySpan,
  type ClinicStart,
} from "@/shared/clinic-time";
import { timed } from "@/server/metrics/metrics";
import { availabilityReads, liveAt, type AvailabilityReads, type KeptBusy } from "./availability-cache";

/** The longest visit availability is asked for (the API's limit, 12 hours): the busy times are read this far on. */
const LONGEST_VISIT_MINUTES = 12 * 60;

export interface FreeStart {
  startsAt: Date;
  /** Clinic wall time "HH:MM". */
  clinicTime: string;
  band: SurchargeBand;
  freeChairs: number;
  /** Staff only: the start of the current five minutes, off the half-hour grid (a walk-in, booking-rules.ts). */
  walkIn?: true;
}

export interface Busy {
  chairId: number;
  startsAt: Date;
  endsAt: Date;
  /** A clinic or chair closure (closures.ts), not a visit or a hold. */
  closure?: boolean;
}

/**
 * Chairs taken by bookings and holds, and chairs closed (closures.ts), between from and to: one query. Each row
 * says until when it takes its chair (a hold until it expires), so what is read can be kept and asked again at a
 * later instant (availability-cache.ts). The overlap is asked as ranges of the clinic's live rows, which the index
 * `chair_slots_live_clinic_range` (migration 0037) finds by clinic and time; the instants come back as epoch
 * milliseconds, not as timestamps for the driver and the ORM to parse and map row by row: a month of a busy clinic is
 * thousands of rows (decision 264).
 */
async function readBusy(clinic: BookingClinic, from: Date, to: Date): Promise<KeptBusy[]> {
  const range = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
  const result = await getDb().execute<{
    chair_id: number | null;
    starts: number;
    ends: number;
    live_until: number | null;
    closure: boolean;
  }>(
    sql`select ${chairSlots.chairId} as chair_id, ${epochMs(chairSlots.startsAt)} as starts,
               ${epochMs(chairSlots.endsAt)} as ends,
               case when ${chairSlots.state} = 'held' then ${epochMs(chairSlots.expiresAt)} end as live_until,
               false as closure
          from ${chairSlots}
         where ${chairSlots.clinicId} = ${clinic.id}
           and ${chairSlots.state} in ('held', 'booked')
           and tstzrange(${chairSlots.startsAt}, ${chairSlots.endsAt}, '[)') && ${range}
        union all
        select chair_id, starts, ends, null, true from (${closuresOverlapping(clinic.id, from, to)}) as closed`,
  );
  const busy: KeptBusy[] = [];
  const closures: ClosureRow[] = [];
  for (const row of result.rows) {
    if (row.closure) closures.push({ chairId: row.chair_id, startsAt: row.starts, endsAt: row.ends });
    else
      busy.push({
        chairId: row.chair_id!,
        startsAt: new Date(row.starts),
        endsAt: new Date(row.ends),
        liveUntil: row.live_until === null ? Infinity : Number(row.live_until),
      });
  }
  for (const closed of closedTimesOf(closures, clinic.chairIds))
    busy.push({
      chairId: closed.chairId,
      startsAt: new Date(closed.startsAt),
      endsAt: new Date(closed.endsAt),
      closure: true,
      liveUntil: Infinity,
    });
  return busy;
}

/** Chairs taken by bookings and live holds at `now`, and chairs closed, between from and to. */
export async function busyBetween(clinic: BookingClinic, from: Date, to: Date, now: Date): Promise<Busy[]> {
  return liveAt(await readBusy(clinic, from, to), now);
}

/**
 * The busy times availability answers from, kept per clinic version (decision 269): read over the days and the
 * longest visit after them, so every visit length asks the same range and finds it kept.
 */
async function keptBusyOver(
  reads: AvailabilityReads,
  clinic: BookingClinic,
  spans: readonly ClinicDaySpan[],
  durationMinutes: number,
  now: Date,
): Promise<Busy[]> {
  const from = new Date(spans[0]!.start);
  const to = new Date(spans.at(-1)!.end + Math.max(durationMinutes, LONGEST_VISIT_MINUTES) * 60_000);
  return liveAt(await reads.busy(clinic, from, to, () => readBusy(clinic, from, to)), now);
}

/**
 * Which of the clinic's chairs are free over [from, to) as the times asked advance: each chair's busy times are
 * sorted by start once and walked forward, never scanned again. A chair is taken when a busy time starting before
 * `to` ends after `from`; as `to` only grows, the busy times starting before it only grow too, so keeping their
 * latest end answers the question. (Asked out of order, it starts the walk again: still right, only slower.)
 */
class ChairSweep {
  private readonly chairs: { starts: number[]; ends: number[]; next: number; latestEnd: number }[];
  private lastTo = -Infinity;

  constructor(chairIds: readonly number[], busy: readonly Busy[]) {
    const byChair = new Map<number, { start: number; end: number }[]>(chairIds.map((id) => [id, []]));
    for (const b of busy) byChair.get(b.chairId)?.push({ start: b.startsAt.getTime(), end: b.endsAt.getTime() });
    this.chairs = [...byChair.values()].map((times) => {
      times.sort((a, b) => a.start - b.start);
      return { starts: times.map((t) => t.start), ends: times.map((t) => t.end), next: 0, latestEnd: -Infinity };
    });
  }

  freeChairs(from: number, to: number): number {
    if (to < this.lastTo) for (const chair of this.chairs) Object.assign(chair, { next: 0, latestEnd: -Infinity });
    this.lastTo = to;
    let free = 0;
    for (const chair of this.chairs) {
      while (chair.next < chair.starts.length && chair.starts[chair.next]! < to) {
        chair.latestEnd = Math.max(chair.latestEnd, chair.ends[chair.next]!);
        chair.next++;
      }
      if (!(chair.latestEnd > from)) free++;
    }
    return free;
  }
}

/**
 * The free starts of consecutive clinic days, in one pass (decision 185): each day's hours (decision 167) and
 * starts from its bounds (computed once per midnight), the booker's lead time, and the busy times swept once in
 * start order. A visit of `durationMinutes` must find a chair free for its whole length. `busy` must cover the days
 * and the visit's length after the last. Staff see the half-hour starts from now on and, first, the current five
 * minutes when it is off that grid (a walk-in: "now").
 */
export function freeStartsOnDays(
  clinic: BookingClinic,
  spans: readonly ClinicDaySpan[],
  durationMinutes: number,
  busy: readonly Busy[],
  now: Date,
  booker: Booker = "customer",
): FreeStart[][] {
  const earliest = earliestStart(now, booker).getTime();
  const walkIn = booker === "staff" ? walkInStart(clinic, earliest) : null;
  const length = durationMinutes * 60_000;
  const sweep = new ChairSweep(clinic.chairIds, busy);
  return spans.map((span) => {
    // The clinic's own hours that weekday (decision 167): a closed day offers nothing.
    const standard = hoursOn(clinic.weeklyHours, span.day);
    const window = startWindow(clinic.outOfHours, standard);
    if (!standard || !window) return [];
    const free: FreeStart[] = [];
    const starts: (ClinicStart & { walkIn?: true })[] = startsInSpan(
      span,
      clinic.timeZone,
      window.first,
      window.last,
      SLOT_STEP_MINUTES,
    );
    if (walkIn?.day === span.day && walkIn.minute >= window.first && walkIn.minute <= window.last)
      starts.unshift({ at: earliest, minute: walkIn.minute, walkIn: true });
    for (const start of starts) {
      if (start.at < earliest) continue;
      const freeChairs = sweep.freeChairs(start.at, start.at + length);
      if (freeChairs > 0)
        free.push({
          startsAt: new Date(start.at),
          clinicTime: clockText(start.minute),
          band: surchargeBandOf(start.minute, standard),
          freeChairs,
          ...(start.walkIn ? { walkIn: true as const } : {}),
        });
    }
    return free;
  });
}

/** Staff's "now" start (the current five minutes) when it is off the half-hour grid, with its clinic day and minute. */
function walkInStart(clinic: BookingClinic, earliest: number): { day: ClinicDay; minute: number } | null {
  const at = new Date(earliest);
  const minute = clinicMinuteOfDay(at, clinic.timeZone);
  return minute % SLOT_STEP_MINUTES === 0 ? null : { day: clinicDayOf(at, clinic.timeZone), minute };
}

/** The days' free starts, with the busy times read for the whole run of days at once. */
export async function freeStartsBetween(
  clinic: BookingClinic,
  spans: readonly ClinicDaySpan[],
  durationMinutes: number,
  now: Date,
  booker: Booker = "customer",
): Promise<FreeStart[][]> {
  if (spans.length === 0) return [];
  const from = new Date(spans[0]!.start);
  const to = new Date(spans.at(-1)!.end + durationMinutes * 60_000);
  return freeStartsOnDays(clinic, spans, durationMinutes, await busyBetween(clinic, from, to, now), now, booker);
}

async function clinicOrFail(reads: AvailabilityReads): Promise<BookingClinic> {
  const clinic = await reads.clinic();
  if (!clinic) throw new AppError("CLINIC_REQUIRED");
  return clinic;
}

/**
 * Free start times on one clinic day for a visit of `durationMinutes` (the basket's total), as `booker` may book
 * them: online (the default) from 24 hours ahead, at the desk from now on.
 */
export async function getDayAvailability(
  input: { clinicId: number; day: ClinicDay; durationMinutes: number; booker?: Booker },
  now = new Date(),
): Promise<FreeStart[]> {
  return timed("availability_day", async () => {
    assertWithinAvailabilityWindow(input.day, "date", now);
    const reads = await availabilityReads(input.clinicId);
    const clinic = await clinicOrFail(reads);
    const spans = clinicDaySpans(input.day, 1, clinic.timeZone);
    const busy = await keptBusyOver(reads, clinic, spans, input.durationMinutes, now);
    const [free] = freeStartsOnDays(clinic, spans, input.durationMinutes, busy, now, input.booker);
    return free ?? [];
  });
}

/**
 * The clinic days every chair is closed from midnight to midnight by a closure (a public holiday, decision 144). The
 * calendar shows them unavailable, never as a full day to join the waitlist for (issue 40, row 8). A day booked or
 * held from end to end is full, not closed: its waitlist stays open. From the busy times availability already read
 * (closures carry `closure`): no query of its own.
 */
function closedAllDay(
  chairIds: readonly number[],
  busy: readonly Busy[],
  spans: readonly ClinicDaySpan[],
): Set<string> {
  const long = busy.filter((b) => b.closure);
  if (chairIds.length === 0 || long.length === 0) return new Set();
  return new Set(
    spans
      .filter((span) =>
        chairIds.every((id) =>
          long.some((b) => b.chairId === id && b.startsAt.getTime() <= span.start && b.endsAt.getTime() >= span.end),
        ),
      )
      .map((span) => span.day),
  );
}

/** Which days of a month ("YYYY-MM") have at least one free start: the calendar greys out the others. */
export async function getMonthAvailability(
  input: { clinicId: number; month: string; durationMinutes: number },
  now = new Date(),
): Promise<{ day: ClinicDay; free: boolean; closed: boolean }[]> {
  return timed("availability_month", async () => {
    assertWithinAvailabilityWindow(input.month, "month", now);
    const reads = await availabilityReads(input.clinicId);
    const clinic = await clinicOrFail(reads);
    const days = daysOfMonth(input.month);
    const spans = clinicDaySpans(days[0]!, days.length, clinic.timeZone);
    const busy = await keptBusyOver(reads, clinic, spans, input.durationMinutes, now);
    const free = freeStartsOnDays(clinic, spans, input.durationMinutes, busy, now);
    const closed = closedAllDay(clinic.chairIds, busy, spans);
    return spans.map((span, i) => ({ day: span.day, free: free[i]!.length > 0, closed: closed.has(span.day) }));
  });
}
