import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, orders, requests, waitlistEntries } from "@/db/schema";
import { signConsent } from "@/server/consents/sign-consent";
import { placeOrder } from "@/server/orders/place-order";
import { recordFrontDeskPayment } from "@/server/orders/record-front-desk-payment";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { getStaffToday } from "./staff-today";
import { getDaySchedule } from "./get-schedule";

const LONDON_ZONE = "Europe/London";

async function visit(slug: string, zone: string, day: string, time: string, now: Date, code = "AFI") {
  const customer = await createCustomer({ firstName: "Grace", lastName: `Hopper ${time}` });
  const placed = await placeOrder(
    customer,
    visitOrder(await clinicId(slug), at(day, time, zone), { lines: [{ code, optionCode: null, quantity: 1 }] }),
    { now, queueMail: async () => {} },
  );
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, placed.orderId));
  const [order] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
  return { customer, booking: booking!, order: order! };
}

describe("the staff home: today", () => {
  it("lists today's visits at the person's clinics in time order with status, what is left to pay, questionnaire and consent states, the waitlist's offers and the unanswered requests", async () => {
    // Today is 2045-07-11 in London; at 23:30 London time New York is still on the 11th and Cape Town already on the 12th.
    const DAY = "2045-07-11";
    const booked = new Date("2045-07-01T09:00:00Z");
    const late = await visit("london", LONDON_ZONE, DAY, "16:00", booked);
    const early = await visit("london", LONDON_ZONE, DAY, "09:30", booked);
    const tomorrow = await visit("london", LONDON_ZONE, "2045-07-12", "09:30", booked);
    const reception = await createStaff("reception", ["london"]);
    const now = at(DAY, "08:00", LONDON_ZONE);
    await recordFrontDeskPayment(reception, { orderId: early.order.id, method: "cash", amount: "10" }, now);
    await signConsent(
      early.customer,
      { bookingId: early.booking.id, kind: "iv", signedName: "Grace Hopper 09:30", read: "on" },
      { ip: "203.0.113.7", now, locale: "en" },
    );
    const waiting = await createCustomer();
    const offered = await createCustomer({ firstName: "Alan", lastName: "Turing" });
    const offeredTomorrow = await createCustomer({ firstName: "Joan", lastName: "Clarke" });
    const london = await clinicId("london");
    const entry = { clinicId: london, day: DAY, durationMinutes: 60, lines: [], locale: "en", joinedAt: booked };
    await getDb()
      .insert(waitlistEntries)
      .values([
        { ...entry, userId: waiting.id, window: "evening" },
        {
          ...entry,
          userId: offered.id,
          window: "afternoon",
          state: "offered",
          offerStartsAt: at(DAY, "13:00", LONDON_ZONE),
          offerExpiresAt: at(DAY, "08:30", LONDON_ZONE),
        },
        // An offer of a time tomorrow is open today too: the desk may call them before it lapses.
        {
          ...entry,
          day: "2045-07-12",
          userId: offeredTomorrow.id,
          window: "morning",
          state: "offered",
          offerStartsAt: at("2045-07-12", "10:00", LONDON_ZONE),
          offerExpiresAt: at(DAY, "08:20", LONDON_ZONE),
        },
      ]);
    const request = (over: Partial<typeof requests.$inferInsert>) =>
      getDb()
        .insert(requests)
        .values({
          kind: "contact",
          fullName: "Ada Byron",
          email: "ada@example.com",
          phone: "",
          locale: "en",
          area: "uk",
          ...over,
        })
        .returning({ id: requests.id })
        .then((rows) => rows[0]!.id);
    const fresh = await request({ clinicSlug: "london", createdAt: at(DAY, "07:00", LONDON_ZONE) });
    const started = await request({ clinicSlug: "london", status: "in_progress" });
    const answered = await request({ clinicSlug: "london", status: "answered" });
    const capeTown = await request({ clinicSlug: "cape-town" });

    const today = await getStaffToday(reception, now);
    expect(today.clinics.map((c) => c.clinic.slug)).toEqual(["london"]);
    const [ours] = today.clinics;
    expect(ours!.day).toBe(DAY);
    // Only this test's visits are named (the clinic's day is shared with other tests).
    const mine = ours!.arrivals.filter((a) => [late, early, tomorrow].some((v) => v.booking.id === a.booking.id));
    expect(mine.map((a) => [a.booking.number, a.time])).toEqual([
      [early.booking.number, "09:30"],
      [late.booking.number, "16:00"],
    ]);
    const times = ours!.arrivals.map((a) => a.startsAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(mine[0]).toMatchObject({
      booking: { status: "confirmed", leftToPayCents: early.order.leftToPayCents - 1000 },
      readiness: { questionnaire: "due", consent: "signed", consentKinds: [{ kind: "iv", signed: true }] },
    });
    expect(mine[1]!.readiness).toEqual({
      questionnaire: "due",
      consent: "due",
      consentKinds: [{ kind: "iv", signed: false }],
    });
    // The same visits the schedule shows for the day.
    const schedule = await getDaySchedule(reception, { clinic: "london" }, now);
    expect(ours!.arrivals.map((a) => a.booking.id).sort()).toEqual(
      schedule.blocks.flatMap((b) => (b.booking ? [b.booking.id] : [])).sort(),
    );
    const named = ours!.offers.filter((o) => ["Alan Turing", "Joan Clarke"].includes(o.customerName));
    // The soonest to lapse first, each with the time held for them and until when.
    expect(named.map((o) => [o.customerName, o.day, o.startsAt, o.expiresAt])).toEqual([
      ["Joan Clarke", "2045-07-12", at("2045-07-12", "10:00", LONDON_ZONE), at(DAY, "08:20", LONDON_ZONE)],
      ["Alan Turing", DAY, at(DAY, "13:00", LONDON_ZONE), at(DAY, "08:30", LONDON_ZONE)],
    ]);
    expect(ours!.waiting).toBeGreaterThanOrEqual(1);
    const ids = today.requests.map((r) => r.id);
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(answered);
    expect(ids).not.toContain(capeTown);
    expect(today.requestCount).toBeGreaterThanOrEqual(2);
    expect(today.canCloseDay).toBe(false);
    void started;

    // An administrator's home has every clinic, each on its own day: 23:30 in London is the 12th in Cape Town.
    const admin = await createStaff("admin");
    const night = await getStaffToday(admin, at(DAY, "23:30", LONDON_ZONE));
    // Other tests add clinics of their own to the shared database: the three named here are checked.
    expect(Object.fromEntries(night.clinics.map((c) => [c.clinic.slug, c.day]))).toMatchObject({
      london: DAY,
      "cape-town": "2045-07-12",
      "new-york": DAY,
    });
    expect(night.canCloseDay).toBe(true);
  });
});
