import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  clampDay,
  dayOfLocalDate,
  firstWeekdayOf,
  isRightToLeft,
  localDateOf,
  startOfMonth,
  weekdayOf,
} from "./calendar-month";

describe("calendar days", () => {
  it("adds days across months, years and 29 February", () => {
    expect(addDays("2030-03-31", 1)).toBe("2030-04-01");
    expect(addDays("2030-01-01", -1)).toBe("2029-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2030-02-28", 1)).toBe("2030-03-01");
    // No clock change moves a day: the last Sunday of March and of October in Europe.
    expect(addDays("2030-03-30", 1)).toBe("2030-03-31");
    expect(addDays("2030-10-26", 2)).toBe("2030-10-28");
  });

  it("adds months keeping the day, or the shorter month's last day", () => {
    expect(addMonths("2030-01-31", 1)).toBe("2030-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2030-03-31", -1)).toBe("2030-02-28");
    expect(addMonths("2030-12-15", 1)).toBe("2031-01-15");
    expect(addMonths("2030-01-15", -12)).toBe("2029-01-15");
    expect(startOfMonth("2028-02-29")).toBe("2028-02-01");
  });

  it("knows the weekday, 0 = Sunday", () => {
    expect(weekdayOf("2030-03-13")).toBe(3);
    expect(weekdayOf("2030-03-10")).toBe(0);
    expect(weekdayOf("2030-03-09")).toBe(6);
  });

  it("turns a day into a local date and back, the same day in any zone", () => {
    // 8 September 2030 has no midnight in Santiago (its clocks go from 24:00 to 01:00): still that day.
    for (const day of ["2030-03-31", "2030-10-27", "2028-02-29", "2031-01-01", "2030-09-08"]) {
      expect(dayOfLocalDate(localDateOf(day))).toBe(day);
    }
  });

  it("clamps a day into the bookable range", () => {
    expect(clampDay("2030-03-01", "2030-03-02")).toBe("2030-03-02");
    expect(clampDay("2030-09-01", "2030-03-02", "2030-08-31")).toBe("2030-08-31");
    expect(clampDay("2030-05-01", "2030-03-02", "2030-08-31")).toBe("2030-05-01");
  });

  it("starts the week as each locale's readers expect, and mirrors Arabic", () => {
    const expected: Record<string, number> = {
      "en-US": 0,
      "en-ZA": 0,
      "en-GB": 1,
      "zh-Hans": 1,
      ar: 6,
      de: 1,
      fr: 1,
      ru: 1,
      es: 1,
      ja: 0,
    };
    for (const [tag, weekday] of Object.entries(expected)) expect(firstWeekdayOf(tag), tag).toBe(weekday);
    expect(isRightToLeft("ar")).toBe(true);
    expect(isRightToLeft("en-GB")).toBe(false);
    expect(isRightToLeft("zh-Hans")).toBe(false);
  });
});
