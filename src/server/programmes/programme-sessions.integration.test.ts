import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the race below is a real race on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

import { getDb } from "@/db/client";
import { bookings, chairSlots, programmeSessions } from "@/db/schema";
import { getDayAvailability } from "@/server/availability/get-availability";
import { holdSlot } from "@/server/availability/hold-slot";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { AppError } from "@/server/errors/app-error";
import type { OutgoingMail } from "@/server/bookings/order-mail";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { customerWithProgramme, takenChairSlots } from "../../../tests/support/order-fixtures";
import { applySessionTime } from "./apply-session-time";
import { listCustomerProgrammes } from "./list-customer-programmes";
import { codeOf, errorOf } from "../../../tests/support/app-errors";

// Dates in 2035-2036 keep these chairs apart from every other test file sharing the database.
const BOUGHT = new Date("2035-01-02T12:00:00Z");
const HOUR = 3_600_000;
const MINUTE = 60_000;
const seeded = seededClinicIds("LONDON", "CAPE_TOWN", "NEW_YORK");

/** A new customer's programme at the clinic, its first session at `firstAt`, bought on BOUGHT. */
const programmeFrom = (clinicId: number, firstAt: Date) => customerWithProgramme(clinicId, firstAt, BOUGHT);
/** The customer books the session at `startsAt` under a fresh holder key, at `now` (the purchase day unless given). */
const bookSession = (customer: { id: string }, sessionId: string, startsAt: Date, now = BOUGHT) =>
  applySessionTime(customer, { sessionId, startsAt, holderKey: holderKey() }, { now });

describe("apply session time (My Programs)", () => {
  it("books a session still to book on its own chair, and lists it booked with its time and booking", async () => {
    const { customer, programme } = await programmeFrom(seeded.LONDON, at("2035-02-05", "10:00", "Europe/London"));
    expect(programme.sessionCount).toBe(5);
    expect(programme.usedCount).toBe(1);
    expect(programme.sessions.map((s) => s.status)).toEqual(["booked", "to_book", "to_book", "to_book", "to_book"]);
    const second = programme.sessions[1]!;
    const startsAt = at("2035-02-12", "10:00", "Europe/London");

    const mails: OutgoingMail[] = [];
    const applied = await applySessionTime(
      customer,
      { sessionId: second.id, startsAt, holderKey: holderKey() },
      { now: BOUGHT, queueMail: async (_tx, mail) => void mails.push(mail) },
    );
    expect(applied.endsAt.getTime() - applied.startsAt.getTime()).toBe(120 * MINUTE);
    // one confirmation, to the customer, with a calendar file at the session's time
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(customer.email);
    expect(mails[0]!.subject).toContain(applied.bookingNumber);
    expect(mails[0]!.attachments[0]!.content).toContain("DTSTART:20350212T100000Z");
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.id, applied.bookingId));
    expect(booking).toMatchObject({
      userId: customer.id,
      clinicId: seeded.LONDON,
      status: "confirmed",
      programmeCount: 1,
      priceCents: 0,
    });
    const slots = await getDb()
      .select()
      .from(chairSlots)
      .where(and(eq(chairSlots.bookingId, applied.bookingId), eq(chairSlots.state, "booked")));
    expect(slots).toHaveLength(1);

    const [after] = await listCustomerProgrammes(customer.id, BOUGHT);
    expect(after!.usedCount).toBe(2);
    expect(after!.sessions[1]).toMatchObject({
      status: "booked",
      bookingId: applied.bookingId,
      bookingNumber: applied.bookingNumber,
      changeable: true,
    });
    expect(after!.sessions[1]!.startsAt!.toISOString()).toBe(startsAt.toISOString());

    // the same session cannot be applied twice
    expect(await codeOf(bookSession(customer, second.id, at("2035-02-13", "10:00", "Europe/London")))).toBe(
      "SESSION_ALREADY_BOOKED",
    );
  });

  it("keeps the checkout's rules: 24-hour lead time with the clinic's contact, and standard hours", async () => {
    const { customer, programme } = await programmeFrom(
      seeded.CAPE_TOWN,
      at("2035-02-06", "10:00", "Africa/Johannesburg"),
    );
    const session = programme.sessions[1]!;
    const now = at("2035-03-01", "11:00", "Africa/Johannesburg");
    const lead = await errorOf(
      bookSession(customer, session.id, at("2035-03-02", "10:30", "Africa/Johannesburg"), now),
    );
    expect(lead.code).toBe("LEAD_TIME");
    expect(lead.values.phone).toBeTruthy();
    const early = await errorOf(
      bookSession(customer, session.id, at("2035-03-05", "07:30", "Africa/Johannesburg"), now),
    );
    expect(early.code).toBe("OUTSIDE_HOURS");
    const [unchanged] = await getDb().select().from(programmeSessions).where(eq(programmeSessions.id, session.id));
    expect(unchanged).toMatchObject({ status: "to_book", bookingId: null, startsAt: null });
  });

  it("turns the customer's live hold into the session's chair", async () => {
    const { customer, programme } = await programmeFrom(seeded.LONDON, at("2035-02-07", "10:00", "Europe/London"));
    const key = holderKey();
    const startsAt = at("2035-02-14", "15:00", "Europe/London");
    const hold = await holdSlot(
      { clinicId: seeded.LONDON, startsAt, durationMinutes: 120 },
      { holderKey: key, clientAddress: `programme-test-${randomUUID()}` },
      BOUGHT,
    );
    const applied = await applySessionTime(
      customer,
      { sessionId: programme.sessions[1]!.id, startsAt, holdId: hold.id, holderKey: key },
      { now: BOUGHT },
    );
    const [slot] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, hold.id));
    expect(slot).toMatchObject({ state: "booked", bookingId: applied.bookingId, expiresAt: null });
  });

  it("answers NOT_FOUND for another customer's session exactly as for a missing one, and writes nothing", async () => {
    const { programme } = await programmeFrom(seeded.LONDON, at("2035-02-08", "10:00", "Europe/London"));
    const stranger = await createCustomer();
    const startsAt = at("2035-02-15", "10:00", "Europe/London");
    const theirs = await errorOf(bookSession(stranger, programme.sessions[1]!.id, startsAt));
    const missing = await errorOf(bookSession(stranger, "00000000-0000-4000-8000-000000000000", startsAt));
    const malformed = await errorOf(bookSession(stranger, "x' or 1=1", startsAt));
    expect([theirs.code, missing.code, malformed.code]).toEqual(["NOT_FOUND", "NOT_FOUND", "NOT_FOUND"]);
    expect(await listCustomerProgrammes(stranger.id, BOUGHT)).toEqual([]);
    const [untouched] = await getDb()
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.id, programme.sessions[1]!.id));
    expect(untouched!.status).toBe("to_book");
    // nor can they move or cancel the owner's first session
    const firstBooking = programme.sessions[0]!.bookingId!;
    expect(
      await codeOf(
        rescheduleBooking(stranger, { bookingId: firstBooking, startsAt, holderKey: holderKey() }, { now: BOUGHT }),
      ),
    ).toBe("NOT_FOUND");
    expect(await codeOf(cancelBooking(stranger, { bookingId: firstBooking }, { now: BOUGHT }))).toBe("NOT_FOUND");
  });

  it("lets exactly one of two customers racing for the last chair have it", async () => {
    // New York has three chairs: fill two at 10:00, then two customers apply a session at 10:00 at once.
    const startsAt = at("2035-04-10", "10:00", "America/New_York");
    const [a, b, c, d] = [
      await programmeFrom(seeded.NEW_YORK, at("2035-04-02", "10:00", "America/New_York")),
      await programmeFrom(seeded.NEW_YORK, at("2035-04-02", "13:00", "America/New_York")),
      await programmeFrom(seeded.NEW_YORK, at("2035-04-02", "16:00", "America/New_York")),
      await programmeFrom(seeded.NEW_YORK, at("2035-04-03", "10:00", "America/New_York")),
    ];
    for (const filler of [a!, b!]) await bookSession(filler.customer, filler.programme.sessions[1]!.id, startsAt);
    const results = await Promise.allSettled(
      [c!, d!].map((x) => bookSession(x.customer, x.programme.sessions[1]!.id, startsAt)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const loser = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((loser.reason as AppError).code).toBe("SLOT_TAKEN");
    const live = await takenChairSlots(seeded.NEW_YORK, startsAt);
    expect(live).toHaveLength(3);
    const loserSessions = await listCustomerProgrammes(
      [c!, d!].find((_, i) => results[i]!.status === "rejected")!.customer.id,
      BOUGHT,
    );
    expect(loserSessions[0]!.sessions[1]!.status).toBe("to_book");
  });
});

describe("the 72-hour rule for moving and cancelling a session", () => {
  // Each visit lies just after a daylight-saving change (London 26 March 2035, New York 11 March 2035; Cape Town has none),
  // so the 72 hours before it span the change: the rule counts real hours between instants.
  it.each([
    ["London", "Europe/London", "2035-03-27", "london"],
    ["Cape Town", "Africa/Johannesburg", "2035-03-27", "cape-town"],
    ["New York", "America/New_York", "2035-03-12", "new-york"],
  ])(
    "%s: refuses at 71 h 59 min with the clinic's phone and e-mail, allows at 72 h 1 min",
    async (_, zone, day, slug) => {
      const clinic = await clinicId(slug);
      const { customer, programme } = await programmeFrom(clinic, at("2035-02-20", "10:00", zone));
      const startsAt = at(day, "11:00", zone);
      const applied = await bookSession(customer, programme.sessions[1]!.id, startsAt);
      const tooLate = new Date(startsAt.getTime() - 71 * HOUR - 59 * MINUTE);
      const inTime = new Date(startsAt.getTime() - 72 * HOUR - MINUTE);
      const newTime = at(day, "14:00", zone);

      const refusedMove = await errorOf(
        rescheduleBooking(
          customer,
          { bookingId: applied.bookingId, startsAt: newTime, holderKey: holderKey() },
          { now: tooLate },
        ),
      );
      expect(refusedMove.code).toBe("CHANGE_CLOSED");
      expect(refusedMove.values).toMatchObject({ phone: expect.any(String), email: expect.stringContaining("@") });
      expect(await codeOf(cancelBooking(customer, { bookingId: applied.bookingId }, { now: tooLate }))).toBe(
        "CHANGE_CLOSED",
      );
      const [listedLate] = await listCustomerProgrammes(customer.id, tooLate);
      expect(listedLate!.sessions[1]!.changeable).toBe(false);

      const moved = await rescheduleBooking(
        customer,
        { bookingId: applied.bookingId, startsAt: newTime, holderKey: holderKey() },
        { now: inTime },
      );
      expect(moved.endsAt.getTime() - moved.startsAt.getTime()).toBe(120 * MINUTE);
      const [listed] = await listCustomerProgrammes(customer.id, inTime);
      expect(listed!.sessions[1]!.startsAt!.toISOString()).toBe(newTime.toISOString());
      const slots = await getDb()
        .select({ state: chairSlots.state, startsAt: chairSlots.startsAt })
        .from(chairSlots)
        .where(eq(chairSlots.bookingId, applied.bookingId));
      expect(slots.filter((s) => s.state === "booked").map((s) => s.startsAt.toISOString())).toEqual([
        newTime.toISOString(),
      ]);
    },
  );

  it("a cancelled session frees its chair at once, goes back to the programme and can be booked again", async () => {
    const { customer, programme } = await programmeFrom(seeded.NEW_YORK, at("2035-05-02", "10:00", "America/New_York"));
    const startsAt = at("2035-05-09", "09:00", "America/New_York");
    const applied = await bookSession(customer, programme.sessions[1]!.id, startsAt);
    const freeBefore = (
      await getDayAvailability({ clinicId: seeded.NEW_YORK, day: "2035-05-09", durationMinutes: 120 }, BOUGHT)
    ).find((s) => s.clinicTime === "09:00")!.freeChairs;

    const cancelled = await cancelBooking(customer, { bookingId: applied.bookingId }, { now: BOUGHT });
    expect(cancelled.sessionsReturned).toBe(1);
    const freeAfter = (
      await getDayAvailability({ clinicId: seeded.NEW_YORK, day: "2035-05-09", durationMinutes: 120 }, BOUGHT)
    ).find((s) => s.clinicTime === "09:00")!.freeChairs;
    expect(freeAfter).toBe(freeBefore + 1);
    const [booking] = await getDb()
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, applied.bookingId));
    expect(booking!.status).toBe("cancelled");
    const [listed] = await listCustomerProgrammes(customer.id, BOUGHT);
    expect(listed!.sessions[1]).toMatchObject({ status: "to_book", bookingId: null, startsAt: null });
    expect(listed!.usedCount).toBe(1);
    // a cancelled booking cannot be cancelled or moved again
    expect(await codeOf(cancelBooking(customer, { bookingId: applied.bookingId }, { now: BOUGHT }))).toBe("NOT_FOUND");

    const again = await bookSession(customer, programme.sessions[1]!.id, startsAt);
    expect(again.bookingId).not.toBe(applied.bookingId);
  });

  it("moving refuses a taken time and changes nothing", async () => {
    const { customer, programme } = await programmeFrom(seeded.NEW_YORK, at("2035-06-02", "10:00", "America/New_York"));
    const applied = await bookSession(
      customer,
      programme.sessions[1]!.id,
      at("2035-06-09", "09:00", "America/New_York"),
    );
    const full = at("2035-06-10", "12:00", "America/New_York");
    for (let i = 0; i < 3; i++)
      await holdSlot(
        { clinicId: seeded.NEW_YORK, startsAt: full, durationMinutes: 60 },
        { holderKey: holderKey(), clientAddress: `programme-test-${randomUUID()}` },
        BOUGHT,
      );
    expect(
      await codeOf(
        rescheduleBooking(
          customer,
          { bookingId: applied.bookingId, startsAt: full, holderKey: holderKey() },
          { now: BOUGHT },
        ),
      ),
    ).toBe("SLOT_TAKEN");
    const slots = await getDb()
      .select({ state: chairSlots.state })
      .from(chairSlots)
      .where(eq(chairSlots.bookingId, applied.bookingId));
    expect(slots.map((s) => s.state)).toEqual(["booked"]);
  });
});
