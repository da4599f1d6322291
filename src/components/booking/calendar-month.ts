import { isLocale, localeTags } from "@/i18n/locales";

/**
 * Calendar days as ISO strings ("YYYY-MM-DD"), the booking calendar's arithmetic: no time zone is involved
 * (a day is a label, computed in UTC), so a day is the same day on the server and in every browser.
 */

const MS_PER_DAY = 86_400_000;

function toTime(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * MS_PER_DAY);
}

/** The same day of another month, or that month's last day when it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return fromTime(Date.UTC(year, month, Math.min(Number(day.slice(8, 10)), last)));
}

/** The weekday of a day as 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toTime(day)).getUTCDay();
}

export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** A day as a `Date` at that day's local midnight (DayPicker counts days in the browser's zone). */
export function localDateOf(day: string): Date {
  return new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
}

/** The local calendar day of a `Date` (today: `dayOfLocalDate(new Date())`, the visitor's own today). */
export function dayOfLocalDate(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** `day` moved into [min, max] (either bound optional). */
export function clampDay(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

/**
 * The first day of the week (0 = Sunday) for the calendar's locale tags (`calendarLocaleTag`): Sunday in the
 * US, South Africa and Japan, Saturday in Arabic (as the Arab world's calendars print it), Monday elsewhere
 * (Britain, continental Europe, Russia, China). A table rather than `Intl.Locale#getWeekInfo`, which not
 * every browser has and which must give the server's and the browser's page the same first column.
 */
export function firstWeekdayOf(localeTag: string): number {
  const [language = "", region = ""] = localeTag.split("-").filter((part) => part.length !== 4);
  if (region === "US" || region === "ZA" || region === "JP" || (language === "en" && !region) || language === "ja")
    return 0;
  if (language === "ar" && !region) return 6;
  return 1;
}

/** True for the right-to-left languages among the calendar's locales (arrow keys mirror). */
export function isRightToLeft(localeTag: string): boolean {
  return /^(ar|he|fa|ur)\b/.test(localeTag);
}

/** The area's country, for English (the first day of the week: Sunday in the US and South Africa, Monday in the UK). */
const areaRegion: Record<string, string> = { us: "US", uk: "GB", za: "ZA" };

/**
 * The calendar's locale: English follows the area (en-US, en-GB, en-ZA); every other language its own
 * default region (de: Monday, ar: Saturday, ja: Sunday, zh-Hans: Monday…), which is how its readers
 * expect a week to start wherever they book.
 */
export function calendarLocaleTag(locale: string, area?: string | null): string {
  if (locale === "en" && area && areaRegion[area]) return `en-${areaRegion[area]}`;
  return isLocale(locale) ? localeTags[locale] : locale;
}
