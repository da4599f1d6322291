import { describe, expect, it } from "vitest";
import { priceOrder } from "@/server/pricing/price-order";
import { pricingLine } from "../../tests/support/pricing-fixtures";
import {
  basketSurchargeCents,
  clockText,
  dayPartOf,
  DEFAULT_WEEKLY_HOURS,
  hoursOn,
  isWeeklyHours,
  minuteOfClock,
  startWindow,
  surchargeBandOf,
  surchargeBandRanges,
  weekdayIndexOf,
  type SurchargeBand,
} from "./booking-hours";

const basket = [
  pricingLine({}),
  pricingLine({ code: "NADEP", unitPriceCents: 2500_00, basePriceCents: 2500_00, sessions: 5 }),
  pricingLine({ code: "GPI", unitPriceCents: 180_00, basePriceCents: 150_00, quantity: 3 }),
];

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

  it.each(["standard", "out_of_hours", "night"] as const)(
    "the surcharge the time picker shows for a %s slot is the one the order charges",
    (band: SurchargeBand) => {
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
      expect(basketSurchargeCents(band, basket, "USD")).toBe(priced.surchargeCents);
    },
  );

  it.each(["USD", "GBP", "ZAR"] as const)(
    "charges the out-of-hours surcharge in the order's currency (%s), the time picker and the order alike",
    (currency) => {
      const priced = priceOrder({
        purpose: "booking",
        currency,
        lines: basket,
        customer: { isFree: false, isFirstOrder: false },
        coupons: [],
        start: { minuteOfDay: 7 * 60 + 30, outOfHoursOffered: true },
        conciergeCents: 0,
        giftCardBalanceCents: 0,
        credit: { requestedCents: 0, availableCents: 0 },
        paymentMethod: "card",
        now: new Date("2030-01-01T00:00:00Z"),
      });
      // Five treatments (AFI, NADEP, three GPI), each at the fixed amount of its currency.
      const perTreatment = { USD: 100_00, GBP: 80_00, ZAR: 1800_00 }[currency];
      expect(priced.surchargeCents).toBe(5 * perTreatment);
      expect(basketSurchargeCents("out_of_hours", basket, currency)).toBe(priced.surchargeCents);
    },
  );

  it("shows the standard window as visitors read it, and opens the whole day only where out-of-hours is offered", () => {
    expect([clockText(startWindow(false)!.first), clockText(startWindow(false)!.last)]).toEqual(["09:00", "20:00"]);
    expect([clockText(startWindow(true)!.first), clockText(startWindow(true)!.last)]).toEqual(["00:00", "23:30"]);
  });

  it("follows a clinic's own hours: a closed weekday takes nothing, out of hours included; shorter hours widen the out-of-hours band", () => {
    const sundaysOff = DEFAULT_WEEKLY_HOURS.map((d, i) => (i === 6 ? null : d));
    expect(weekdayIndexOf("2030-03-17")).toBe(6); // a Sunday
    expect(weekdayIndexOf("2030-03-18")).toBe(0); // a Monday
    expect(hoursOn(sundaysOff, "2030-03-17")).toBeNull();
    expect(startWindow(true, hoursOn(sundaysOff, "2030-03-17"))).toBeNull();
    expect(startWindow(false, hoursOn(sundaysOff, "2030-03-18"))).toEqual({ first: 540, last: 1200 });
    const short = { first: minuteOfClock("10:00"), last: minuteOfClock("16:00") };
    expect(surchargeBandOf(minuteOfClock("09:30"), short)).toBe("out_of_hours");
    expect(surchargeBandOf(minuteOfClock("16:00"), short)).toBe("standard");
    expect(surchargeBandOf(minuteOfClock("16:30"), short)).toBe("out_of_hours");
    expect(surchargeBandOf(minuteOfClock("23:00"), short)).toBe("night");
    expect(surchargeBandRanges(short)).toEqual({
      out_of_hours: ["07:00–09:30", "16:30–22:30"],
      night: ["23:00–06:30"],
    });
    expect(surchargeBandRanges({ first: 420, last: 1350 }).out_of_hours).toEqual([]);
  });

  it("accepts only well-formed weekly hours", () => {
    expect(isWeeklyHours(DEFAULT_WEEKLY_HOURS)).toBe(true);
    expect(isWeeklyHours([...DEFAULT_WEEKLY_HOURS.slice(0, 6), null])).toBe(true);
    expect(isWeeklyHours(DEFAULT_WEEKLY_HOURS.slice(0, 6))).toBe(false);
    expect(isWeeklyHours([...DEFAULT_WEEKLY_HOURS.slice(0, 6), { first: 600, last: 540 }])).toBe(false);
    expect(isWeeklyHours([...DEFAULT_WEEKLY_HOURS.slice(0, 6), { first: 360, last: 600 }])).toBe(false);
    expect(isWeeklyHours([...DEFAULT_WEEKLY_HOURS.slice(0, 6), { first: 545, last: 600 }])).toBe(false);
  });
});

describe("the time list's parts of the day and surcharge key", () => {
  it("puts standard, early and late starts in Morning, Afternoon and Evening, and the night ones last", () => {
    expect(
      ["07:00", "09:00", "11:30", "12:00", "16:30", "17:00", "20:00", "22:30", "23:00", "00:00", "06:30"].map((c) =>
        dayPartOf(minuteOfClock(c)),
      ),
    ).toEqual([
      "morning",
      "morning",
      "morning",
      "afternoon",
      "afternoon",
      "evening",
      "evening",
      "evening",
      "night",
      "night",
      "night",
    ]);
  });

  it("names the starts each surcharge band covers", () => {
    expect(surchargeBandRanges()).toEqual({ out_of_hours: ["07:00–08:30", "20:30–22:30"], night: ["23:00–06:30"] });
    for (const clock of ["07:00", "08:30", "20:30", "22:30"])
      expect(surchargeBandOf(minuteOfClock(clock))).toBe("out_of_hours");
    for (const clock of ["23:00", "06:30"]) expect(surchargeBandOf(minuteOfClock(clock))).toBe("night");
  });
});
