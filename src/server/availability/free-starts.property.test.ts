/**
 * The one-pass month (decision 185) against the day-by-day computation it replaced (tests/support/availability-oracle.ts):
 * the same free starts, to the minute and the chair, for random clinics (zones, weekly hours, out-of-hours, chairs),
 * busy times (bookings, holds and closures of any length, overlapping or not, on chairs the clinic has and has not),
 * visit lengths, clocks (`now` before, inside and after the lead time) and months, the clocks' change months most of all.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DayHours, WeeklyHours } from "@/config/booking-hours";
import type { BookingClinic } from "@/server/clinics/get-clinic";
import { oracleFreeStartsOn, oracleStartsOnDay } from "../../../tests/support/availability-oracle";
import { clinicDayRange, clinicDaySpans, daysOfMonth, startsInSpan } from "@/shared/clinic-time";
import { freeStartsOnDays, type Busy } from "./get-availability";

/** The clinics' zones, and zones whose clocks change at midnight (Santiago, Havana, Beirut) or by half an hour (Lord Howe). */
const CLINIC_ZONES = ["Europe/London", "Africa/Johannesburg", "America/New_York"] as const;
const ODD_ZONES = ["America/Santiago", "America/Havana", "Asia/Beirut", "Australia/Lord_Howe"] as const;
const MINUTE = 60_000;
const DAY = 86_400_000;

const dayHours: fc.Arbitrary<DayHours | null> = fc.option(
  fc
    .tuple(fc.integer({ min: 14, max: 45 }), fc.integer({ min: 14, max: 45 }))
    .map(([a, b]) => ({ first: Math.min(a, b) * 30, last: Math.max(a, b) * 30 })),
  { freq: 5 },
);
const weeklyHours: fc.Arbitrary<WeeklyHours> = fc.array(dayHours, { minLength: 7, maxLength: 7 });

/** A month, the clocks' change months (March, April, September to November) twice as often as the others. */
const month = fc
  .tuple(
    fc.integer({ min: 2027, max: 2040 }),
    fc.oneof(fc.constantFrom(3, 4, 9, 10, 11), fc.integer({ min: 1, max: 12 })),
  )
  .map(([y, m]) => `${y}-${String(m).padStart(2, "0")}`);

interface BusySpec {
  chair: number;
  /** Minutes from the month's first midnight (from two days before to two days after the month). */
  offset: number;
  minutes: number;
}
const busySpec: fc.Arbitrary<BusySpec> = fc.record({
  chair: fc.integer({ min: 0, max: 6 }),
  offset: fc.integer({ min: -576, max: 9504 }).map((n) => n * 5),
  // Visits and holds, and now and then a closure of days (a chair out of service, a holiday).
  minutes: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 0, max: 240 }) },
    { weight: 1, arbitrary: fc.integer({ min: 240, max: 4 * 1440 }) },
  ),
});

const scenario = fc.record({
  zone: fc.constantFrom(...CLINIC_ZONES, ...CLINIC_ZONES, ...ODD_ZONES),
  month,
  chairs: fc.integer({ min: 1, max: 6 }),
  outOfHours: fc.boolean(),
  weeklyHours,
  durationMinutes: fc.oneof(fc.constantFrom(20, 60, 90, 120), fc.integer({ min: 5, max: 720 })),
  busy: fc.array(busySpec, { maxLength: 160 }),
  /** `now`, in minutes from the month's first midnight: from 40 days before to after its end. */
  nowOffset: fc.integer({ min: -40 * 1440, max: 33 * 1440 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario) {
  const days = daysOfMonth(s.month);
  const spans = clinicDaySpans(days[0]!, days.length, s.zone);
  const origin = spans[0]!.start;
  const chairIds = Array.from({ length: s.chairs }, (_, i) => 100 + i);
  const clinic = {
    id: 1,
    timeZone: s.zone,
    outOfHours: s.outOfHours,
    weeklyHours: s.weeklyHours,
    chairIds,
  } as unknown as BookingClinic;
  // Chair index == chairs: a chair the clinic no longer uses (its bookings count for nothing).
  const busy: Busy[] = s.busy.map((b) => ({
    chairId: b.chair < s.chairs ? chairIds[b.chair]! : 999,
    startsAt: new Date(origin + b.offset * MINUTE),
    endsAt: new Date(origin + (b.offset + b.minutes) * MINUTE),
  }));
  return { days, spans, clinic, busy, now: new Date(origin + s.nowOffset * MINUTE) };
}

function check(s: Scenario) {
  const { days, spans, clinic, busy, now } = build(s);
  expect(spans.map((span) => span.day)).toEqual(days);
  for (const span of spans) {
    const range = clinicDayRange(span.day, s.zone);
    expect([span.start, span.end]).toEqual([range.start.getTime(), range.end.getTime()]);
  }
  const got = freeStartsOnDays(clinic, spans, s.durationMinutes, busy, now);
  const want = days.map((day) => oracleFreeStartsOn(clinic, day, s.durationMinutes, busy, now));
  expect(got).toEqual(want);
}

describe("the one-pass month gives the day-by-day answer", () => {
  it("for random clinics, busy times, visit lengths, clocks and months", () => {
    fc.assert(fc.property(scenario, check), { numRuns: 80, seed: Number(process.env.FC_SEED ?? 185) });
  });

  it("in every month the clocks change in 2031, in each zone", () => {
    const changes: Record<string, string[]> = {
      "Europe/London": ["2031-03", "2031-10"],
      "Africa/Johannesburg": ["2031-03"],
      "America/New_York": ["2031-03", "2031-11"],
      "America/Santiago": ["2031-04", "2031-09"],
      "America/Havana": ["2031-03", "2031-11"],
      "Asia/Beirut": ["2031-03", "2031-10"],
      "Australia/Lord_Howe": ["2031-04", "2031-10"],
    };
    const [base] = fc.sample(scenario, { numRuns: 1, seed: 20310330 });
    for (const [zone, months] of Object.entries(changes)) {
      for (const m of months) {
        for (const outOfHours of [true, false])
          check({ ...base!, zone: zone as Scenario["zone"], month: m, outOfHours, nowOffset: -40 * 1440 });
      }
    }
  });

  it("lists a day's starts like the conversion of each wall time, on any day in any zone", () => {
    const day = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2040, 11, 31) })
      .map((t) => new Date(Math.floor(t / DAY) * DAY).toISOString().slice(0, 10));
    const window = fc
      .tuple(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 0, max: 47 }))
      .map(([a, b]) => [Math.min(a, b) * 30, Math.max(a, b) * 30] as const);
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...CLINIC_ZONES, ...ODD_ZONES),
        window,
        fc.constantFrom(15, 30, 60),
        (d, zone, [first, last], step) => {
          const [span] = clinicDaySpans(d, 1, zone);
          expect(startsInSpan(span!, zone, first, last, step).map((s) => s.at)).toEqual(
            oracleStartsOnDay(d, zone, first, last, step).map((i) => i.getTime()),
          );
        },
      ),
      { numRuns: 400, seed: 185 },
    );
  });
});
