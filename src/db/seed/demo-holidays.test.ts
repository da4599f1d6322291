import { describe, expect, it } from "vitest";
import { clinicSeed } from "../../config/site";
import { demoPublicHolidays } from "./demo-holidays";

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

describe("the demo clinics' public holidays", () => {
  it("close every clinic on 25 December", () => {
    for (const clinic of clinicSeed)
      for (const year of [2026, 2027])
        expect(
          demoPublicHolidays[clinic.slug].map(([day]) => day),
          `${clinic.slug} ${year}`,
        ).toContain(`${year}-12-25`);
  });

  it("give real dates, in order, once each, with the weekdays their rules fall on", () => {
    for (const clinic of clinicSeed) {
      const days = demoPublicHolidays[clinic.slug].map(([day]) => day);
      expect(days).toEqual([...new Set(days)].sort());
      for (const day of days) expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
    }
    const named = (slug: keyof typeof demoPublicHolidays, prefix: string) =>
      demoPublicHolidays[slug].filter(([, name]) => name.startsWith(prefix)).map(([day]) => weekdayOf(day));
    // Good Friday on a Friday, Easter and Family Day and the bank holidays on a Monday, Thanksgiving on a Thursday.
    expect(named("london", "Good Friday")).toEqual([5, 5]);
    expect(named("cape-town", "Good Friday")).toEqual([5, 5]);
    expect(named("london", "Easter Monday")).toEqual([1, 1]);
    expect(named("cape-town", "Family Day")).toEqual([1, 1]);
    expect(new Set(named("london", "Early May"))).toEqual(new Set([1]));
    expect(new Set(named("new-york", "Labor Day"))).toEqual(new Set([1]));
    expect(new Set(named("new-york", "Thanksgiving"))).toEqual(new Set([4]));
    expect(new Set(named("new-york", "Martin Luther King"))).toEqual(new Set([1]));
  });
});
