/**
 * Issue 41: a programme's later sessions listed every line of the order that bought the programme ("1 × Anti-Fatigue
 * IV Infusion, 1 × NAD+ …") under each session, in My Bookings and on the desk's customer page. A later session names
 * only its programme and which session it is.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { treatmentsText } from "@/components/staff/schedule/booking-text";
import { getDb } from "@/db/client";
import { bookings, mailOutbox } from "@/db/schema";
import type { OutgoingMail, QueueMail } from "./order-mail";
import { placeOrder } from "@/server/orders/place-order";
import { queueBookingConfirmation } from "./queue-booking-confirmation";
import { applySessionTime } from "@/server/programmes/apply-session-time";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { visitsEndedByDeletion } from "@/server/customers/visits-ended-by-deletion";
import { queueReminderMail } from "@/server/reminders/send-due-reminders";
import { getDaySchedule } from "@/server/schedule/get-schedule";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { cancelBooking } from "./cancel-booking";
import { listCustomerBookings } from "./list-customer-bookings";
import { visitTreatmentsOf } from "./visit-treatments";

const BOUGHT = new Date("2035-03-01T12:00:00Z");

/** A new customer's order of a programme (NADEP) with an AFI, its first visit in London at `firstAt`. */
async function programmeWithInfusion(firstAt: Date, deps: { now: Date; queueMail?: QueueMail }) {
  const customer = await createCustomer();
  const lines = [
    { code: "NADEP", quantity: 1 },
    { code: "AFI", quantity: 1 },
  ];
  return {
    customer,
    placed: await placeOrder(customer, visitOrder(await clinicId("london"), firstAt, { lines }), deps),
  };
}

describe("a programme session's visit in the customer's bookings", () => {
  it("the first visit lists the whole order; a later session only its programme, with its number", async () => {
    const { customer } = await programmeWithInfusion(at("2035-03-08", "10:00", "Europe/London"), { now: BOUGHT });
    const [programme] = await listCustomerProgrammes(customer.id, BOUGHT);
    const second = await applySessionTime(
      customer,
      {
        sessionId: programme!.sessions[1]!.id,
        startsAt: at("2035-03-15", "10:00", "Europe/London"),
        holderKey: holderKey(),
      },
      { now: BOUGHT, queueMail: async () => {} },
    );

    const { upcoming } = await listCustomerBookings(customer.id, BOUGHT, "en");
    expect(upcoming).toHaveLength(2);
    const [first, later] = upcoming;
    expect(first!.treatments.map((t) => t.code).sort()).toEqual(["AFI", "NADEP"]);
    expect(first!.session).toEqual({ number: 1, count: 5 });
    expect(later!.number).toBe(second.bookingNumber);
    expect(later!.treatments).toEqual([{ title: programme!.title, quantity: 1, code: "NADEP", optionCode: null }]);
    expect(later!.session).toEqual({ number: 2, count: 5 });

    // In another language the session's programme is named from the localized catalogue, as the order's lines are.
    const { upcoming: german } = await listCustomerBookings(customer.id, BOUGHT, "de");
    expect(german[1]!.treatments[0]!.title).toBe(german[0]!.treatments.find((t) => t.code === "NADEP")!.title);
  });

  it("deleting the account lists the later session with its programme alone, as My Bookings does", async () => {
    const { customer } = await programmeWithInfusion(at("2035-03-09", "10:00", "Europe/London"), { now: BOUGHT });
    const [programme] = await listCustomerProgrammes(customer.id, BOUGHT);
    await applySessionTime(
      customer,
      {
        sessionId: programme!.sessions[1]!.id,
        startsAt: at("2035-03-16", "10:00", "Europe/London"),
        holderKey: holderKey(),
      },
      { now: BOUGHT, queueMail: async () => {} },
    );

    const ended = await visitsEndedByDeletion(customer.id, BOUGHT);
    expect(ended.map((visit) => visit.lines.map((line) => line.code).sort())).toEqual([["AFI", "NADEP"], ["NADEP"]]);
    expect(ended[1]!.lines[0]!.title).toBe(programme!.title);
  });
});

/**
 * The same visit on the desk's schedule and in the mails (issue 41: the schedule said "session 2 of 5", the mail
 * only the programme, My Bookings the whole first order): all of them read visitTreatmentsOf.
 */
describe("what is done at a programme session's visit, on the schedule and in the mails", () => {
  const ZONE = "Europe/London";
  const NOW = new Date("2035-05-01T12:00:00Z");
  const SESSION_2 = "Executive High Flyer Plus Programme, session 2 of 5";

  it("the desk's schedule, the confirmation (at booking and resent), the reminder and My Bookings name the programme and the session, from one answer", async () => {
    const { customer, placed } = await programmeWithInfusion(at("2035-05-09", "11:00", ZONE), {
      now: NOW,
      queueMail: async () => {},
    });
    const reception = await createStaff("reception", ["london"]);
    const [programme] = await listCustomerProgrammes(customer.id, NOW);
    const sent: OutgoingMail[] = [];
    const capture = async (_tx: unknown, mail: OutgoingMail) => {
      sent.push(mail);
    };
    const second = await applySessionTime(
      customer,
      { sessionId: programme!.sessions[1]!.id, startsAt: at("2035-05-16", "11:00", ZONE), holderKey: holderKey() },
      { now: NOW, queueMail: capture },
    );

    // The one answer.
    const visits = await visitTreatmentsOf([second.bookingId]);
    expect(visits.get(second.bookingId)).toEqual({
      kind: "session",
      lines: [{ title: expect.any(String), quantity: 1, code: "NADEP", optionCode: null }],
      session: { number: 2, count: 5 },
    });

    // The desk's day: the block and its panel say what this visit is, never the first order's infusion.
    const day = await getDaySchedule(reception, { clinic: "london", day: "2035-05-16" }, NOW);
    const block = day.blocks.find((b) => b.booking?.number === second.bookingNumber)!;
    expect(block.booking!.visit).toEqual(visits.get(second.bookingId));
    const text = treatmentsText((_key, v) => `${v.title}: session ${v.number} of ${v.of}`, block.booking!);
    expect(text).toMatch(/: session 2 of 5$/);
    expect(text).not.toMatch(/Anti-Fatigue/);
    // The order's own visit still lists the order's treatments.
    const first = (await getDaySchedule(reception, { clinic: "london", day: "2035-05-09" }, NOW)).blocks.find(
      (b) => b.booking?.number === placed.bookingNumber,
    )!;
    expect(first.booking!.visit.kind).toBe("order");
    expect(first.booking!.visit.lines.map((l) => l.code).sort()).toEqual(["AFI", "NADEP"]);

    // The confirmation sent when it was booked, and the one the desk resends, and the reminder.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.props).toMatchObject({ lines: [SESSION_2], total: null, leftToPay: null });
    const resent: OutgoingMail[] = [];
    const reminderId = await getDb().transaction(async (tx) => {
      await queueBookingConfirmation(tx, second.bookingId, async (_tx, mail) => void resent.push(mail), NOW);
      return queueReminderMail(tx, second.bookingId, "two_days", NOW);
    });
    expect(resent[0]!.props).toMatchObject({ lines: [SESSION_2], total: null, leftToPay: null });
    const [reminder] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, reminderId!));
    expect(reminder!.props.lines).toEqual([SESSION_2]);
    // The order's own visit is confirmed with every line and the order's sums.
    const resentFirst: OutgoingMail[] = [];
    await getDb().transaction(async (tx) => {
      const [row] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.number, placed.bookingNumber));
      await queueBookingConfirmation(tx, row!.id, async (_tx, mail) => void resentFirst.push(mail), NOW);
    });
    expect((resentFirst[0]!.props as { lines: string[] }).lines).toHaveLength(2);
    expect((resentFirst[0]!.props as { total: string | null }).total).not.toBeNull();

    // My Bookings, from the same answer.
    const { upcoming } = await listCustomerBookings(customer.id, NOW, "en");
    const later = upcoming.find((b) => b.number === second.bookingNumber)!;
    expect(later.treatments.map((t) => t.code)).toEqual(["NADEP"]);
    expect(later.session).toEqual({ number: 2, count: 5 });
  });

  it("a first session booked again after its visit was cancelled is that session alone, not the whole first order", async () => {
    const { customer, placed } = await programmeWithInfusion(at("2035-05-10", "11:00", ZONE), {
      now: NOW,
      queueMail: async () => {},
    });
    const [row] = await getDb()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.number, placed.bookingNumber));
    await cancelBooking(customer, { bookingId: row!.id }, { now: NOW, queueMail: async () => {} });
    const [programme] = await listCustomerProgrammes(customer.id, NOW);
    const sent: OutgoingMail[] = [];
    const again = await applySessionTime(
      customer,
      { sessionId: programme!.sessions[0]!.id, startsAt: at("2035-05-17", "11:00", ZONE), holderKey: holderKey() },
      { now: NOW, queueMail: async (_tx, mail) => void sent.push(mail) },
    );
    expect((await visitTreatmentsOf([again.bookingId])).get(again.bookingId)).toMatchObject({
      kind: "session",
      session: { number: 1, count: 5 },
    });
    expect(sent[0]!.props).toMatchObject({
      lines: ["Executive High Flyer Plus Programme, session 1 of 5"],
      total: null,
    });
    const { upcoming } = await listCustomerBookings(customer.id, NOW, "en");
    expect(upcoming.find((b) => b.number === again.bookingNumber)!.treatments.map((t) => t.code)).toEqual(["NADEP"]);
  });
});
