/**
 * When a treatment may start and what its start time adds (DESIGN 5), in one place for the server
 * (availability, holds, pricing, orders) and the browser (the time picker's surcharge labels, the
 * opening hours shown on clinic pages). Pure: no database, no server-only imports.
 *
 * - Standard starts 09:00-20:00 clinic time, every 30 minutes; nothing less than 24 hours ahead.
 * - Clinics offering out-of-hours also take the rest of the day: 07:00-08:59 and 20:01-22:59 add
 *   100 USD per treatment; 23:00-06:59 adds the treatment's price again (a programme: one session's price).
 * - A chair is held for 10 minutes while the visitor checks out.
 */

export const SLOT_STEP_MINUTES = 30;
export const LEAD_TIME_HOURS = 24;
export const HOLD_MINUTES = 10;

/** Minutes after the clinic's local midnight. */
export const STANDARD_WINDOW = { first: 9 * 60, last: 20 * 60 } as const;
export const EXTENDED_WINDOW = { first: 0, last: 24 * 60 - SLOT_STEP_MINUTES } as const;
export const EARLY_FIRST_START = 7 * 60;
export const NIGHT_FIRST_START = 23 * 60;

export const OUT_OF_HOURS_SURCHARGE_CENTS = 100_00;

export type SurchargeBand = "standard" | "out_of_hours" | "night";

/** The starts a clinic takes: the standard window, or the whole day where out-of-hours is offered. */
export function startWindow(outOfHours: boolean): { first: number; last: number } {
  return outOfHours ? EXTENDED_WINDOW : STANDARD_WINDOW;
}

/** Which surcharge band a start time falls in (clinic wall time). */
export function surchargeBandOf(minuteOfDay: number): SurchargeBand {
  if (minuteOfDay >= STANDARD_WINDOW.first && minuteOfDay <= STANDARD_WINDOW.last) return "standard";
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

/** The surcharge one basket line pays for a start in `band`: per treatment booked at that time. */
export function lineSurchargeCents(band: SurchargeBand, line: SurchargedLine): number {
  if (band === "out_of_hours") return OUT_OF_HOURS_SURCHARGE_CENTS * line.quantity;
  if (band === "night") return Math.round(line.unitPriceCents / Math.max(1, line.sessions)) * line.quantity;
  return 0;
}

/** The surcharge of a whole basket for a start in `band` (what the time picker shows on a slot). */
export function basketSurchargeCents(band: SurchargeBand, lines: readonly SurchargedLine[]): number {
  return lines.reduce((sum, line) => sum + lineSurchargeCents(band, line), 0);
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

/** The starts each surcharge band covers, as shown in the time list's key: "07:00–08:30", "20:30–22:30". */
export function surchargeBandRanges(): Record<Exclude<SurchargeBand, "standard">, string[]> {
  const range = (first: number, last: number) => `${clockText(first)}–${clockText(last)}`;
  return {
    out_of_hours: [range(EARLY_FIRST_START, STANDARD_WINDOW.first - SLOT_STEP_MINUTES), range(STANDARD_WINDOW.last + SLOT_STEP_MINUTES, NIGHT_FIRST_START - SLOT_STEP_MINUTES)],
    night: [range(NIGHT_FIRST_START, EARLY_FIRST_START - SLOT_STEP_MINUTES)],
  };
}
