/**
 * The words a booking calendar prints (its month heading, weekday names, day numbers and each day's accessible
 * name), computed once per locale with `Intl` on the server and handed to the calendar as plain data, so a page
 * with a calendar builds no `Intl.DateTimeFormat` in the browser as it starts: the first one costs 20–40 ms of
 * the main thread on a fast machine (ICU's start-up), four times that on Lighthouse's phone (issue 14,
 * decision 197). Each style is a pattern (literal text and fields, as `formatToParts` gives it) and the names
 * of its fields, so it prints any day of any year the way `Intl` would; the calendar falls back to `Intl` when
 * it has no names for its locale.
 */

/** One piece of a pattern: literal text, or a field: "y" the year, "m" the month's name, "d" the day, "w" the weekday's name. */
export type NamePart = { text: string } | { field: "y" | "m" | "d" | "w" };

export interface CalendarNames {
  /** The locale tag the names are for (the calendar uses them for that tag only). */
  tag: string;
  /** The month heading ("December 2026"), with its month names (January first). */
  month: { pattern: NamePart[]; months: string[] };
  /** A day's accessible name ("Tuesday, 1 December 2026"), with its month and weekday names (Sunday first). */
  date: { pattern: NamePart[]; months: string[]; weekdays: string[] };
  /** A day's number in the grid ("1", "1日"). */
  day: { pattern: NamePart[] };
  /** Column headings (Sunday first), short and long. */
  weekdays: string[];
  weekdaysLong: string[];
}

export type CalendarStyle = "month" | "date" | "day" | "weekday" | "weekdayLong";

/** The `Intl` options of each style, Latin digits everywhere (server and browsers print the same day). */
export const calendarStyleOptions: Record<CalendarStyle, Intl.DateTimeFormatOptions> = {
  month: { year: "numeric", month: "long" },
  date: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  day: { day: "numeric" },
  weekday: { weekday: "short" },
  weekdayLong: { weekday: "long" },
};

const fieldOf: Partial<Record<Intl.DateTimeFormatPartTypes, "y" | "m" | "d" | "w">> = {
  year: "y",
  month: "m",
  day: "d",
  weekday: "w",
};

function formatOf(tag: string, style: CalendarStyle): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(tag, { ...calendarStyleOptions[style], numberingSystem: "latn", timeZone: "UTC" });
}

/** A pattern read off one date, or null when a part is not one we can print (an era, a year name…). */
function patternOf(parts: Intl.DateTimeFormatPart[], date: Date): NamePart[] | null {
  const pattern: NamePart[] = [];
  for (const part of parts) {
    if (part.type === "literal") {
      // V8's format() prints ICU's narrow no-break space as a plain space (formatToParts keeps it): print what format() does.
      pattern.push({ text: part.value.replace(/\u202f/g, " ") });
      continue;
    }
    const field = fieldOf[part.type];
    if (!field) return null;
    // Years and days are printed as plain Latin numbers; a locale that pads or spells them keeps Intl.
    if (field === "y" && part.value !== String(date.getUTCFullYear())) return null;
    if (field === "d" && part.value !== String(date.getUTCDate())) return null;
    pattern.push({ field });
  }
  return pattern;
}

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day, 12));
/** Sunday 6 to Saturday 12 January 2030, one of each weekday, Sunday first. */
const referenceWeek = Array.from({ length: 7 }, (_, d) => utc(2030, 0, 6 + d));

/**
 * The names of one style over every month (or weekday) of a year, and its pattern, checked to be the same for
 * every date read; null when the locale's pattern changes from date to date.
 */
function styleNames(
  tag: string,
  style: "month" | "date" | "day",
): { pattern: NamePart[]; months: string[]; weekdays: string[] } | null {
  const format = formatOf(tag, style);
  const months: string[] = [];
  const weekdays: string[] = [];
  let pattern: NamePart[] | null = null;
  // 2030: 1 January is a Tuesday, so the twelve 1sts and the 6th–12th of January cover every month and weekday;
  // the 28th and 2031 check that the pattern does not move with the day or the year.
  const dates = [...Array.from({ length: 12 }, (_, m) => utc(2030, m, 1)), ...referenceWeek, utc(2031, 6, 28)];
  for (const date of dates) {
    const parts = format.formatToParts(date);
    const own = patternOf(parts, date);
    if (!own) return null;
    if (pattern && JSON.stringify(pattern) !== JSON.stringify(own)) return null;
    pattern = own;
    const month = parts.find((p) => p.type === "month")?.value;
    const weekday = parts.find((p) => p.type === "weekday")?.value;
    if (month !== undefined) months[date.getUTCMonth()] = month;
    if (weekday !== undefined) weekdays[date.getUTCDay()] = weekday;
  }
  return pattern && { pattern, months, weekdays };
}

const computed = new Map<string, CalendarNames | null>();

/** The calendar's names for a locale tag, or null when a style cannot be written as a pattern (then the calendar uses Intl). */
export function calendarNamesFor(tag: string): CalendarNames | null {
  if (computed.has(tag)) return computed.get(tag)!;
  const month = styleNames(tag, "month");
  const date = styleNames(tag, "date");
  const day = styleNames(tag, "day");
  const weekday = formatOf(tag, "weekday");
  const weekdayLong = formatOf(tag, "weekdayLong");
  const names: CalendarNames | null =
    month && date && day
      ? {
          tag,
          month: { pattern: month.pattern, months: month.months },
          date,
          day: { pattern: day.pattern },
          weekdays: referenceWeek.map((d) => weekday.format(d)),
          weekdaysLong: referenceWeek.map((d) => weekdayLong.format(d)),
        }
      : null;
  // The tags are the site's own (a handful); the cap only keeps an unexpected caller bounded.
  if (computed.size < 64) computed.set(tag, names);
  return names;
}

function print(pattern: NamePart[], date: Date, months: readonly string[], weekdays: readonly string[]): string {
  let text = "";
  for (const part of pattern) {
    if ("text" in part) text += part.text;
    else if (part.field === "y") text += String(date.getFullYear());
    else if (part.field === "m") text += months[date.getMonth()];
    else if (part.field === "d") text += String(date.getDate());
    else text += weekdays[date.getDay()];
  }
  return text;
}

/** A date (its local day, as the calendar counts days) in one of the calendar's styles, from the names alone. */
export function formatWithNames(names: CalendarNames, style: CalendarStyle, date: Date): string {
  switch (style) {
    case "month":
      return print(names.month.pattern, date, names.month.months, []);
    case "date":
      return print(names.date.pattern, date, names.date.months, names.date.weekdays);
    case "day":
      return print(names.day.pattern, date, [], []);
    case "weekday":
      return names.weekdays[date.getDay()]!;
    case "weekdayLong":
      return names.weekdaysLong[date.getDay()]!;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in one of the calendar's styles: from the names the server computed for this locale when the page has
 * them (no Intl in the browser as the page starts), else from one kept `Intl.DateTimeFormat` per locale and style
 * (building one costs far more than using it).
 */
export function formatCalendarDate(
  localeTag: string,
  names: CalendarNames | null | undefined,
  style: CalendarStyle,
  date: Date,
): string {
  if (names?.tag === localeTag) return formatWithNames(names, style, date);
  const key = `${localeTag}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    // Latin digits everywhere (as the site's other dates): browsers' ICU versions disagree on Arabic's default
    // digits, and the server's page and the browser's must print the same day.
    format = new Intl.DateTimeFormat(localeTag, { ...calendarStyleOptions[style], numberingSystem: "latn" });
    if (formatters.size < 64) formatters.set(key, format);
  }
  return format.format(date);
}
