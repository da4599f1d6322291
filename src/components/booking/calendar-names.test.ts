import { describe, expect, it } from "vitest";
import { calendarNamesFor, calendarStyleOptions, formatWithNames, type CalendarStyle } from "./calendar-names";

/**
 * The names the server hands a calendar print every day exactly as Intl prints it in the browser: every style,
 * every day of 2028–2030 (2028 a leap year), in every tag the site's calendars use.
 */
const tags = ["en-US", "en-GB", "en-ZA", "en", "zh-Hans", "ar", "de", "fr", "ru", "es", "ja"];
const styles = Object.keys(calendarStyleOptions) as CalendarStyle[];

describe("calendarNamesFor", () => {
  it.each(tags)("prints every day like Intl in %s", (tag) => {
    const names = calendarNamesFor(tag);
    expect(names?.tag).toBe(tag);
    const formats = styles.map(
      (style) =>
        [style, new Intl.DateTimeFormat(tag, { ...calendarStyleOptions[style], numberingSystem: "latn" })] as const,
    );
    let checked = 0;
    for (
      let date = new Date(2028, 0, 1);
      date.getFullYear() < 2031;
      date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1)
    ) {
      for (const [style, format] of formats) {
        expect(formatWithNames(names!, style, date), `${tag} ${style} ${date.toDateString()}`).toBe(
          format.format(date),
        );
        checked++;
      }
    }
    expect(checked).toBe(1096 * styles.length);
  });

  it("reads names in the locale's own words and order", () => {
    const ru = calendarNamesFor("ru")!;
    // The heading's month stands alone (nominative); a date's month is in the genitive.
    expect(formatWithNames(ru, "month", new Date(2030, 11, 1))).toMatch(/^декабрь 2030/);
    expect(formatWithNames(ru, "date", new Date(2030, 11, 1))).toContain("1 декабря 2030");
    expect(formatWithNames(calendarNamesFor("ja")!, "day", new Date(2030, 11, 1))).toBe("1日");
    expect(formatWithNames(calendarNamesFor("ar")!, "date", new Date(2030, 11, 1))).toMatch(/1 ديسمبر 2030/);
    expect(calendarNamesFor("en-US")!.weekdays).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
  });

  it("keeps one computation per tag", () => {
    expect(calendarNamesFor("de")).toBe(calendarNamesFor("de"));
  });
});
