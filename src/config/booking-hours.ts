/**
 * When a treatment may start and what its start time adds (docs/product/booking-and-pricing-rules.md), in one place for the server
 * (availability, holds, pricing, orders) and the browser (the time picker's surcharge labels, the
 * opening hours shown on clinic pages). Pure: no database, no server-only imports.
 *
 * - Standard starts follow each clinic's weekly hours (decision 167): per weekday a first and a last start, or
 *   closed; the group's default (and every seeded clinic) is 09:00-20:00 every day. Every 30 minutes; nothing
 *   less than 24 hours ahead. A closed weekday offers nothing, out of hours included.
 * - Clinics offering out-of-hours also take the rest of an open day: from 07:00 to before the first standard
 *   start and after the last one to 22:59 add a fixed amount per treatment (100 USD; each currency's in
 *   src/config/money.ts); 23:00-06:59 adds the treatment's price again (a programme: one session's price).
 * - A chair is held for 10 minutes while the visitor checks out.
 */
import { fixedAmounts } from "./money";

export const SLOT_STEP_MINUTES = 30;
export const LEAD_TIME_HOURS = 24;
export const HOLD_MINUTES = 10;

/** Minutes after the clinic's local midnight. */
export const STANDARD_WINDOW = { first: 9 * 60, last: 20 * 60 } as const;
export const EXTENDED_WINDOW = { first: 0, last: 24 * 60 - SLOT_STEP_MINUTES } as const;
export const EARLY_FIRST_START = 7 * 60;
export const NIGHT_FIRST_START = 23 * 60;

export type SurchargeBand = "standard" | "out_of_hours" | "night";

/** A weekday's standard starts, minutes after the clinic's midnight: the first and the last start. */
export interface DayHours {
  first: number;
  last: number;
}

/** Monday first (index 0) to Sunday (index 6); null: closed that weekday. */
export type WeeklyHours = readonly (DayHours | null)[];

/** The group's hours, and every clinic's until its manager changes them. */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = Array.from({ length: 7 }, () => ({
  first: STANDARD_WINDOW.first,
  last: STANDARD_WINDOW.last,
}));

/** Standard hours must leave the night band (23:00-06:59) alone: first start 07:00 at the earliest, last 22:30. */
export const EARLIEST_STANDARD_START = EARLY_FIRST_START;
export const LATEST_STANDARD_START = NIGHT_FIRST_START - SLOT_STEP_MINUTES;

/** 0 (Monday) to 6 (Sunday) for a clinic day "YYYY-MM-DD". */
export function weekdayIndexOf(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The clinic's standard hours on a clinic day, or null when it is closed that weekday. */
export function hoursOn(hours: WeeklyHours | null | undefined, day: string): DayHours | null {
  return (hours ?? DEFAULT_WEEKLY_HOURS)[weekdayIndexOf(day)] ?? null;
}

/**
 * The starts a clinic takes on a day: its standard hours, or the whole day where out-of-hours is offered;
 * null when it is closed that day. Without a day (no weekly hours known): the group's hours.
 */
export function startWindow(
  outOfHours: boolean,
  standard: DayHours | null = STANDARD_WINDOW,
): { first: number; last: number } | null {
  if (!standard) return null;
  return outOfHours ? EXTENDED_WINDOW : standard;
}

/** Which surcharge band a start time falls in (clinic wall time), against that day's standard hours. */
export function surchargeBandOf(minuteOfDay: number, standard: DayHours = STANDARD_WINDOW): SurchargeBand {
  if (minuteOfDay >= standard.first && minuteOfDay <= standard.last) return "standard";
  if (minuteOfDay >= NIGHT_FIRST_START || minuteOfDay < EARLY_FIRST_START) return "night";
  return "out_of_hours";
}

export interface SurchargedLine {
  /** Price of one unit with its add-on choice. */
  unitPriceCents: number;
  quantity: number;
  /** Sessions in one unit (programmes: N); the night surcharge is one session's price. */
  sessions: number;
}

/** The surcharge one basket line pays for a start in `band`, in the order's `currency`: per treatment booked at that time. */
export function lineSurchargeCents(band: SurchargeBand, line: SurchargedLine, currency: string): number {
  if (band === "out_of_hours") return fixedAmounts(currency).outOfHoursSurchargeCents * line.quantity;
  if (band === "night") return Math.round(line.unitPriceCents / Math.max(1, line.sessions)) * line.quantity;
  return 0;
}

/** The surcharge of a whole basket for a start in `band` (what the time picker shows on a slot). */
export function basketSurchargeCents(band: SurchargeBand, lines: readonly SurchargedLine[], currency: string): number {
  return lines.reduce((sum, line) => sum + lineSurchargeCents(band, line, currency), 0);
}

/** "09:00" for 540: opening hours as shown to visitors. */
export function clockText(minuteOfDay: number): string {
  return `${String(Math.floor(minuteOfDay / 60)).padStart(2, "0")}:${String(minuteOfDay % 60).padStart(2, "0")}`;
}

/** 540 for "09:00". */
export function minuteOfClock(clock: string): number {
  const [h, m] = clock.split(":").map(Number) as [number, number];
  return h * 60 + m;
}

/** Where the time list shows a start: the part of the day people name, night last (it is out of hours). */
export type DayPart = "morning" | "afternoon" | "evening" | "night";
export const DAY_PARTS: readonly DayPart[] = ["morning", "afternoon", "evening", "night"];
const AFTERNOON_FIRST = 12 * 60;
const EVENING_FIRST = 17 * 60;

export function dayPartOf(minuteOfDay: number): DayPart {
  if (surchargeBandOf(minuteOfDay) === "night") return "night";
  if (minuteOfDay < AFTERNOON_FIRST) return "morning";
  if (minuteOfDay < EVENING_FIRST) return "afternoon";
  return "evening";
}

/** The starts each surcharge band covers on a day with these standard hours, as the time list's key shows them: "07:00–08:30", "20:30–22:30". */
export function surchargeBandRanges(
  standard: DayHours = STANDARD_WINDOW,
): Record<Exclude<SurchargeBand, "standard">, string[]> {
  const range = (first: number, last: number) => `${clockText(first)}–${clockText(last)}`;
  const outOfHours: string[] = [];
  if (standard.first > EARLY_FIRST_START) outOfHours.push(range(EARLY_FIRST_START, standard.first - SLOT_STEP_MINUTES));
  if (standard.last < NIGHT_FIRST_START - SLOT_STEP_MINUTES)
    outOfHours.push(range(standard.last + SLOT_STEP_MINUTES, NIGHT_FIRST_START - SLOT_STEP_MINUTES));
  return { out_of_hours: outOfHours, night: [range(NIGHT_FIRST_START, EARLY_FIRST_START - SLOT_STEP_MINUTES)] };
}

/** Whether stored weekly hours are well formed: seven days, each closed or 07:00-22:30 on the half hour, first ≤ last. */
export function isWeeklyHours(value: unknown): value is WeeklyHours {
  return (
    Array.isArray(value) &&
    value.length === 7 &&
    value.every(
      (d) =>
        d === null ||
        (typeof d === "object" &&
          Number.isInteger(d.first) &&
          Number.isInteger(d.last) &&
          d.first % SLOT_STEP_MINUTES === 0 &&
          d.last % SLOT_STEP_MINUTES === 0 &&
          d.first >= EARLIEST_STANDARD_START &&
          d.last <= LATEST_STANDARD_START &&
          d.first <= d.last),
    )
  );
}
