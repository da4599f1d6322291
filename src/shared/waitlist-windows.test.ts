import { describe, expect, it } from "vitest";
import { clockText, DEFAULT_WEEKLY_HOURS, type WeeklyHours } from "@/config/booking-hours";
import { windowOf, windowsOn, windowStartMinutes } from "./waitlist-windows";

const MONDAY = "2047-03-04";
const clocks = (minutes: number[]) => minutes.map(clockText);
const everyDay = (first: number, last: number): WeeklyHours => Array.from({ length: 7 }, () => ({ first, last }));

describe("the waitlist's windows", () => {
  it("are the time list's day parts within the clinic's standard hours", () => {
    expect(clocks(windowStartMinutes(DEFAULT_WEEKLY_HOURS, MONDAY, "morning"))).toEqual([
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
    ]);
    expect(clocks(windowStartMinutes(DEFAULT_WEEKLY_HOURS, MONDAY, "afternoon"))).toEqual([
      "12:00",
      "12:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
      "15:00",
      "15:30",
      "16:00",
      "16:30",
    ]);
    expect(clocks(windowStartMinutes(DEFAULT_WEEKLY_HOURS, MONDAY, "evening"))).toEqual([
      "17:00",
      "17:30",
      "18:00",
      "18:30",
      "19:00",
      "19:30",
      "20:00",
    ]);
  });

  it("follow each clinic's hours: early and late standard starts, a short day, a closed weekday", () => {
    const long = everyDay(7 * 60, 22 * 60 + 30);
    expect(clocks(windowStartMinutes(long, MONDAY, "morning"))[0]).toBe("07:00");
    expect(clocks(windowStartMinutes(long, MONDAY, "evening")).at(-1)).toBe("22:30");
    expect(windowsOn(everyDay(13 * 60, 16 * 60), MONDAY)).toEqual(["afternoon"]);
    const closedMondays: WeeklyHours = [null, ...DEFAULT_WEEKLY_HOURS.slice(1)];
    expect(windowsOn(closedMondays, MONDAY)).toEqual([]);
    expect(windowsOn(closedMondays, "2047-03-05")).toEqual(["morning", "afternoon", "evening"]);
  });

  it("never include a night start", () => {
    expect(windowOf(23 * 60)).toBeNull();
    expect(windowOf(6 * 60 + 30)).toBeNull();
    expect(windowOf(11 * 60 + 59)).toBe("morning");
    expect(windowOf(12 * 60)).toBe("afternoon");
    expect(windowOf(17 * 60)).toBe("evening");
  });
});
