/**
 * The one time-zone service. Every instant is stored in UTC; every time a customer sees (pages,
 * e-mails, calendar files) is the clinic's wall-clock time, labelled with the clinic's zone.
 * Conversions go through @internationalized/date, never through hand-made Date arithmetic,
 * so days that are 23 or 25 hours long (daylight-saving changes) come out right.
 *
 * Pure functions, no server-only guard: client islands format times with the same code.
 */
import {
  CalendarDate,
  endOfMonth,
  fromAbsolute,
  parseDate,
  toZoned,
  type ZonedDateTime,
} from "@internationalized/date";

/** A clinic-local calendar day, "YYYY-MM-DD". */
export type ClinicDay = string;

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * Clinic wall time -> UTC instant. For a time that does not exist (the hour skipped in spring)
 * or exists twice (the hour repeated in autumn), the earlier of the possible instants is used.
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string): Date {
  const date = new CalendarDate(wall.year, wall.month, wall.day);
  const zoned = toZoned(date, timeZone, "earlier").set({
    hour: wall.hour,
    minute: wall.minute,
    second: 0,
    millisecond: 0,
  });
  return zoned.toDate();
}

/** UTC instant -> the clinic's wall time. */
export function instantToWallTime(instant: Date, timeZone: string): WallTime {
  const z = zoned(instant, timeZone);
  return { year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute };
}

function zoned(instant: Date, timeZone: string): ZonedDateTime {
  return fromAbsolute(instant.getTime(), timeZone);
}

/** The clinic-local day an instant falls on. */
export function clinicDayOf(instant: Date, timeZone: string): ClinicDay {
  const z = zoned(instant, timeZone);
  return `${z.year}-${pad(z.month)}-${pad(z.day)}`;
}

/** Minutes since the clinic's local midnight (0-1439), for opening hours and surcharges. */
export function clinicMinuteOfDay(instant: Date, timeZone: string): number {
  const z = zoned(instant, timeZone);
  return z.hour * 60 + z.minute;
}

/** [start, end) of a clinic-local day as UTC instants (23, 24 or 25 hours long). */
export function clinicDayRange(day: ClinicDay, timeZone: string): { start: Date; end: Date } {
  const date = parseDate(day);
  return {
    start: toZoned(date, timeZone, "earlier").toDate(),
    end: toZoned(date.add({ days: 1 }), timeZone, "earlier").toDate(),
  };
}

/** The clinic-local day `n` days after `day`. */
export function addClinicDays(day: ClinicDay, n: number): ClinicDay {
  return parseDate(day).add({ days: n }).toString();
}

/** Every day of a month ("YYYY-MM"). */
export function daysOfMonth(month: string): ClinicDay[] {
  const first = parseDate(`${month}-01`);
  // Count the days instead of walking until the month changes: CalendarDate clamps at 9999-12-31,
  // so "9999-12" never changed month and the loop filled the heap (issue 8).
  const count = endOfMonth(first).day;
  return Array.from({ length: count }, (_, i) => first.add({ days: i }).toString());
}

export function isClinicDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  try {
    return parseDate(value).toString() === value;
  } catch {
    return false;
  }
}

/** A clinic day with its [start, end) as UTC milliseconds (23, 24 or 25 hours apart). */
export interface ClinicDaySpan {
  day: ClinicDay;
  start: number;
  end: number;
}

/**
 * `count` consecutive clinic days from `firstDay` with their bounds, each midnight converted once (one day's end
 * is the next day's start): a month costs 32 time-zone conversions. The same bounds as clinicDayRange.
 */
export function clinicDaySpans(firstDay: ClinicDay, count: number, timeZone: string): readonly ClinicDaySpan[] {
  // A zone's days are facts of its rules: each month or day availability asks for is worked out once (decision 264).
  const key = `${timeZone} ${firstDay} ${count}`;
  let spans = keptSpans.get(key);
  if (!spans) {
    if (keptSpans.size >= KEEP_AT_MOST) keptSpans.clear();
    spans = Object.freeze(daySpans(firstDay, count, timeZone).map((span) => Object.freeze(span)));
    keptSpans.set(key, spans);
  }
  return spans;
}

const KEEP_AT_MOST = 2048;
const keptSpans = new Map<string, readonly ClinicDaySpan[]>();
const keptMidnights = new Map<string, boolean>();

function daySpans(firstDay: ClinicDay, count: number, timeZone: string): ClinicDaySpan[] {
  const first = parseDate(firstDay);
  const dates = Array.from({ length: count + 1 }, (_, i) => first.add({ days: i }));
  const bounds = dates.map((date) => toZoned(date, timeZone, "earlier").toDate().getTime());
  return Array.from({ length: count }, (_, i) => ({
    day: dates[i]!.toString(),
    start: bounds[i]!,
    end: bounds[i + 1]!,
  }));
}

/** A start on a clinic day: its instant (UTC milliseconds) and its clinic wall time in minutes after midnight. */
export interface ClinicStart {
  at: number;
  minute: number;
}

const DAY_MS = 86_400_000;

/**
 * Starts from `firstMinute` to `lastMinute` (clinic wall time, inclusive) every `step` minutes on a day. A day that
 * begins at 00:00 and lasts 24 hours has no clock change (no zone changes its clocks twice in one day, back and forth),
 * so each start is the day's start plus its minutes: one conversion a day, not one per start. On the days the
 * clocks change, each wall time is converted: a skipped one (spring forward) maps onto an existing one, so each
 * instant is kept once, and only those that really fall at the intended minute.
 */
export function startsInSpan(
  span: ClinicDaySpan,
  timeZone: string,
  firstMinute: number,
  lastMinute: number,
  step: number,
): ClinicStart[] {
  const out: ClinicStart[] = [];
  if (span.end - span.start === DAY_MS && startsAtMidnight(span, timeZone)) {
    for (let m = firstMinute; m <= lastMinute && m < 1440; m += step)
      out.push({ at: span.start + m * 60_000, minute: m });
    return out;
  }
  const [year, month, date] = span.day.split("-").map(Number) as [number, number, number];
  const seen = new Set<number>();
  for (let m = firstMinute; m <= lastMinute; m += step) {
    const instant = wallTimeToInstant({ year, month, day: date, hour: Math.floor(m / 60), minute: m % 60 }, timeZone);
    if (seen.has(instant.getTime()) || clinicMinuteOfDay(instant, timeZone) !== m) continue;
    seen.add(instant.getTime());
    out.push({ at: instant.getTime(), minute: m });
  }
  return out;
}

/** Whether a day's start reads 00:00 on that day (not so where the clocks skip midnight: Santiago, Havana, Beirut). */
function startsAtMidnight(span: ClinicDaySpan, timeZone: string): boolean {
  const key = `${timeZone} ${span.day} ${span.start}`;
  let midnight = keptMidnights.get(key);
  if (midnight === undefined) {
    if (keptMidnights.size >= KEEP_AT_MOST) keptMidnights.clear();
    const z = zoned(new Date(span.start), timeZone);
    midnight = z.hour === 0 && z.minute === 0 && `${z.year}-${pad(z.month)}-${pad(z.day)}` === span.day;
    keptMidnights.set(key, midnight);
  }
  return midnight;
}

/** Start instants from `firstMinute` to `lastMinute` (clinic wall time, inclusive) every `step` minutes on a day. */
export function startsOnDay(
  day: ClinicDay,
  timeZone: string,
  firstMinute: number,
  lastMinute: number,
  step: number,
): Date[] {
  return startsInSpan(clinicDaySpans(day, 1, timeZone)[0]!, timeZone, firstMinute, lastMinute, step).map(
    (s) => new Date(s.at),
  );
}

export interface FormattedClinicTime {
  /** e.g. "Tuesday 31 March 2026 at 09:00" in the customer's language, joined as the language joins them. */
  dateTime: string;
  date: string;
  time: string;
  /** The zone label, e.g. "GMT+1" or "EDT"-style offset: "GMT-4". */
  zone: string;
  /** The zone's IANA id, for machines. */
  timeZone: string;
}

/** Format an instant as the clinic's wall time in `localeTag`, labelled with the zone's offset at that instant. */
export function formatClinicTime(instant: Date, timeZone: string, localeTag: string): FormattedClinicTime {
  const base = { timeZone, numberingSystem: "latn" } as const;
  const date = new Intl.DateTimeFormat(localeTag, {
    ...base,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
  const clock = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;
  const time = new Intl.DateTimeFormat(localeTag, { ...base, ...clock }).format(instant);
  // The language joins date and time itself: "… 2026 at 10:30", "… 2026 في 10:30" (a Latin ", " in Arabic was issue 40 row 9).
  const dateTime = new Intl.DateTimeFormat(localeTag, {
    ...base,
    ...clock,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(instant);
  return { date, time, dateTime, zone: zoneLabel(instant, timeZone), timeZone };
}

/** "GMT+1", "GMT-4", "GMT+2": the offset in force at that instant (locale-independent, so tests can pin it). */
export function zoneLabel(instant: Date, timeZone: string): string {
  return offsetLabel(zoned(instant, timeZone).offset / 60_000);
}

/** The label of an offset from UTC in minutes: "GMT", "GMT+2", "GMT-3:30". */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return "GMT";
  const sign = offsetMinutes > 0 ? "+" : "-";
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${pad(abs % 60)}` : ""}`;
}

/** The same instant as wall time in another zone (the visitor's), or null when it reads the same. */
export function visitorTimeIfDifferent(
  instant: Date,
  clinicZone: string,
  visitorZone: string | undefined,
  localeTag: string,
): string | null {
  if (!visitorZone) return null;
  try {
    if (zoneLabel(instant, clinicZone) === zoneLabel(instant, visitorZone)) return null;
    const f = formatClinicTime(instant, visitorZone, localeTag);
    return `${f.time} ${f.zone}`;
  } catch {
    return null;
  }
}

/** iCalendar UTC form: 20260331T080000Z. */
export function icsUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Keep a left-to-right fragment ("GMT-5", "22:30", "+$100") in one piece inside right-to-left text. */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** A clinic's offsets from UTC, in minutes at noon UTC, from each day of a change on, up to `until`. */
export interface DayOffsets {
  changes: { from: ClinicDay; minutes: number }[];
  until: ClinicDay;
}

/**
 * The clinic's offsets over `first`..`last`, one entry a change (twice a year where the clocks change): worked out
 * on the server, so a page's island labels a day's zone without starting ICU in the browser (decision 199).
 */
export function dayOffsets(first: ClinicDay, last: ClinicDay, timeZone: string): DayOffsets {
  const changes: DayOffsets["changes"] = [];
  for (let day = first; day <= last; day = addClinicDays(day, 1)) {
    const minutes = zoned(new Date(`${day}T12:00:00Z`), timeZone).offset / 60_000;
    if (changes.at(-1)?.minutes !== minutes) changes.push({ from: day, minutes });
  }
  return { changes, until: last };
}

/**
 * A clinic day's offset from UTC in minutes (at noon UTC: clocks change at night, never during opening hours): from
 * the offsets the page was given when they cover the day, else worked out here.
 */
export function dayOffsetMinutes(day: ClinicDay, timeZone: string, offsets?: DayOffsets): number {
  const known = offsets && day <= offsets.until ? offsets.changes.findLast((o) => o.from <= day) : undefined;
  return known ? known.minutes : zoned(new Date(`${day}T12:00:00Z`), timeZone).offset / 60_000;
}

/** The zone label of a clinic day ("GMT+1"). */
export function dayZoneLabel(day: ClinicDay, timeZone: string, offsets?: DayOffsets): string {
  return offsetLabel(dayOffsetMinutes(day, timeZone, offsets));
}

/**
 * The same instant on the visitor's own clock ("17:30 GMT+8"), or null when their clock reads the clinic's offset.
 * Read off the browser's Date, which knows its own zone without an Intl format.
 */
export function ownClockIfDifferent(instant: Date, clinicOffsetMinutes: number): string | null {
  const own = -instant.getTimezoneOffset();
  if (own === clinicOffsetMinutes) return null;
  return `${pad(instant.getHours())}:${pad(instant.getMinutes())} ${offsetLabel(own)}`;
}
