import { describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@/config/booking-hours";
import type { Clinic } from "./list-clinics";
import { toClinicOptions } from "./to-clinic-options";

const clinic = (slug: Clinic["slug"], timeZone: string): Clinic => ({
  id: 1,
  slug,
  name: "Aurum Clinic",
  street: "1 Street",
  city: "City",
  postcode: "0000",
  country: "GB",
  phone: "+44 20 0000 0000",
  email: "clinic@example.com",
  timeZone,
  currency: "USD",
  outOfHours: true,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  inResidence: false,
  isHeadquarters: false,
  latitude: null,
  longitude: null,
});

describe("toClinicOptions (decision 199)", () => {
  it("gives each clinic its own day and zone name at the page's moment, when the page gives one", async () => {
    // 23:30 UTC on the last day of a month: already the 1st in Cape Town, still the 31st in London and New York.
    const now = new Date("2030-01-31T23:30:00Z");
    const [london, capeTown, newYork] = await toClinicOptions(
      [
        clinic("london", "Europe/London"),
        clinic("cape-town", "Africa/Johannesburg"),
        clinic("new-york", "America/New_York"),
      ],
      "en",
      now,
    );
    expect([london?.today, capeTown?.today, newYork?.today]).toEqual(["2030-01-31", "2030-02-01", "2030-01-31"]);
    expect([london?.zoneNow, capeTown?.zoneNow, newYork?.zoneNow]).toEqual(["GMT", "GMT+2", "GMT-5"]);
    // Each day ends at the clinic's own midnight: Cape Town's 1st at 22:00 UTC, London's 31st at 00:00, New York's at 05:00.
    expect(
      [london?.todayEndsAt, capeTown?.todayEndsAt, newYork?.todayEndsAt].map((t) => new Date(t!).toISOString()),
    ).toEqual(["2030-02-01T00:00:00.000Z", "2030-02-01T22:00:00.000Z", "2030-02-01T05:00:00.000Z"]);
  });

  it("gives neither to a page without a moment (a prerendered page would keep them stale)", async () => {
    const [london] = await toClinicOptions([clinic("london", "Europe/London")], "en");
    expect(london).not.toHaveProperty("today");
    expect(london).not.toHaveProperty("zoneNow");
    expect(london).not.toHaveProperty("todayEndsAt");
  });
});
