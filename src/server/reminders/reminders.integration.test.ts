import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookingMails, bookingReminders, bookings, mailOutbox } from "@/db/schema";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { renderMail } from "@/server/mail/render-mail";
import { at, holderKey } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { customerWithVisit } from "../../../tests/support/order-fixtures";
import { listBookingReminders, sendDueReminders } from "./send-due-reminders";

// Dates in 2044 keep these chairs apart from every other test file sharing the database.
const NOW = new Date("2044-05-02T08:00:00Z");
const LONDON_ZONE = "Europe/London";
const seeded = seededClinicIds("LONDON");

const book = (day: string, time: string, now = NOW) =>
  customerWithVisit(seeded.LONDON, at(day, time, LONDON_ZONE), { now });

async function reminderMails(bookingId: string) {
  return getDb()
    .select({
      id: mailOutbox.id,
      template: mailOutbox.template,
      props: mailOutbox.props,
      to: mailOutbox.to,
      purpose: bookingMails.purpose,
    })
    .from(bookingMails)
    .innerJoin(mailOutbox, eq(mailOutbox.id, bookingMails.mailId))
    .where(and(eq(bookingMails.bookingId, bookingId), eq(mailOutbox.template, "booking-reminder")));
}

const byKind = async (bookingId: string) =>
  Object.fromEntries((await listBookingReminders(bookingId)).map((r) => [r.kind, r]));

describe("visit reminders", () => {
  it("a confirmed booking gets a two-day and a three-hour reminder in clinic time, and its confirmation is in its mail log", async () => {
    const { booking } = await book("2044-05-10", "10:00");
    const rows = await byKind(booking.id);
    expect(rows.two_days).toMatchObject({ status: "scheduled", dueAt: at("2044-05-08", "10:00", LONDON_ZONE) });
    expect(rows.three_hours).toMatchObject({ status: "scheduled", dueAt: at("2044-05-10", "07:00", LONDON_ZONE) });
    const log = await getDb().select().from(bookingMails).where(eq(bookingMails.bookingId, booking.id));
    expect(log.map((l) => l.purpose)).toEqual(["confirmation"]);
  });

  it("a visit booked less than two days ahead gets only the three-hour reminder", async () => {
    const { booking } = await book("2044-05-03", "15:00");
    const rows = await byKind(booking.id);
    expect(rows.two_days!.status).toBe("skipped");
    expect(rows.three_hours!.status).toBe("scheduled");
  });

  it("the worker sends each reminder once, at its time, with the clinic's details and no change link inside 72 hours", async () => {
    const { booking, customer } = await book("2044-05-12", "11:30");
    const only = { onlyBookingIds: [booking.id] };
    expect((await sendDueReminders({ now: at("2044-05-10", "11:29", LONDON_ZONE), ...only })).sent).toBe(0);
    expect((await sendDueReminders({ now: at("2044-05-10", "11:30", LONDON_ZONE), ...only })).sent).toBe(1);
    expect((await sendDueReminders({ now: at("2044-05-10", "11:45", LONDON_ZONE), ...only })).sent).toBe(0);
    const mails = await reminderMails(booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: customer.email,
      purpose: "reminder-two_days",
      props: { kind: "two_days", number: booking.number, time: "11:30", manageUrl: null },
    });
    expect((await byKind(booking.id)).two_days).toMatchObject({ status: "sent", mailId: mails[0]!.id });

    const rendered = await renderMail("booking-reminder", "en", mails[0]!.props as never);
    expect(rendered.subject).toContain("Reminder: your visit on");
    expect(rendered.text).toContain("please call");
    const arabic = await renderMail("booking-reminder", "ar", mails[0]!.props as never);
    expect(arabic.subject).toContain("تذكير");

    expect((await sendDueReminders({ now: at("2044-05-12", "08:30", LONDON_ZONE), ...only })).sent).toBe(1);
    expect((await reminderMails(booking.id)).map((m) => m.purpose).sort()).toEqual([
      "reminder-three_hours",
      "reminder-two_days",
    ]);
  });

  it("two workers at once never send a reminder twice", async () => {
    const visits = await Promise.all([
      book("2044-05-13", "09:00"),
      book("2044-05-13", "10:00"),
      book("2044-05-13", "11:00"),
    ]);
    const ids = visits.map((v) => v.booking.id);
    const now = at("2044-05-11", "12:00", LONDON_ZONE);
    const runs = await Promise.all([
      sendDueReminders({ now, onlyBookingIds: ids, batchSize: 2 }),
      sendDueReminders({ now, onlyBookingIds: ids, batchSize: 2 }),
      sendDueReminders({ now, onlyBookingIds: ids, batchSize: 2 }),
    ]);
    const more = await sendDueReminders({ now, onlyBookingIds: ids });
    expect(runs.reduce((n, r) => n + r.sent, 0) + more.sent).toBe(3);
    for (const id of ids) expect(await reminderMails(id)).toHaveLength(1);
  });

  it("a moved visit moves its reminders; the old time sends nothing", async () => {
    const { booking, customer } = await book("2044-05-20", "10:00");
    await rescheduleBooking(
      customer,
      { bookingId: booking.id, startsAt: at("2044-05-24", "14:00", LONDON_ZONE), holderKey: holderKey() },
      { now: NOW },
    );
    const rows = await byKind(booking.id);
    expect(rows.two_days).toMatchObject({ status: "scheduled", dueAt: at("2044-05-22", "14:00", LONDON_ZONE) });
    expect(rows.three_hours).toMatchObject({ status: "scheduled", dueAt: at("2044-05-24", "11:00", LONDON_ZONE) });
    expect(
      (await sendDueReminders({ now: at("2044-05-18", "10:30", LONDON_ZONE), onlyBookingIds: [booking.id] })).sent,
    ).toBe(0);
    expect(await reminderMails(booking.id)).toHaveLength(0);
    // the change mail is in the booking's mail log
    const log = await getDb().select().from(bookingMails).where(eq(bookingMails.bookingId, booking.id));
    expect(log.map((l) => l.purpose).sort()).toEqual(["confirmation", "moved"]);
  });

  it("a cancelled visit cancels its reminders", async () => {
    const { booking, customer } = await book("2044-05-21", "10:00");
    await cancelBooking(customer, { bookingId: booking.id }, { now: NOW });
    const rows = await byKind(booking.id);
    expect([rows.two_days!.status, rows.three_hours!.status]).toEqual(["cancelled", "cancelled"]);
    expect(
      (await sendDueReminders({ now: at("2044-05-21", "08:00", LONDON_ZONE), onlyBookingIds: [booking.id] })).sent,
    ).toBe(0);
    expect(await reminderMails(booking.id)).toHaveLength(0);
  });

  it("a visit changed behind the planner's back is planned again for its new time, never reminded for the old one", async () => {
    const { booking } = await book("2044-05-22", "10:00");
    await getDb()
      .update(bookings)
      .set({ startsAt: at("2044-05-26", "10:00", LONDON_ZONE), endsAt: at("2044-05-26", "11:00", LONDON_ZONE) })
      .where(eq(bookings.id, booking.id));
    const run = await sendDueReminders({ now: at("2044-05-24", "09:00", LONDON_ZONE), onlyBookingIds: [booking.id] });
    expect(run.sent).toBe(0);
    const rows = await byKind(booking.id);
    expect(rows.two_days).toMatchObject({ status: "scheduled", forStartsAt: at("2044-05-26", "10:00", LONDON_ZONE) });
    expect(
      (await sendDueReminders({ now: at("2044-05-24", "10:00", LONDON_ZONE), onlyBookingIds: [booking.id] })).sent,
    ).toBe(1);
  });

  it("the database holds one row per booking and kind", async () => {
    const { booking } = await book("2044-05-23", "10:00");
    const [{ n }] = (
      await getDb().execute<{ n: number }>(
        sql`select count(*)::int as n from ${bookingReminders} where booking_id = ${booking.id}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(2);
  });
});
