import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@/config/booking-hours";
import { AppError } from "@/server/errors/app-error";
import { assertBookableStart, earliestStart, startStepMinutes } from "./booking-rules";
import { wallTimeToInstant } from "@/shared/clinic-time";

const clinic = (timeZone: string, outOfHours = false) => ({
  timeZone,
  outOfHours,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  phone: "+44 20 0000 0000",
  email: "desk@aurum.test",
});

function at(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return wallTimeToInstant({ year, month, day: date, hour, minute }, timeZone);
}

function codeOf(run: () => void): string | null {
  try {
    run();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe("the lead-time rule, with who books as its input", () => {
  const now = new Date("2046-06-12T13:07:40Z"); // 14:07 in London (BST)

  it("a customer books 24 hours ahead; staff from the current five minutes on", () => {
    expect(earliestStart(now, "customer").toISOString()).toBe("2046-06-13T13:07:40.000Z");
    expect(earliestStart(now, "staff").toISOString()).toBe("2046-06-12T13:05:00.000Z");
  });

  it("staff may book a walk-in at the current five minutes, where the customer is told to call", () => {
    const london = clinic("Europe/London");
    expect(codeOf(() => assertBookableStart(at("2046-06-12", "14:05", "Europe/London"), london, now, "staff"))).toBe(
      null,
    );
    expect(codeOf(() => assertBookableStart(at("2046-06-12", "16:30", "Europe/London"), london, now, "customer"))).toBe(
      "LEAD_TIME",
    );
    // already past, even by five minutes: refused with its own reason, not the online lead time's
    expect(codeOf(() => assertBookableStart(at("2046-06-12", "14:00", "Europe/London"), london, now, "staff"))).toBe(
      "START_PASSED",
    );
  });

  it("staff starts follow a five-minute grid, the customer's the half hour, both inside the clinic's hours", () => {
    const london = clinic("Europe/London");
    expect(startStepMinutes("staff")).toBe(5);
    expect(startStepMinutes("customer")).toBe(30);
    expect(codeOf(() => assertBookableStart(at("2046-06-12", "14:12", "Europe/London"), london, now, "staff"))).toBe(
      "OUTSIDE_HOURS",
    );
    expect(codeOf(() => assertBookableStart(at("2046-06-14", "14:05", "Europe/London"), london, now, "customer"))).toBe(
      "OUTSIDE_HOURS",
    );
    // a walk-in after the last standard start, where the clinic takes no out-of-hours visits
    expect(codeOf(() => assertBookableStart(at("2046-06-12", "20:05", "Europe/London"), london, now, "staff"))).toBe(
      "OUTSIDE_HOURS",
    );
  });

  it("reads the five minutes on the clinic's wall clock in Cape Town, and in New York across the spring change", () => {
    const capeTown = clinic("Africa/Johannesburg");
    const ctNow = new Date("2046-03-25T12:03:00Z"); // 14:03 in Cape Town (no daylight saving)
    expect(
      codeOf(() => assertBookableStart(at("2046-03-25", "14:00", "Africa/Johannesburg"), capeTown, ctNow, "staff")),
    ).toBe(null);
    // New York springs forward on 11 March 2046 at 02:00: 01:57 EST, then 03:00 EDT three minutes later
    const newYork = clinic("America/New_York", true);
    const nyNow = new Date("2046-03-11T06:57:00Z");
    expect(
      codeOf(() => assertBookableStart(at("2046-03-11", "01:55", "America/New_York"), newYork, nyNow, "staff")),
    ).toBe(null);
    expect(at("2046-03-11", "03:00", "America/New_York").toISOString()).toBe("2046-03-11T07:00:00.000Z");
    expect(
      codeOf(() => assertBookableStart(at("2046-03-11", "03:00", "America/New_York"), newYork, nyNow, "staff")),
    ).toBe(null);
    expect(
      codeOf(() => assertBookableStart(at("2046-03-11", "03:00", "America/New_York"), newYork, nyNow, "customer")),
    ).toBe("LEAD_TIME");
  });
});
