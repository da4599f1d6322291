import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@/config/booking-hours";
import { nextDayEnd, pageClinicMoment, type ClinicOption } from "./types";

const ends = Date.parse("2030-03-11T00:00:00Z");
const london: ClinicOption = {
  id: 1,
  slug: "london",
  name: "London",
  city: "London",
  timeZone: "Europe/London",
  currency: "USD",
  phone: "",
  email: "",
  outOfHours: true,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  inResidence: false,
  today: "2030-03-10",
  zoneNow: "GMT",
  todayEndsAt: ends,
};

describe("pageClinicMoment (the page's clinic day while it lasts)", () => {
  it("gives the page's day and zone name until the clinic's midnight, and none from it on", () => {
    expect(pageClinicMoment(london, undefined)).toEqual({ today: "2030-03-10", zoneNow: "GMT" });
    expect(pageClinicMoment(london, ends - 1)).toEqual({ today: "2030-03-10", zoneNow: "GMT" });
    expect(pageClinicMoment(london, ends)).toBeNull();
    expect(pageClinicMoment(london, ends + 3_600_000)).toBeNull();
  });

  it("gives none when the page gave no day, zone name or end (a prerendered page)", () => {
    const bare: ClinicOption = { ...london, today: undefined, zoneNow: undefined, todayEndsAt: undefined };
    expect(pageClinicMoment(bare, undefined)).toBeNull();
    expect(pageClinicMoment(bare, 0)).toBeNull();
    expect(pageClinicMoment({ ...london, todayEndsAt: undefined }, 0)).toBeNull();
  });

  it("finds the next clinic day to end after a moment, or none", () => {
    const capeTown = { ...london, id: 2, todayEndsAt: ends - 2 * 3_600_000 };
    expect(nextDayEnd([london, capeTown], undefined)).toBe(ends - 2 * 3_600_000);
    expect(nextDayEnd([london, capeTown], ends - 2 * 3_600_000)).toBe(ends);
    expect(nextDayEnd([london, capeTown], ends)).toBeNull();
    expect(nextDayEnd([{ ...london, todayEndsAt: undefined }], undefined)).toBeNull();
  });
});
