import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueMail } from "@/server/mail/deliver-mail";
import { createSmtpTransport } from "@/server/mail/smtp/smtp-transport";
import { at, clinicId } from "../../../tests/support/booking-fixtures";
import { customerWithVisit } from "../../../tests/support/order-fixtures";
import { startSmtpTestServer } from "../../../tests/support/smtp-test-server";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { listBookingMailLog, resendBookingMail } from "./booking-mail-log";
import { sendDueReminders } from "./send-due-reminders";
import { auditRowOf } from "../../../tests/support/audit-log";

// Dates in 2044 (June) keep these chairs apart from every other test file sharing the database.
const NOW = new Date("2044-06-01T08:00:00Z");
const ZONE = "Europe/London";
let LONDON = 0;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
const refused = new Set<string>();

beforeAll(async () => {
  LONDON = await clinicId("london");
  smtp = await startSmtpTestServer(0, { refuse: (address) => (refused.has(address) ? "Mailbox unavailable" : null) });
});
afterAll(() => smtp.close());

const visit = (day: string, time: string) => customerWithVisit(LONDON, at(day, time, ZONE), { now: NOW });

describe("a booking's mails at the desk", () => {
  it("shows the confirmation delivered, a reminder refused by the mail server with its answer, and the reminders to come", async () => {
    const { customer, booking } = await visit("2044-06-10", "10:00");
    const transport = createSmtpTransport(smtp.url);
    await deliverDueMail({ transport, onlyTo: [customer.email], now: NOW });
    refused.add(customer.email);
    await sendDueReminders({ now: at("2044-06-08", "10:00", ZONE), onlyBookingIds: [booking.id] });
    await deliverDueMail({ transport, onlyTo: [customer.email], now: at("2044-06-08", "10:00", ZONE) });

    const reception = await createStaff("reception", ["london"]);
    const log = (await listBookingMailLog(reception, [booking.id])).get(booking.id)!;
    expect(log.mails.map((m) => [m.purpose, m.state])).toEqual([
      ["confirmation", "sent"],
      ["reminder-two_days", "queued"],
    ]);
    expect(log.mails[1]).toMatchObject({ attempts: 1, to: customer.email });
    expect(log.mails[1]!.lastError).toMatch(/550|Mailbox unavailable/);
    expect(log.reminders.map((r) => [r.kind, r.status])).toEqual([
      ["two_days", "sent"],
      ["three_hours", "scheduled"],
    ]);
    expect(smtp.to(customer.email)).toHaveLength(1);
  });

  it("staff send a reminder again: a new mail in the log, audited; Cape Town's desk cannot see or resend London's", async () => {
    const { booking } = await visit("2044-06-11", "11:00");
    await sendDueReminders({ now: at("2044-06-09", "11:00", ZONE), onlyBookingIds: [booking.id] });
    const reception = await createStaff("reception", ["london"]);
    const first = (await listBookingMailLog(reception, [booking.id])).get(booking.id)!;
    const reminder = first.mails.find((m) => m.purpose === "reminder-two_days")!;

    const capeTown = await createStaff("reception", ["cape-town"]);
    expect((await listBookingMailLog(capeTown, [booking.id])).size).toBe(0);
    await expect(resendBookingMail(capeTown, { bookingId: booking.id, mailId: reminder.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    const again = await resendBookingMail(
      reception,
      { bookingId: booking.id, mailId: reminder.id },
      { now: at("2044-06-09", "12:00", ZONE) },
    );
    expect(again.purpose).toBe("reminder-two_days");
    const after = (await listBookingMailLog(reception, [booking.id])).get(booking.id)!;
    expect(after.mails.filter((m) => m.purpose === "reminder-two_days")).toHaveLength(2);
    const audit = await auditRowOf("booking.resend_mail", booking.number);
    expect(audit).toMatchObject({ actorId: reception.userId, after: { purpose: "reminder-two_days" } });
  });

  it("a mail of another booking is not found, and a customer is not staff", async () => {
    const one = await visit("2044-06-12", "10:00");
    const two = await visit("2044-06-12", "12:00");
    const reception = await createStaff("reception", ["london"]);
    const mailOfTwo = (await listBookingMailLog(reception, [two.booking.id])).get(two.booking.id)!.mails[0]!;
    await expect(
      resendBookingMail(reception, { bookingId: one.booking.id, mailId: mailOfTwo.id }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(resendBookingMail(reception, { bookingId: one.booking.id, mailId: "not-a-uuid" })).rejects.toThrow();
    const notStaff = { ...reception, role: "customer" } as never;
    await expect(listBookingMailLog(notStaff, [one.booking.id])).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});
