import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, bookings, orders, programmeSessions } from "@/db/schema";
import { createPhoneCustomer } from "@/server/customers/create-phone-customer";
import { bookByPhone } from "@/server/orders/book-by-phone";
import type { OutgoingMail } from "./order-mail";
import { placeOrder } from "@/server/orders/place-order";
import { bookSessionByPhone } from "@/server/programmes/book-session-by-phone";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { bookedChairSlots, buyProgramme, customerWithVisit, visitOrder } from "../../../tests/support/order-fixtures";
import type { StaffActor } from "@/server/staff/actor";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { cancelBooking } from "./cancel-booking";
import { cancelBookingByPhone, moveBookingByPhone } from "./change-booking-by-phone";
import { rescheduleBooking } from "./reschedule-booking";
import { codeOf } from "../../../tests/support/app-errors";
import { auditRowOf } from "../../../tests/support/audit-log";

// Dates in 2042 keep these chairs apart from every other test file sharing the database.
const NOW = new Date("2042-05-04T08:00:00Z");
const LONDON_ZONE = "Europe/London";
const seeded = seededClinicIds("LONDON");

/** A customer with a visit two days away (inside 72 hours) at London, booked online. */
const visitTwoDaysAway = (day = "2042-05-06", time = "10:00") =>
  customerWithVisit(seeded.LONDON, at(day, time, LONDON_ZONE), { now: NOW, queueMail: async () => {} });

/** Staff move the booking on the phone to 10 May at `time`, giving `reason`. */
const moveToMay10 = (staff: StaffActor, bookingId: string, time: string, reason: string) =>
  moveBookingByPhone(staff, { bookingId, day: "2042-05-10", time, reason }, { now: NOW });
/** The booking's row as stored now. */
const bookingRow = async (id: string) => (await getDb().select().from(bookings).where(eq(bookings.id, id)))[0];

describe("moving and cancelling on the phone", () => {
  it("reception moves a visit two days away (refused to the customer), with a reason: audited, chair moved, confirmation sent again", async () => {
    const { customer, booking } = await visitTwoDaysAway();
    const target = at("2042-05-09", "11:00", LONDON_ZONE);
    // the customer cannot: inside 72 hours
    expect(
      await codeOf(
        rescheduleBooking(customer, { bookingId: booking.id, startsAt: target, holderKey: holderKey() }, { now: NOW }),
      ),
    ).toBe("CHANGE_CLOSED");

    const reception = await createStaff("reception", ["london"]);
    const mails: OutgoingMail[] = [];
    const moved = await moveBookingByPhone(
      reception,
      { bookingId: booking.id, day: "2042-05-09", time: "11:00", reason: "Customer called: flight delayed" },
      { now: NOW, queueMail: async (_tx, m) => void mails.push(m) },
    );
    expect(moved.startsAt.toISOString()).toBe(target.toISOString());
    const live = await bookedChairSlots([booking.id]);
    expect(live.map((s) => s.startsAt.toISOString())).toEqual([target.toISOString()]);
    expect(await auditRowOf("booking.move", booking.number)).toMatchObject({
      actorId: reception.userId,
      actorRole: "reception",
      clinicId: seeded.LONDON,
      reason: "Customer called: flight delayed",
      before: { startsAt: booking.startsAt.toISOString() },
      after: { startsAt: target.toISOString(), insideChangeWindow: true },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(customer.email);
    expect(mails[0]!.attachments[0]!.content).toContain("DTSTART:20420509T100000Z");
  });

  it("still needs a reason and keeps the other rules (a free chair, opening hours)", async () => {
    const { booking } = await visitTwoDaysAway("2042-05-06", "12:00");
    const reception = await createStaff("reception", ["london"]);
    await expect(moveToMay10(reception, booking.id, "11:00", "")).rejects.toMatchObject({
      issues: [{ message: "reasonRequired" }],
    });
    expect(await codeOf(moveToMay10(reception, booking.id, "03:00", "Asked for night"))).toBe("OUTSIDE_HOURS");
    expect(await getDb().select().from(auditLog).where(eq(auditLog.entityId, booking.number))).toEqual([]);
  });

  it("reception of Cape Town can neither move nor cancel a London visit (NOT_FOUND), and nothing changes", async () => {
    const { booking } = await visitTwoDaysAway("2042-05-06", "14:00");
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(await codeOf(moveToMay10(capeTown, booking.id, "11:00", "Not ours"))).toBe("NOT_FOUND");
    expect(
      await codeOf(cancelBookingByPhone(capeTown, { bookingId: booking.id, reason: "Not ours" }, { now: NOW })),
    ).toBe("NOT_FOUND");
    expect(await bookingRow(booking.id)).toMatchObject({ status: "confirmed", startsAt: booking.startsAt });
  });

  it("cancels inside 72 hours with a reason: chair freed, audited; the customer could not", async () => {
    const { customer, booking } = await visitTwoDaysAway("2042-05-06", "16:00");
    expect(await codeOf(cancelBooking(customer, { bookingId: booking.id }, { now: NOW }))).toBe("CHANGE_CLOSED");
    const manager = await createStaff("manager", ["london"]);
    await cancelBookingByPhone(manager, { bookingId: booking.id, reason: "Customer is unwell" }, { now: NOW });
    expect((await bookingRow(booking.id))!.status).toBe("cancelled");
    expect(await bookedChairSlots([booking.id])).toEqual([]);
    expect(await auditRowOf("booking.cancel", booking.number)).toMatchObject({
      actorRole: "manager",
      reason: "Customer is unwell",
      after: { status: "cancelled", insideChangeWindow: true },
    });
  });
});

describe("booking on the phone", () => {
  it("books a treatment for a new phone customer, paid in the clinic, priced by checkout, confirmation in their language", async () => {
    const reception = await createStaff("reception", ["london"]);
    const { customerId } = await createPhoneCustomer(
      reception,
      {
        clinicId: String(seeded.LONDON),
        firstName: "Lena",
        lastName: "Fischer",
        email: `lena-${randomUUID().slice(0, 8)}@example.com`,
        countryCode: "+49",
        mobile: "151 2345 6789",
        locale: "de",
      },
      { now: NOW },
    );
    const mails: OutgoingMail[] = [];
    const placed = await bookByPhone(
      reception,
      { customerId, clinicId: String(seeded.LONDON), treatment: "AFI", day: "2042-05-12", time: "10:00" },
      { now: NOW, queueMail: async (_tx, m) => void mails.push(m) },
    );
    expect(placed.status).toBe("confirmed");
    const [order] = await getDb().select().from(orders).where(eq(orders.number, placed.orderNumber));
    // checkout's own pricing: a new customer's 10% offer applies on the phone too
    expect(order).toMatchObject({
      userId: customerId,
      paymentMethod: "clinic",
      paidCents: 0,
      leftToPayCents: placed.quote.totalCents,
      offerKind: "new_customer",
      locale: "de",
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe("de");
    const row = await auditRowOf("order.phone_booking", placed.orderNumber);
    expect(row).toMatchObject({
      actorId: reception.userId,
      clinicId: seeded.LONDON,
      after: { customerId, bookingNumber: placed.bookingNumber },
    });
  });

  it("refuses a time already past (staff book from now on, decision 230), and another clinic's or customer's booking", async () => {
    const reception = await createStaff("reception", ["london"]);
    const { customer } = await visitTwoDaysAway("2042-05-07", "10:00");
    // 09:00 in London now: 08:30 has passed; this afternoon is the desk's to book, inside the customer's 24 hours
    expect(
      await codeOf(
        bookByPhone(
          reception,
          {
            customerId: customer.id,
            clinicId: String(seeded.LONDON),
            treatment: "AFI",
            day: "2042-05-04",
            time: "08:30",
          },
          { now: NOW },
        ),
      ),
    ).toBe("START_PASSED");
    expect(
      (
        await bookByPhone(
          reception,
          {
            customerId: customer.id,
            clinicId: String(seeded.LONDON),
            treatment: "AFI",
            day: "2042-05-04",
            time: "15:00",
          },
          { now: NOW, queueMail: async () => {} },
        )
      ).bookingNumber,
    ).toMatch(/^BK/);
    expect(
      await codeOf(
        bookByPhone(
          reception,
          {
            customerId: customer.id,
            clinicId: String(await clinicId("cape-town")),
            treatment: "AFI",
            day: "2042-05-12",
            time: "10:00",
          },
          { now: NOW },
        ),
      ),
    ).toBe("NOT_FOUND");
    // a customer of Cape Town only is not London's to book for
    const stranger = await createCustomer();
    await placeOrder(
      stranger,
      visitOrder(await clinicId("cape-town"), at("2042-05-12", "10:00", "Africa/Johannesburg")),
      {
        now: NOW,
        queueMail: async () => {},
      },
    );
    expect(
      await codeOf(
        bookByPhone(
          reception,
          {
            customerId: stranger.id,
            clinicId: String(seeded.LONDON),
            treatment: "AFI",
            day: "2042-05-12",
            time: "10:00",
          },
          { now: NOW },
        ),
      ),
    ).toBe("NOT_FOUND");
  });

  it("books a programme session for the customer through apply session time, audited", async () => {
    const customer = await createCustomer();
    const programme = await buyProgramme(customer, seeded.LONDON, at("2042-05-13", "10:00", LONDON_ZONE), {
      now: NOW,
      queueMail: async () => {},
    });
    const reception = await createStaff("reception", ["london"]);
    const applied = await bookSessionByPhone(
      reception,
      { sessionId: programme.sessions[1]!.id, day: "2042-05-20", time: "10:00" },
      { now: NOW, queueMail: async () => {} },
    );
    const [session] = await getDb()
      .select()
      .from(programmeSessions)
      .where(eq(programmeSessions.id, programme.sessions[1]!.id));
    expect(session).toMatchObject({ status: "booked", bookingId: applied.bookingId });
    expect(
      (await getDb().select().from(auditLog).where(eq(auditLog.entityId, applied.bookingNumber)))[0],
    ).toMatchObject({ action: "programme.session_phone_booking", actorId: reception.userId });
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(
      await codeOf(
        bookSessionByPhone(
          capeTown,
          { sessionId: programme.sessions[2]!.id, day: "2042-05-27", time: "10:00" },
          { now: NOW },
        ),
      ),
    ).toBe("NOT_FOUND");
  });
});
