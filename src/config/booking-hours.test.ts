import { describe, expect, it } from "vitest";
import { priceOrder, type PricingLine } from "@/server/pricing/price-order";
import { basketSurchargeCents, clockText, dayPartOf, minuteOfClock, startWindow, surchargeBandOf, surchargeBandRanges, type SurchargeBand } from "./booking-hours";

const line = (over: Partial<PricingLine>): PricingLine => ({
  code: "AFI",
  optionCode: null,
  title: "Anti-Fatigue IV Infusion",
  unitPriceCents: 399_00,
  basePriceCents: 399_00,
  quantity: 1,
  sessions: 1,
  durationMinutes: 60,
  active: true,
  ...over,
});
const basket = [line({}), line({ code: "NADEP", unitPriceCents: 2500_00, basePriceCents: 2500_00, sessions: 5 }), line({ code: "GPI", unitPriceCents: 180_00, basePriceCents: 150_00, quantity: 3 })];

describe("opening hours and surcharge bands, one module for the server and the time picker", () => {
  it.each([
    ["06:30", "night"],
    ["07:00", "out_of_hours"],
    ["08:30", "out_of_hours"],
    ["09:00", "standard"],
    ["20:00", "standard"],
    ["20:30", "out_of_hours"],
    ["22:30", "out_of_hours"],
    ["23:00", "night"],
    ["00:00", "night"],
  ] as const)("a start at %s is %s", (time, band) => {
    const [h, m] = time.split(":").map(Number) as [number, number];
    expect(surchargeBandOf(h * 60 + m)).toBe(band);
  });

  it.each(["standard", "out_of_hours", "night"] as const)("the surcharge the time picker shows for a %s slot is the one the order charges", (band: SurchargeBand) => {
    const minuteOfDay = { standard: 10 * 60, out_of_hours: 7 * 60 + 30, night: 23 * 60 + 30 }[band];
    const priced = priceOrder({
      purpose: "booking",
      currency: "USD",
      lines: basket,
      customer: { isFree: false, isFirstOrder: false },
      coupons: [],
      start: { minuteOfDay, outOfHoursOffered: true },
      conciergeCents: 0,
      giftCardBalanceCents: 0,
      credit: { requestedCents: 0, availableCents: 0 },
      paymentMethod: "card",
      now: new Date("2030-01-01T00:00:00Z"),
    });
    expect(priced.surchargeBand).toBe(band);
    expect(basketSurchargeCents(band, basket)).toBe(priced.surchargeCents);
  });

  it("shows the standard window as visitors read it, and opens the whole day only where out-of-hours is offered", () => {
    expect([clockText(startWindow(false).first), clockText(startWindow(false).last)]).toEqual(["09:00", "20:00"]);
    expect([clockText(startWindow(true).first), clockText(startWindow(true).last)]).toEqual(["00:00", "23:30"]);
  });
});

describe("the time list's parts of the day and surcharge key", () => {
  it("puts standard, early and late starts in Morning, Afternoon and Evening, and the night ones last", () => {
    expect(["07:00", "09:00", "11:30", "12:00", "16:30", "17:00", "20:00", "22:30", "23:00", "00:00", "06:30"].map((c) => dayPartOf(minuteOfClock(c)))).toEqual([
      "morning", "morning", "morning", "afternoon", "afternoon", "evening", "evening", "evening", "night", "night", "night",
    ]);
  });

  it("names the starts each surcharge band covers", () => {
    expect(surchargeBandRanges()).toEqual({ out_of_hours: ["07:00–08:30", "20:30–22:30"], night: ["23:00–06:30"] });
    for (const clock of ["07:00", "08:30", "20:30", "22:30"]) expect(surchargeBandOf(minuteOfClock(clock))).toBe("out_of_hours");
    for (const clock of ["23:00", "06:30"]) expect(surchargeBandOf(minuteOfClock(clock))).toBe("night");
  });
});
