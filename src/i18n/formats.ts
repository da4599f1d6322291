import { isLocale, localeTags } from "./locales";

/** English as written in each area's country: dates and numbers the way a reader there expects them. */
const englishByArea: Readonly<Record<string, string>> = { us: "en-US", uk: "en-GB", za: "en-ZA" };

/**
 * The tag every date, time and number of a page is formatted with (issue 40, row 7): English follows the area
 * (en-GB on /uk, en-ZA on /za, en-US on /us: "Mon 7 Dec" in London, "Mon, Dec 7" in New York); every other
 * language its own default region (decision 225). A mail about a visit uses its clinic's area.
 */
export function formatTag(locale: string, area?: string | null): string {
  if (locale === "en" && area && englishByArea[area]) return englishByArea[area];
  return isLocale(locale) ? localeTags[locale] : locale;
}

/**
 * Every clock time on the site is 24-hour, in every language and area (decision 225): the time tiles read "09:00",
 * so "Booked on … 7:33 AM" beside them was a second convention on one page. Spread into every Intl option set that
 * shows a time (with `timeStyle` or `hour`).
 */
export const CLOCK = { hourCycle: "h23" } as const;
