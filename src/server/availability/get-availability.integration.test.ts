import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WEEKLY_HOURS } from "@/config/booking-hours";
import { getDb } from "@/db/client";
import { chairSlots, clinicChairs, clinicClosures, clinics } from "@/db/schema";
import { placeOrder } from "@/server/orders/place-order";
import { oracleMonth } from "../../../tests/support/availability-oracle";
import { at, createCustomer, createOwnClinic, holderKey, requester } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { addClinicDays, clinicDayRange, daysOfMonth } from "@/shared/clinic-time";
import { getDayAvailability, getMonthAvailability } from "./get-availability";
import { holdSlot } from "./hold-slot";

const seeded = seededClinicIds("LONDON", "CAPE_TOWN", "NEW_YORK");

describe("availability", () => {
  it("offers standard starts 09:00-20:00 in a clinic without out-of-hours, every half hour, in clinic time", async () => {
    const slots = await getDayAvailability(
      { clinicId: seeded.CAPE_TOWN, day: "2031-02-03", durationMinutes: 60 },
      new Date("2031-01-01T00:00:00Z"),
    );
    expect(slots[0]!.clinicTime).toBe("09:00");
    expect(slots[0]!.startsAt.toISOString()).toBe("2031-02-03T07:00:00.000Z");
    expect(slots.at(-1)!.clinicTime).toBe("20:00");
    expect(slots).toHaveLength(23);
    expect(slots.every((s) => s.band === "standard" && s.freeChairs === 4)).toBe(true);
  });

  it("adds out-of-hours and night starts, banded for their surcharge, where the clinic offers them", async () => {
    const slots = await getDayAvailability(
      { clinicId: seeded.LONDON, day: "2031-02-03", durationMinutes: 60 },
      new Date("2031-01-01T00:00:00Z"),
    );
    const band = (time: string) => slots.find((s) => s.clinicTime === time)?.band;
    expect(band("07:30")).toBe("out_of_hours");
    expect(band("09:00")).toBe("standard");
    expect(band("21:00")).toBe("out_of_hours");
    expect(band("23:30")).toBe("night");
    expect(band("02:00")).toBe("night");
  });

  it("offers nothing under 24 hours ahead", async () => {
    const now = new Date("2031-02-02T12:10:00Z");
    const slots = await getDayAvailability({ clinicId: seeded.CAPE_TOWN, day: "2031-02-03", durationMinutes: 60 }, now);
    // 12:10 UTC the day before is 14:10 in Cape Town: the first start is 14:30 the next day
    expect(slots[0]!.clinicTime).toBe("14:30");
  });

  it("counts bookings and live holds, with the basket's whole duration", async () => {
    const now = new Date("2031-01-01T00:00:00Z");
    const startsAt = at("2031-02-04", "10:00", "America/New_York");
    // New York has three chairs: one booking and two holds at 10:00 for an hour
    await placeOrder(
      await createCustomer(),
      {
        clinicId: seeded.NEW_YORK,
        startsAt,
        lines: [{ code: "AFI", quantity: 1 }],
        paymentMethod: "clinic",
        acceptTerms: true,
        holderKey: holderKey(),
      },
      { now },
    );
    await holdSlot({ clinicId: seeded.NEW_YORK, startsAt, durationMinutes: 60 }, requester(), now);
    await holdSlot({ clinicId: seeded.NEW_YORK, startsAt, durationMinutes: 60 }, requester(), now);
    const slots = await getDayAvailability({ clinicId: seeded.NEW_YORK, day: "2031-02-04", durationMinutes: 120 }, now);
    const times = slots.map((s) => s.clinicTime);
    // a two-hour visit cannot start 08:30-10:30 (it would overlap 10:00-11:00), can at 11:00 and at 08:00
    expect(times).toContain("08:00");
    expect(times).not.toContain("08:30");
    expect(times).not.toContain("10:30");
    expect(times).toContain("11:00");
    // eleven minutes later the holds have expired: only the booking remains
    const later = await getDayAvailability(
      { clinicId: seeded.NEW_YORK, day: "2031-02-04", durationMinutes: 120 },
      new Date(now.getTime() + 11 * 60_000),
    );
    expect(later.find((s) => s.clinicTime === "10:00")!.freeChairs).toBe(2);
  });

  it("greys out days with no free time in the month calendar", async () => {
    const month = await getMonthAvailability(
      { clinicId: seeded.CAPE_TOWN, month: "2031-03", durationMinutes: 60 },
      new Date("2031-03-10T08:00:00Z"),
    );
    expect(month).toHaveLength(31);
    expect(month.filter((d) => d.free).map((d) => d.day)[0]).toBe("2031-03-11");
    expect(month.find((d) => d.day === "2031-03-10")!.free).toBe(false);
  });

  it("lists the London spring-forward day without the missing hour", async () => {
    const slots = await getDayAvailability(
      { clinicId: seeded.LONDON, day: "2031-03-30", durationMinutes: 60 },
      new Date("2031-01-01T00:00:00Z"),
    );
    const times = slots.map((s) => s.clinicTime);
    expect(times).not.toContain("01:00");
    expect(times).not.toContain("01:30");
    expect(slots.find((s) => s.clinicTime === "09:00")!.startsAt.toISOString()).toBe("2031-03-30T08:00:00.000Z");
  });
});

/**
 * Decision 185: the one-pass month read from the database (ranges against the exclusion constraint's index, one sweep)
 * against the day-by-day computation it replaced, with its own query (tests/support/availability-oracle.ts): random
 * bookings, live and expired holds, released and cancelled rows, closures of the clinic and of a chair, a chair out
 * of use, in clinics of their own in London, Cape Town's and New York's zones, in months from 2051 (no other test's).
 */
describe("closed days and full days", () => {
  it("calls a day closed only when a closure covers it; a day held end to end on every chair is full, not closed", async () => {
    const zone = "Europe/London";
    const chairs = await getDb()
      .select({ id: clinicChairs.id })
      .from(clinicChairs)
      .where(and(eq(clinicChairs.clinicId, seeded.LONDON), eq(clinicChairs.active, true)));
    const holder = `full-day-${randomUUID()}`;
    const full = clinicDayRange("2033-05-10", zone);
    await getDb()
      .insert(chairSlots)
      .values(
        chairs.map((c) => ({
          clinicId: seeded.LONDON,
          chairId: c.id,
          startsAt: full.start,
          endsAt: full.end,
          state: "held" as const,
          holderKey: holder,
          expiresAt: new Date("2033-06-01T00:00:00Z"),
        })),
      );
    const holiday = clinicDayRange("2033-05-12", zone);
    const [closure] = await getDb()
      .insert(clinicClosures)
      .values({
        clinicId: seeded.LONDON,
        chairId: null,
        startsOn: "2033-05-12",
        endsOn: "2033-05-12",
        startsAt: holiday.start,
        endsAt: holiday.end,
      })
      .returning({ id: clinicClosures.id });
    try {
      const month = await getMonthAvailability(
        { clinicId: seeded.LONDON, month: "2033-05", durationMinutes: 60 },
        new Date("2033-04-20T12:00:00Z"),
      );
      const day = (d: string) => month.find((m) => m.day === d);
      expect(day("2033-05-10")).toEqual({ day: "2033-05-10", free: false, closed: false });
      expect(day("2033-05-12")).toEqual({ day: "2033-05-12", free: false, closed: true });
      expect(day("2033-05-11")).toMatchObject({ free: true, closed: false });
    } finally {
      await getDb().delete(chairSlots).where(eq(chairSlots.holderKey, holder));
      await getDb().delete(clinicClosures).where(eq(clinicClosures.id, closure!.id));
    }
  });
});

describe("the one-pass month against the day-by-day answer, from the database", () => {
  const ZONES = ["Europe/London", "Africa/Johannesburg", "America/New_York"] as const;
  const made: { id: number; zone: string; chairIds: number[]; retired: number }[] = [];

  beforeAll(async () => {
    for (const zone of ZONES) {
      // Three chairs at work and a fourth retired, whose old slots must not count.
      const own = await createOwnClinic("oracle", { zone, chairs: 4 });
      const retired = own.chairIds[3]!;
      await getDb().update(clinicChairs).set({ active: false }).where(eq(clinicChairs.id, retired));
      made.push({ id: own.id, zone, chairIds: own.chairIds.slice(0, 3), retired });
    }
  });

  afterAll(async () => {
    for (const clinic of made) {
      await getDb().delete(chairSlots).where(eq(chairSlots.clinicId, clinic.id));
      await getDb().delete(clinics).where(eq(clinics.id, clinic.id));
    }
  });

  const STATES = ["booked", "booked", "booked", "live hold", "expired hold", "released", "cancelled"] as const;
  const scenario = fc.record({
    clinic: fc.integer({ min: 0, max: 2 }),
    month: fc
      .tuple(
        fc.integer({ min: 2051, max: 2053 }),
        fc.oneof(fc.constantFrom(3, 10, 11), fc.integer({ min: 1, max: 12 })),
      )
      .map(([y, m]) => `${y}-${String(m).padStart(2, "0")}`),
    outOfHours: fc.boolean(),
    durationMinutes: fc.constantFrom(20, 60, 90, 120, 240),
    // Per chair (the retired one last), the gaps and lengths of its rows in half hours, from two days before the month.
    rows: fc.array(
      fc.array(
        fc.record({
          gap: fc.integer({ min: 0, max: 40 }),
          length: fc.integer({ min: 1, max: 8 }),
          state: fc.constantFrom(...STATES),
        }),
        { maxLength: 60 },
      ),
      { minLength: 4, maxLength: 4 },
    ),
    closures: fc.array(
      fc.record({
        chair: fc.integer({ min: -1, max: 2 }),
        day: fc.integer({ min: -1, max: 31 }),
        days: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: 3 },
    ),
    nowDays: fc.integer({ min: -40, max: 27 }),
  });

  it("gives the same free starts on every day of random months", async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const clinic = made[s.clinic]!;
        await getDb().update(clinics).set({ outOfHours: s.outOfHours }).where(eq(clinics.id, clinic.id));
        const days = daysOfMonth(s.month);
        const origin = clinicDayRange(days[0]!, clinic.zone).start.getTime();
        const now = new Date(origin + s.nowDays * 86_400_000);
        const slots: (typeof chairSlots.$inferInsert)[] = [];
        [...clinic.chairIds, clinic.retired].forEach((chairId, c) => {
          let at = origin - 2 * 86_400_000;
          for (const r of s.rows[c]!) {
            at += r.gap * 1_800_000;
            const endsAt = at + r.length * 1_800_000;
            const held = r.state === "live hold" || r.state === "expired hold";
            slots.push({
              clinicId: clinic.id,
              chairId,
              startsAt: new Date(at),
              endsAt: new Date(endsAt),
              state: held ? "held" : (r.state as "booked" | "released" | "cancelled"),
              holderKey: `oracle-${randomUUID()}`,
              expiresAt: held ? new Date(now.getTime() + (r.state === "live hold" ? 1 : -1) * 600_000) : null,
            });
            at = endsAt;
          }
        });
        try {
          if (slots.length) await getDb().insert(chairSlots).values(slots);
          for (const closure of s.closures) {
            const startsOn = addClinicDays(days[0]!, closure.day);
            const endsOn = addClinicDays(startsOn, closure.days - 1);
            await getDb()
              .insert(clinicClosures)
              .values({
                clinicId: clinic.id,
                chairId: closure.chair < 0 ? null : clinic.chairIds[closure.chair]!,
                startsOn,
                endsOn,
                startsAt: clinicDayRange(startsOn, clinic.zone).start,
                endsAt: clinicDayRange(endsOn, clinic.zone).end,
              });
          }
          const oracle = await oracleMonth(
            {
              id: clinic.id,
              timeZone: clinic.zone,
              outOfHours: s.outOfHours,
              weeklyHours: DEFAULT_WEEKLY_HOURS,
              chairIds: clinic.chairIds,
            },
            days,
            s.durationMinutes,
            now,
          );
          const month = await getMonthAvailability(
            { clinicId: clinic.id, month: s.month, durationMinutes: s.durationMinutes },
            now,
          );
          expect(month.map(({ day, free }) => ({ day, free }))).toEqual(
            days.map((day, i) => ({ day, free: oracle[i]!.length > 0 })),
          );
          for (const i of [0, 9, days.length - 1]) {
            expect(
              await getDayAvailability({ clinicId: clinic.id, day: days[i]!, durationMinutes: s.durationMinutes }, now),
            ).toEqual(oracle[i]);
          }
        } finally {
          await getDb().delete(chairSlots).where(eq(chairSlots.clinicId, clinic.id));
          await getDb().delete(clinicClosures).where(eq(clinicClosures.clinicId, clinic.id));
        }
      }),
      { numRuns: 15, seed: 185 },
    );
  });
});
