import { describe, expect, it } from "vitest";
import { addDays, addMonths, clampDay, dayOfLocalDate, endOfMonth, firstWeekdayOf, isRightToLeft, localDateOf, monthWeeks, startOfWeek, weekdayOf } from "./calendar-month";

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
    expect(endOfMonth("2028-02-10")).toBe("2028-02-29");
  });

  it("knows the weekday and the week's first day", () => {
    expect(weekdayOf("2030-03-13")).toBe(3);
    expect(startOfWeek("2030-03-13", 0)).toBe("2030-03-10");
    expect(startOfWeek("2030-03-13", 1)).toBe("2030-03-11");
    expect(startOfWeek("2030-03-13", 6)).toBe("2030-03-09");
    expect(startOfWeek("2030-03-09", 6)).toBe("2030-03-09");
  });

  it("lays a month out in whole weeks from the locale's first weekday", () => {
    // March 2030 starts on a Friday and has 31 days.
    const monday = monthWeeks("2030-03-13", 1);
    expect(monday).toHaveLength(5);
    expect(monday[0]![0]).toBe("2030-02-25");
    expect(monday.at(-1)!.at(-1)).toBe("2030-03-31");
    const saturday = monthWeeks("2030-03-13", 6);
    expect(saturday[0]![0]).toBe("2030-02-23");
    expect(saturday).toHaveLength(6);
    // February 2026 starts on a Sunday and has 28 days: four rows in a week starting on Sunday.
    expect(monthWeeks("2026-02-01", 0)).toHaveLength(4);
    for (const week of monthWeeks("2030-03-13", 0)) expect(week.map(weekdayOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
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
    const expected: Record<string, number> = { "en-US": 0, "en-ZA": 0, "en-GB": 1, "zh-Hans": 1, ar: 6, de: 1, fr: 1, ru: 1, es: 1, ja: 0 };
    for (const [tag, weekday] of Object.entries(expected)) expect(firstWeekdayOf(tag), tag).toBe(weekday);
    expect(isRightToLeft("ar")).toBe(true);
    expect(isRightToLeft("en-GB")).toBe(false);
    expect(isRightToLeft("zh-Hans")).toBe(false);
  });
});
