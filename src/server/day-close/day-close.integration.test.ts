import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, bookings, orders, payments } from "@/db/schema";
import { markBooking } from "@/server/schedule/check-in";
import { correctFrontDeskPayment } from "@/server/orders/correct-front-desk-payment";
import { placeOrder } from "@/server/orders/place-order";
import { recordFrontDeskPayment } from "@/server/orders/record-front-desk-payment";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { closeDay } from "./close-day";
import { getDayClose } from "./get-day-close";
import { codeOf } from "../../../tests/support/app-errors";
import { auditRowOf } from "../../../tests/support/audit-log";

const ZONES = { london: "Europe/London", "cape-town": "Africa/Johannesburg", "new-york": "America/New_York" } as const;
type Slug = keyof typeof ZONES;

/** A pay-in-clinic visit at a clinic on a day (booked far enough ahead of `now`), with its order. */
async function visit(slug: Slug, day: string, time: string, now: Date) {
  const customer = await createCustomer({ firstName: "Ada", lastName: "Lovelace" });
  const placed = await placeOrder(customer, visitOrder(await clinicId(slug), at(day, time, ZONES[slug])), {
    now,
    queueMail: async () => {},
  });
  const [order] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, placed.orderId));
  return { customer, order: order!, booking: booking! };
}

/** A payment row as the other ways of paying write it (card online, gift card, credit, a refund), at an instant. */
async function paymentAt(
  orderId: string,
  kind: "card" | "gift_card" | "credit" | "terminal" | "cash" | "bank_transfer" | "clinic",
  amountCents: number,
  createdAt: Date,
  state: "succeeded" | "refunded" | "pending" | "failed" = "succeeded",
) {
  const [row] = await getDb()
    .insert(payments)
    // In the order's currency, as every way of paying writes it (decision 268).
    .values({
      orderId,
      kind,
      state,
      amountCents,
      currency: sql`(select currency from orders where id = ${orderId})`,
      createdAt,
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** The oracle: what the payments table holds for a clinic day, by method, counted by PostgreSQL's own zone rules. */
async function paymentsTableTotals(slug: Slug, day: string) {
  const result = await getDb().execute<{ kind: string; count: number; cents: number }>(sql`
    select p.kind::text as kind, count(*)::int as count, sum(p.amount_cents)::int as cents
      from payments p join orders o on o.id = p.order_id join clinics c on c.id = o.clinic_id
     where c.slug = ${slug} and p.state = 'succeeded' and p.kind <> 'clinic'
       and (p.created_at at time zone c.time_zone)::date = ${day}::date
     group by p.kind order by p.kind`);
  return Object.fromEntries(result.rows.map((r) => [r.kind, { count: r.count, amountCents: r.cents }]));
}

function reportTotals(report: Awaited<ReturnType<typeof getDayClose>>) {
  return Object.fromEntries(
    [...report.totals]
      .sort((a, b) => a.method.localeCompare(b.method))
      .map((t) => [t.method, { count: t.count, amountCents: t.amountCents }]),
  );
}

describe("the day close: totals by means of payment", () => {
  it("counts every means of payment of the day against the payments table, with refunds, no-shows and unpaid visits", async () => {
    const DAY = "2045-06-13";
    const now = new Date("2045-06-01T09:00:00Z");
    const a = await visit("london", DAY, "10:00", now);
    const b = await visit("london", DAY, "11:00", now);
    const c = await visit("london", DAY, "12:00", now);
    const d = await visit("london", DAY, "13:00", now);
    const reception = await createStaff("reception", ["london"]);
    const during = (time: string) => at(DAY, time, ZONES.london);
    await recordFrontDeskPayment(reception, { orderId: a.order.id, method: "cash", amount: "40" }, during("10:05"));
    await recordFrontDeskPayment(
      reception,
      { orderId: a.order.id, method: "terminal", amount: "10.50" },
      during("10:06"),
    );
    await recordFrontDeskPayment(
      reception,
      { orderId: b.order.id, method: "bank_transfer", amount: "25", reference: "TRF-1" },
      during("11:30"),
    );
    await paymentAt(c.order.id, "card", 3000, during("09:00"));
    await paymentAt(c.order.id, "gift_card", 1500, during("09:01"));
    await paymentAt(c.order.id, "credit", 700, during("09:02"));
    await paymentAt(c.order.id, "gift_card", 900, during("09:03"), "refunded");
    // Not money taken: what is still due at the clinic, a failed card attempt, and a card payment the day before.
    await paymentAt(d.order.id, "card", 5000, during("09:04"), "failed");
    await paymentAt(d.order.id, "card", 6000, at("2045-06-12", "23:59", ZONES.london));
    // D did not come; B arrived and still owes the rest.
    await markBooking(reception, { bookingId: d.booking.id, step: "no_show" }, during("13:30"));
    await markBooking(reception, { bookingId: b.booking.id, step: "arrived" }, during("10:55"));

    const report = await getDayClose(reception, { clinic: "london", day: DAY }, during("20:00"));
    expect(report.day).toBe(DAY);
    expect(reportTotals(report)).toEqual(await paymentsTableTotals("london", DAY));
    expect(reportTotals(report)).toEqual({
      bank_transfer: { count: 1, amountCents: 2500 },
      card: { count: 1, amountCents: 3000 },
      cash: { count: 1, amountCents: 4000 },
      credit: { count: 1, amountCents: 700 },
      gift_card: { count: 1, amountCents: 1500 },
      terminal: { count: 1, amountCents: 1050 },
    });
    // Shown in the order card online, terminal, cash, transfer, gift card, credit.
    expect(report.totals.map((t) => t.method)).toEqual([
      "card",
      "terminal",
      "cash",
      "bank_transfer",
      "gift_card",
      "credit",
    ]);
    // London's day: every amount in pounds, its order's currency.
    expect(a.order.currency).toBe("GBP");
    expect(report.grandTotals).toEqual([{ currency: "GBP", count: 6, amountCents: 12750 }]);
    expect(report.refunds.map((r) => [r.method, r.amountCents])).toEqual([["gift_card", 900]]);
    const cash = report.payments.find((p) => p.method === "cash")!;
    expect(cash).toMatchObject({ orderNumber: a.order.number, customerName: "Ada Lovelace" });
    expect(cash.recordedBy).toBe(`${reception.firstName} ${reception.lastName}`);
    expect(report.noShows.map((v) => v.bookingNumber)).toEqual([d.booking.number]);
    // C paid part by card, gift card and credit: still something left, like A and B.
    expect(report.unpaid.map((v) => v.bookingNumber)).toEqual([a.booking.number, b.booking.number, c.booking.number]);
    const left = Object.fromEntries(report.unpaid.map((v) => [v.bookingNumber, v.leftToPayCents]));
    expect(left[b.booking.number]).toBe(b.order.leftToPayCents - 2500);
    expect(report.closed).toBeNull();
    expect(report.closable).toBe(true);
  });

  // 2045: London springs forward on 26 March (a 23-hour day), New York on 12 March and back on 5 November (25 hours);
  // Cape Town keeps South African time all year.
  it.each([
    {
      slug: "london",
      day: "2045-03-26",
      inside: ["00:00", "00:59", "03:00", "23:59"],
      outside: ["2045-03-25 23:59", "2045-03-27 00:00"],
    },
    {
      slug: "new-york",
      day: "2045-03-12",
      inside: ["00:00", "01:59", "03:00", "23:59"],
      outside: ["2045-03-11 23:59", "2045-03-13 00:00"],
    },
    {
      slug: "new-york",
      day: "2045-11-05",
      inside: ["00:00", "01:30", "23:30", "23:59"],
      outside: ["2045-11-04 23:59", "2045-11-06 00:00"],
    },
    {
      slug: "cape-town",
      day: "2045-03-26",
      inside: ["00:00", "12:00", "23:59"],
      outside: ["2045-03-25 23:59", "2045-03-27 00:00"],
    },
  ] as const)(
    "$slug on $day: a payment belongs to the clinic's own calendar day",
    async ({ slug, day, inside, outside }) => {
      const zone = ZONES[slug];
      const now = at(addDays(day, -20), "09:00", zone);
      const v = await visit(slug, addDays(day, 1), "10:00", now);
      for (const [i, time] of inside.entries()) await paymentAt(v.order.id, "cash", 100 + i, at(day, time, zone));
      for (const when of outside) {
        const [d, t] = when.split(" ") as [string, string];
        await paymentAt(v.order.id, "terminal", 5000, at(d, t, zone));
      }
      const admin = await createStaff("admin");
      const report = await getDayClose(admin, { clinic: slug, day }, at(day, "23:00", zone));
      expect(report.totals).toEqual([
        {
          method: "cash",
          currency: v.order.currency,
          count: inside.length,
          amountCents: inside.reduce((s, _, i) => s + 100 + i, 0),
        },
      ]);
      expect(reportTotals(report)).toEqual(await paymentsTableTotals(slug, day));
      // The day's length in hours, as the clinic lived it.
      const hours = (at(addDays(day, 1), "00:00", zone).getTime() - at(day, "00:00", zone).getTime()) / 3_600_000;
      expect(hours).toBe({ "2045-03-26": slug === "london" ? 23 : 24, "2045-03-12": 23, "2045-11-05": 25 }[day]);
    },
  );

  it("shows a clinic's day to its own staff only: another clinic is NOT_FOUND", async () => {
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(await codeOf(getDayClose(capeTown, { clinic: "london", day: "2045-06-14" }))).toBe("NOT_FOUND");
    expect(await codeOf(getDayClose(capeTown, { clinic: "nowhere" }))).toBe("NOT_FOUND");
    const report = await getDayClose(capeTown, { day: "not a day" }, new Date("2045-06-14T10:00:00Z"));
    expect(report.clinic.slug).toBe("cape-town");
    expect(report.day).toBe("2045-06-14");
  });
});

describe("closing a day", () => {
  it("a manager closes the day (audited with its totals); reception can then neither record nor correct a payment of that day, a manager can", async () => {
    const DAY = "2045-06-20";
    const now = new Date("2045-06-01T09:00:00Z");
    const v = await visit("new-york", DAY, "10:00", now);
    const w = await visit("new-york", DAY, "11:00", now);
    const during = (time: string) => at(DAY, time, ZONES["new-york"]);
    const reception = await createStaff("reception", ["new-york"]);
    const manager = await createStaff("manager", ["new-york"]);
    const paid = await recordFrontDeskPayment(
      reception,
      { orderId: v.order.id, method: "cash", amount: "20" },
      during("10:10"),
    );

    // Reception may not close; a manager of another clinic does not see it; a day not yet begun cannot be closed.
    expect(await codeOf(closeDay(reception, { clinic: "new-york", day: DAY }, during("19:00")))).toBe("FORBIDDEN");
    const london = await createStaff("manager", ["london"]);
    expect(await codeOf(closeDay(london, { clinic: "new-york", day: DAY }, during("19:00")))).toBe("NOT_FOUND");
    expect(await codeOf(closeDay(manager, { clinic: "new-york", day: "2045-06-21" }, during("19:00")))).toBe(
      "VALIDATION",
    );

    expect(await closeDay(manager, { clinic: "new-york", day: DAY }, during("19:00"))).toEqual({
      alreadyClosed: false,
    });
    const audit = await auditRowOf("day.close", `new-york:${DAY}`);
    expect(audit).toMatchObject({ actorId: manager.userId, actorRole: "manager" });
    expect(audit!.after).toMatchObject({ totals: [{ method: "cash", currency: "USD", count: 1, amountCents: 2000 }] });
    // A second close changes nothing.
    expect(await closeDay(manager, { clinic: "new-york", day: DAY }, during("19:30"))).toEqual({ alreadyClosed: true });

    const report = await getDayClose(reception, { clinic: "new-york", day: DAY }, during("19:05"));
    expect(report.closed).toMatchObject({ by: `${manager.firstName} ${manager.lastName}`, changedSince: false });

    // Reception: refused with the reason, nothing written.
    const refused = recordFrontDeskPayment(
      reception,
      { orderId: w.order.id, method: "cash", amount: "5" },
      during("19:10"),
    );
    await expect(refused).rejects.toMatchObject({
      code: "DAY_CLOSED",
      values: { name: `${manager.firstName} ${manager.lastName}` },
    });
    const [payment] = await getDb().select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(
      await codeOf(
        correctFrontDeskPayment(reception, { paymentId: paid.paymentId, method: "terminal" }, during("19:20")),
      ),
    ).toBe("DAY_CLOSED");
    const [unchanged] = await getDb().select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(unchanged).toEqual(payment);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, w.order.id));
    expect(order!.paidCents).toBe(0);
    // The next day is open to reception.
    await recordFrontDeskPayment(
      reception,
      { orderId: w.order.id, method: "cash", amount: "5" },
      at("2045-06-21", "09:00", ZONES["new-york"]),
    );

    // A manager may: the audit row says the day was closed, and the day close shows it changed since.
    expect(
      await correctFrontDeskPayment(
        manager,
        { paymentId: paid.paymentId, method: "terminal", reference: "Slip 9" },
        during("19:40"),
      ),
    ).toEqual({ changed: true });
    const [corrected] = await getDb().select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(corrected).toMatchObject({ kind: "terminal", reference: "Slip 9", amountCents: 2000 });
    const correction = await auditRowOf("payment.correct", paid.paymentId);
    expect(correction).toMatchObject({ actorId: manager.userId, reason: `after the day close of ${DAY}` });
    expect(correction!.before).toMatchObject({ method: "cash", reference: null });
    await recordFrontDeskPayment(manager, { orderId: w.order.id, method: "cash", amount: "1" }, during("19:45"));
    const after = await getDayClose(manager, { clinic: "new-york", day: DAY }, during("20:00"));
    expect(after.closed?.changedSince).toBe(true);
    expect(after.closed?.totals).toEqual([{ method: "cash", currency: "USD", count: 1, amountCents: 2000 }]);
    expect(reportTotals(after)).toEqual(await paymentsTableTotals("new-york", DAY));
  });

  it("reception corrects the method and reference of a front-desk payment while the day is open; card payments are not theirs to change", async () => {
    const DAY = "2045-06-22";
    const v = await visit("cape-town", DAY, "10:00", new Date("2045-06-01T09:00:00Z"));
    const during = (time: string) => at(DAY, time, ZONES["cape-town"]);
    const reception = await createStaff("reception", ["cape-town"]);
    const paid = await recordFrontDeskPayment(
      reception,
      { orderId: v.order.id, method: "cash", amount: "12" },
      during("10:00"),
    );
    expect(
      await correctFrontDeskPayment(
        reception,
        { paymentId: paid.paymentId, method: "bank_transfer", reference: "T-77" },
        during("10:01"),
      ),
    ).toEqual({ changed: true });
    // The same again changes nothing (no second audit row).
    expect(
      await correctFrontDeskPayment(
        reception,
        { paymentId: paid.paymentId, method: "bank_transfer", reference: "T-77" },
        during("10:02"),
      ),
    ).toEqual({ changed: false });
    const rows = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "payment.correct"), eq(auditLog.entityId, paid.paymentId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reason).toBeNull();
    const card = await paymentAt(v.order.id, "card", 100, during("10:03"));
    expect(await codeOf(correctFrontDeskPayment(reception, { paymentId: card, method: "cash" }))).toBe("NOT_FOUND");
    const london = await createStaff("reception", ["london"]);
    expect(await codeOf(correctFrontDeskPayment(london, { paymentId: paid.paymentId, method: "cash" }))).toBe(
      "NOT_FOUND",
    );
  });
});

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
