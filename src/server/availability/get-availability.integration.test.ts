import { beforeAll, describe, expect, it } from "vitest";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, holderKey, requester } from "../../../tests/support/booking-fixtures";
import { getDayAvailability, getMonthAvailability } from "./get-availability";
import { holdSlot } from "./hold-slot";

let LONDON = 0;
let CAPE_TOWN = 0;
let NEW_YORK = 0;
beforeAll(async () => {
  [LONDON, CAPE_TOWN, NEW_YORK] = await Promise.all([clinicId("london"), clinicId("cape-town"), clinicId("new-york")]);
});

describe("availability", () => {
  it("offers standard starts 09:00-20:00 in a clinic without out-of-hours, every half hour, in clinic time", async () => {
    const slots = await getDayAvailability({ clinicId: CAPE_TOWN, day: "2031-02-03", durationMinutes: 60 }, new Date("2031-01-01T00:00:00Z"));
    expect(slots[0]!.clinicTime).toBe("09:00");
    expect(slots[0]!.startsAt.toISOString()).toBe("2031-02-03T07:00:00.000Z");
    expect(slots.at(-1)!.clinicTime).toBe("20:00");
    expect(slots).toHaveLength(23);
    expect(slots.every((s) => s.band === "standard" && s.freeChairs === 4)).toBe(true);
  });

  it("adds out-of-hours and night starts, banded for their surcharge, where the clinic offers them", async () => {
    const slots = await getDayAvailability({ clinicId: LONDON, day: "2031-02-03", durationMinutes: 60 }, new Date("2031-01-01T00:00:00Z"));
    const band = (time: string) => slots.find((s) => s.clinicTime === time)?.band;
    expect(band("07:30")).toBe("out_of_hours");
    expect(band("09:00")).toBe("standard");
    expect(band("21:00")).toBe("out_of_hours");
    expect(band("23:30")).toBe("night");
    expect(band("02:00")).toBe("night");
  });

  it("offers nothing under 24 hours ahead", async () => {
    const now = new Date("2031-02-02T12:10:00Z");
    const slots = await getDayAvailability({ clinicId: CAPE_TOWN, day: "2031-02-03", durationMinutes: 60 }, now);
    // 12:10 UTC the day before is 14:10 in Cape Town: the first start is 14:30 the next day
    expect(slots[0]!.clinicTime).toBe("14:30");
  });

  it("counts bookings and live holds, with the basket's whole duration", async () => {
    const now = new Date("2031-01-01T00:00:00Z");
    const startsAt = at("2031-02-04", "10:00", "America/New_York");
    // New York has three chairs: one booking and two holds at 10:00 for an hour
    await placeOrder(await createCustomer(), { clinicId: NEW_YORK, startsAt, lines: [{ code: "AFI", quantity: 1 }], paymentMethod: "clinic", acceptTerms: true, holderKey: holderKey() }, { now });
    await holdSlot({ clinicId: NEW_YORK, startsAt, durationMinutes: 60 }, requester(), now);
    await holdSlot({ clinicId: NEW_YORK, startsAt, durationMinutes: 60 }, requester(), now);
    const slots = await getDayAvailability({ clinicId: NEW_YORK, day: "2031-02-04", durationMinutes: 120 }, now);
    const times = slots.map((s) => s.clinicTime);
    // a two-hour visit cannot start 08:30-10:30 (it would overlap 10:00-11:00), can at 11:00 and at 08:00
    expect(times).toContain("08:00");
    expect(times).not.toContain("08:30");
    expect(times).not.toContain("10:30");
    expect(times).toContain("11:00");
    // eleven minutes later the holds have expired: only the booking remains
    const later = await getDayAvailability({ clinicId: NEW_YORK, day: "2031-02-04", durationMinutes: 120 }, new Date(now.getTime() + 11 * 60_000));
    expect(later.find((s) => s.clinicTime === "10:00")!.freeChairs).toBe(2);
  });

  it("greys out days with no free time in the month calendar", async () => {
    const month = await getMonthAvailability({ clinicId: CAPE_TOWN, month: "2031-03", durationMinutes: 60 }, new Date("2031-03-10T08:00:00Z"));
    expect(month).toHaveLength(31);
    expect(month.filter((d) => d.free).map((d) => d.day)[0]).toBe("2031-03-11");
    expect(month.find((d) => d.day === "2031-03-10")!.free).toBe(false);
  });

  it("lists the London spring-forward day without the missing hour", async () => {
    const slots = await getDayAvailability({ clinicId: LONDON, day: "2031-03-30", durationMinutes: 60 }, new Date("2031-01-01T00:00:00Z"));
    const times = slots.map((s) => s.clinicTime);
    expect(times).not.toContain("01:00");
    expect(times).not.toContain("01:30");
    expect(slots.find((s) => s.clinicTime === "09:00")!.startsAt.toISOString()).toBe("2031-03-30T08:00:00.000Z");
  });
});
