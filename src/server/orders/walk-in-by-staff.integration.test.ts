import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { getDayAvailability } from "@/server/availability/get-availability";
import { bookByPhone } from "@/server/orders/book-by-phone";
import type { OutgoingMail } from "@/server/bookings/order-mail";
import { placeOrder } from "@/server/orders/place-order";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { codeOf, errorOf } from "../../../tests/support/app-errors";

// 2046 is this file's year: its chairs are apart from every other test file sharing the database.
const seeded = seededClinicIds("LONDON", "CAPE_TOWN", "NEW_YORK");

describe("same-day and walk-in bookings by staff (issue 41)", () => {
  it("reception books a walk-in at the current five minutes in London; the confirmation and its .ics go as usual; the customer online is held to 24 hours", async () => {
    const now = new Date("2046-06-12T13:07:40Z"); // 14:07 in London
    const reception = await createStaff("reception", ["london"]);
    const customer = await createCustomer({ locale: "de" });
    const mails: OutgoingMail[] = [];
    const placed = await bookByPhone(
      reception,
      { customerId: customer.id, clinicId: String(seeded.LONDON), treatment: "AFI", day: "2046-06-12", time: "14:05" },
      { now, queueMail: async (_tx, mail) => void mails.push(mail) },
    );
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.number, placed.bookingNumber));
    expect(booking!.startsAt.toISOString()).toBe("2046-06-12T13:05:00.000Z");
    expect(booking!.status).toBe("confirmed");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(customer.email);
    expect(mails[0]!.locale).toBe("de");
    expect(mails[0]!.attachments[0]!.content).toContain("DTSTART:20460612T130500Z");

    // the same afternoon online: the lead time stays for customers
    const online = await errorOf(
      placeOrder(customer, visitOrder(seeded.LONDON, at("2046-06-12", "16:00", "Europe/London")), {
        now,
        queueMail: async () => {},
      }),
    );
    expect(online.code).toBe("LEAD_TIME");
  });

  it("refuses a start already past with its own reason, and a walk-in off the five-minute grid", async () => {
    const now = new Date("2046-06-13T13:07:40Z");
    const reception = await createStaff("reception", ["london"]);
    const customer = await createCustomer();
    const book = (time: string) =>
      bookByPhone(
        reception,
        { customerId: customer.id, clinicId: String(seeded.LONDON), treatment: "AFI", day: "2046-06-13", time },
        { now, queueMail: async () => {} },
      );
    expect(await codeOf(book("14:00"))).toBe("START_PASSED");
    expect(await codeOf(book("14:07"))).toBe("OUTSIDE_HOURS");
    expect((await book("14:30")).bookingNumber).toMatch(/^BK/);
  });

  it("staff see today's free times from now on, the current five minutes first; the customer sees none that day", async () => {
    const now = new Date("2046-06-14T13:07:40Z");
    const staffTimes = await getDayAvailability(
      { clinicId: seeded.LONDON, day: "2046-06-14", durationMinutes: 60, booker: "staff" },
      now,
    );
    expect(staffTimes.slice(0, 3).map((s) => [s.clinicTime, s.walkIn ?? false])).toEqual([
      ["14:05", true],
      ["14:30", false],
      ["15:00", false],
    ]);
    expect(await getDayAvailability({ clinicId: seeded.LONDON, day: "2046-06-14", durationMinutes: 60 }, now)).toEqual(
      [],
    );
  });

  it("in Cape Town a walk-in on the half hour is simply the next start; staff outside a clinic's day get nothing", async () => {
    const now = new Date("2046-03-25T12:03:00Z"); // 14:03 in Cape Town, no daylight saving
    const times = await getDayAvailability(
      { clinicId: seeded.CAPE_TOWN, day: "2046-03-25", durationMinutes: 60, booker: "staff" },
      now,
    );
    expect(times[0]).toMatchObject({ clinicTime: "14:00", startsAt: new Date("2046-03-25T12:00:00Z") });
    expect(times[0]!.walkIn).toBeUndefined();
    // yesterday is over, for staff too
    expect(
      await getDayAvailability(
        { clinicId: seeded.CAPE_TOWN, day: "2046-03-24", durationMinutes: 60, booker: "staff" },
        now,
      ),
    ).toEqual([]);
  });

  it("across the spring daylight-saving change: London's missing hour and New York's are never offered", async () => {
    // London: 25 March 2046, 01:00 GMT becomes 02:00 BST. 00:58 GMT now.
    const london = await getDayAvailability(
      { clinicId: seeded.LONDON, day: "2046-03-25", durationMinutes: 30, booker: "staff" },
      new Date("2046-03-25T00:58:00Z"),
    );
    expect(london.slice(0, 3).map((s) => [s.clinicTime, s.startsAt.toISOString()])).toEqual([
      ["00:55", "2046-03-25T00:55:00.000Z"],
      ["02:00", "2046-03-25T01:00:00.000Z"],
      ["02:30", "2046-03-25T01:30:00.000Z"],
    ]);
    // New York: 11 March 2046, 02:00 EST becomes 03:00 EDT. 01:57 EST now.
    const nyNow = new Date("2046-03-11T06:57:00Z");
    const newYork = await getDayAvailability(
      { clinicId: seeded.NEW_YORK, day: "2046-03-11", durationMinutes: 30, booker: "staff" },
      nyNow,
    );
    expect(newYork.slice(0, 2).map((s) => [s.clinicTime, s.startsAt.toISOString()])).toEqual([
      ["01:55", "2046-03-11T06:55:00.000Z"],
      ["03:00", "2046-03-11T07:00:00.000Z"],
    ]);
    const reception = await createStaff("reception", ["new-york"]);
    const customer = await createCustomer();
    const placed = await bookByPhone(
      reception,
      {
        customerId: customer.id,
        clinicId: String(seeded.NEW_YORK),
        treatment: "AFI",
        day: "2046-03-11",
        time: "03:00",
      },
      { now: nyNow, queueMail: async () => {} },
    );
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.number, placed.bookingNumber));
    expect(booking!.startsAt.toISOString()).toBe("2046-03-11T07:00:00.000Z");
  });
});
