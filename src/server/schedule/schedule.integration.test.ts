import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, bookings, orders, programmeSessions, programmes } from "@/db/schema";
import { holdSlot } from "@/server/availability/hold-slot";
import { placeOrder } from "@/server/orders/place-order";
import { at, createCustomer, holderKey, requester } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { markBooking } from "./check-in";
import { getDaySchedule, getWeekSchedule } from "./get-schedule";
import { codeOf } from "../../../tests/support/app-errors";

const NOW = new Date("2030-05-01T12:00:00Z");
const DAY = "2030-05-14"; // a Tuesday
const seeded = seededClinicIds("LONDON");

async function londonBooking(
  time: string,
  lines = [{ code: "AFI", optionCode: null, quantity: 1 }],
  customer?: { id: string },
  day = DAY,
) {
  const who = customer ?? (await createCustomer({ firstName: "Ada", lastName: "Lovelace", mobile: "+447700900123" }));
  const placed = await placeOrder(
    who,
    {
      clinicId: seeded.LONDON,
      startsAt: at(day, time, "Europe/London"),
      lines,
      paymentMethod: "clinic",
      acceptTerms: true,
      holderKey: holderKey(),
      locale: "en",
    },
    { now: NOW, queueMail: async () => {} },
  );
  await getDb().update(orders).set({ notes: "Prefers the window chair" }).where(eq(orders.id, placed.orderId));
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, placed.orderId));
  return { customer: who, booking: booking!, orderId: placed.orderId };
}

describe("the day schedule", () => {
  it("shows London's chairs, each booking with customer, treatments, duration, sums, first visit and notes, and a live hold", async () => {
    const first = await londonBooking("10:00");
    const again = await londonBooking("15:00", undefined, first.customer);
    await holdSlot(
      { clinicId: seeded.LONDON, startsAt: at(DAY, "12:00", "Europe/London"), durationMinutes: 60 },
      requester(),
      NOW,
    );
    const reception = await createStaff("reception", ["london"]);
    const schedule = await getDaySchedule(reception, { clinic: "london", day: DAY }, NOW);
    expect(schedule.clinic.slug).toBe("london");
    expect(schedule.clinics.map((c) => c.slug)).toEqual(["london"]);
    expect(schedule.chairs.length).toBeGreaterThan(0);
    const block = schedule.blocks.find((b) => b.booking?.id === first.booking.id)!;
    expect(block.startMinute).toBe(10 * 60);
    expect(block.booking).toMatchObject({
      customerName: "Ada Lovelace",
      customerPhone: "+447700900123",
      status: "confirmed",
      firstVisit: true,
      notes: "Prefers the window chair",
    });
    expect(block.booking!.visit.lines.length).toBe(1);
    expect(block.booking!.durationMinutes).toBe(
      (first.booking.endsAt.getTime() - first.booking.startsAt.getTime()) / 60_000,
    );
    const [order] = await getDb().select().from(orders).where(eq(orders.id, first.orderId));
    expect(block.booking!.leftToPayCents).toBe(order!.leftToPayCents);
    expect(schedule.blocks.find((b) => b.booking?.id === again.booking.id)!.booking!.firstVisit).toBe(false);
    const hold = schedule.blocks.find((b) => b.kind === "hold" && b.startMinute === 12 * 60);
    expect(hold?.holdExpiresAt).toBeInstanceOf(Date);
    // Ten minutes on, the hold is gone from the screen.
    const later = await getDaySchedule(
      reception,
      { clinic: "london", day: DAY },
      new Date(NOW.getTime() + 11 * 60_000),
    );
    expect(later.blocks.some((b) => b.kind === "hold" && b.startMinute === 12 * 60)).toBe(false);
  });

  it("opens today in the clinic's time zone by default, and the week from Monday", async () => {
    const reception = await createStaff("reception", ["new-york"]);
    // 02:00 UTC on the 15th is still the 14th in New York.
    const late = await getDaySchedule(reception, {}, new Date("2030-05-15T02:00:00Z"));
    expect([late.clinic.slug, late.day, late.today]).toEqual(["new-york", "2030-05-14", "2030-05-14"]);
    const week = await getWeekSchedule(reception, { day: "2030-05-16" }, NOW);
    expect(week.days.map((d) => d.day)).toEqual([
      "2030-05-13",
      "2030-05-14",
      "2030-05-15",
      "2030-05-16",
      "2030-05-17",
      "2030-05-18",
      "2030-05-19",
    ]);
  });

  it("lists a booking in the week view on its day", async () => {
    const { booking } = await londonBooking("09:00", undefined, undefined, "2030-05-16");
    const week = await getWeekSchedule(await createStaff("admin"), { clinic: "london", day: "2030-05-14" }, NOW);
    expect(week.days.find((d) => d.day === "2030-05-16")!.blocks.some((b) => b.booking?.id === booking.id)).toBe(true);
  });

  it("reception of Cape Town cannot read the London schedule (NOT_FOUND, like a missing clinic)", async () => {
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(await codeOf(getDaySchedule(capeTown, { clinic: "london", day: DAY }, NOW))).toBe("NOT_FOUND");
    expect(await codeOf(getWeekSchedule(capeTown, { clinic: "london", day: DAY }, NOW))).toBe("NOT_FOUND");
    expect(await codeOf(getDaySchedule(capeTown, { clinic: "atlantis", day: DAY }, NOW))).toBe("NOT_FOUND");
    const own = await getDaySchedule(capeTown, { day: DAY }, NOW);
    expect(own.clinic.slug).toBe("cape-town");
  });
});

describe("check-in", () => {
  it("arrived, then completed: the programme's session becomes done; each step is audited", async () => {
    const { booking } = await londonBooking("11:00", [{ code: "NADEP", optionCode: null, quantity: 1 }]);
    const reception = await createStaff("reception", ["london"]);
    const onTheDay = at(DAY, "10:55", "Europe/London");
    expect(await markBooking(reception, { bookingId: booking.id, step: "arrived" }, onTheDay)).toEqual({
      status: "arrived",
    });
    expect(await markBooking(reception, { bookingId: booking.id, step: "completed" }, onTheDay)).toEqual({
      status: "completed",
    });
    const [session] = await getDb().select().from(programmeSessions).where(eq(programmeSessions.bookingId, booking.id));
    expect(session!.status).toBe("done");
    const [programme] = await getDb().select().from(programmes).where(eq(programmes.id, session!.programmeId));
    expect(programme!.status).toBe("active");
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, booking.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.before, a.actorId])).toEqual([
      ["booking.arrived", { status: "confirmed" }, reception.userId],
      ["booking.completed", { status: "arrived" }, reception.userId],
    ]);
    // Completed is final.
    expect(await codeOf(markBooking(reception, { bookingId: booking.id, step: "no_show" }, onTheDay))).toBe(
      "CHECK_IN_REFUSED",
    );
  });

  it("no-show only once the start has passed; arrived not before the booking's day", async () => {
    const { booking } = await londonBooking("13:00");
    const reception = await createStaff("reception", ["london"]);
    expect(await codeOf(markBooking(reception, { bookingId: booking.id, step: "arrived" }, NOW))).toBe(
      "CHECK_IN_REFUSED",
    );
    expect(
      await codeOf(
        markBooking(reception, { bookingId: booking.id, step: "no_show" }, at(DAY, "12:59", "Europe/London")),
      ),
    ).toBe("CHECK_IN_REFUSED");
    expect(
      await markBooking(reception, { bookingId: booking.id, step: "no_show" }, at(DAY, "13:20", "Europe/London")),
    ).toEqual({ status: "no_show" });
    expect(
      await codeOf(
        markBooking(reception, { bookingId: booking.id, step: "arrived" }, at(DAY, "13:20", "Europe/London")),
      ),
    ).toBe("CHECK_IN_REFUSED");
  });

  it("reception of Cape Town cannot check in a London booking (NOT_FOUND); nothing changes", async () => {
    const { booking } = await londonBooking("14:00");
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(
      await codeOf(
        markBooking(capeTown, { bookingId: booking.id, step: "arrived" }, at(DAY, "13:50", "Europe/London")),
      ),
    ).toBe("NOT_FOUND");
    const [same] = await getDb().select().from(bookings).where(eq(bookings.id, booking.id));
    expect(same!.status).toBe("confirmed");
  });
});
