import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import type { OutgoingMail } from "./order-mail";
import { applySessionTime } from "@/server/programmes/apply-session-time";
import { at, holderKey } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { customerWithProgramme } from "../../../tests/support/order-fixtures";
import { cancelBooking } from "./cancel-booking";
import { getCustomerBooking } from "./list-customer-bookings";
import { rescheduleBooking } from "./reschedule-booking";

const BOUGHT = new Date("2037-08-01T12:00:00Z");
const seeded = seededClinicIds("CAPE_TOWN");

describe("calendar updates when a visit changes", () => {
  it("applying says 'included in your programme'; moving sends the same UID with SEQUENCE 1; cancelling METHOD:CANCEL with SEQUENCE 2", async () => {
    const { customer, programme } = await customerWithProgramme(
      seeded.CAPE_TOWN,
      at("2037-08-10", "10:00", "Africa/Johannesburg"),
      BOUGHT,
    );
    const mails: OutgoingMail[] = [];
    const queueMail = async (_tx: unknown, mail: OutgoingMail) => void mails.push(mail);

    const applied = await applySessionTime(
      customer,
      {
        sessionId: programme.sessions[1]!.id,
        startsAt: at("2037-08-17", "10:00", "Africa/Johannesburg"),
        holderKey: holderKey(),
      },
      { now: BOUGHT, queueMail },
    );
    expect(mails[0]!.text).toContain("Price: included in your programme");
    expect(mails[0]!.text).not.toContain("Total:");
    expect(mails[0]!.attachments[0]!.content).toContain(
      `UID:${applied.bookingNumber}@aurumclinic.com\r\nSEQUENCE:0\r\n`,
    );

    await rescheduleBooking(
      customer,
      {
        bookingId: applied.bookingId,
        startsAt: at("2037-08-18", "11:00", "Africa/Johannesburg"),
        holderKey: holderKey(),
      },
      { now: BOUGHT, queueMail },
    );
    const moved = mails[1]!;
    expect(moved.template).toBe("booking-changed");
    expect(moved.to).toBe(customer.email);
    expect(moved.attachments[0]!.content).toContain("METHOD:PUBLISH");
    expect(moved.attachments[0]!.content).toContain(`UID:${applied.bookingNumber}@aurumclinic.com\r\nSEQUENCE:1\r\n`);
    expect(moved.attachments[0]!.content).toContain("DTSTART:20370818T090000Z");
    // My Bookings' own .ics download matches the last mail
    expect((await getCustomerBooking(customer.id, applied.bookingId))!.calendarSequence).toBe(1);

    await cancelBooking(customer, { bookingId: applied.bookingId }, { now: BOUGHT, queueMail });
    const cancelled = mails[2]!;
    expect(cancelled.attachments[0]!.content).toContain("METHOD:CANCEL");
    expect(cancelled.attachments[0]!.content).toContain(
      `UID:${applied.bookingNumber}@aurumclinic.com\r\nSEQUENCE:2\r\n`,
    );
    expect(cancelled.attachments[0]!.content).toContain("STATUS:CANCELLED");
    expect(cancelled.subject).toContain("cancelled");
    const [row] = await getDb()
      .select({ sequence: bookings.calendarSequence, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, applied.bookingId));
    expect(row).toEqual({ sequence: 2, status: "cancelled" });
  });
});
