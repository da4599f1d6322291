import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { auditLog, bookings, coupons, mailOutbox, orders, payments } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { SANDBOX_DECLINED_CARD, createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { payOrderRest } from "./pay-order";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { placeOrder } from "./place-order";
import { recordFrontDeskPayment } from "./record-front-desk-payment";
import { recordOrderPayment } from "./record-order-payment";
import { codeOf } from "../../../tests/support/app-errors";

const NOW = new Date("2030-03-01T12:00:00Z");
const seeded = seededClinicIds("LONDON", "CAPE_TOWN");
let hour = 0;

/** A pay-in-clinic order at its own time (each test its own chair time). */
async function clinicOrder(customer: { id: string }, clinic = seeded.LONDON, zone = "Europe/London") {
  hour += 1;
  const day = `2030-03-${String(10 + Math.floor(hour / 8)).padStart(2, "0")}`;
  const time = `${String(9 + (hour % 8)).padStart(2, "0")}:00`;
  const placed = await placeOrder(customer, visitOrder(clinic, at(day, time, zone)), {
    now: NOW,
    queueMail: async () => {},
  });
  const [order] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
  return order!;
}

const card = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };

describe("recording a front-desk payment", () => {
  it("takes part, then the rest: sums, history, the due line, paid, the booking stays confirmed, receipts, audit", async () => {
    const customer = await createCustomer();
    const order = await clinicOrder(customer);
    const reception = await createStaff("reception", ["london"]);
    const part = Math.floor(order.leftToPayCents / 3);
    const first = await recordFrontDeskPayment(
      reception,
      { orderId: order.id, method: "cash", amount: (part / 100).toFixed(2), reference: "till 4" },
      NOW,
    );
    expect(first).toMatchObject({ paidCents: part, leftToPayCents: order.leftToPayCents - part, status: "confirmed" });
    const due = await getDb()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "clinic")));
    expect(due.map((p) => [p.state, p.amountCents])).toEqual([["pending", order.leftToPayCents - part]]);

    const rest = ((order.leftToPayCents - part) / 100).toFixed(2);
    const second = await recordFrontDeskPayment(
      reception,
      { orderId: order.id, method: "terminal", amount: rest, reference: "slip 0042" },
      NOW,
    );
    expect(second).toMatchObject({ paidCents: order.totalCents, leftToPayCents: 0, status: "paid" });
    const history = await getDb().select().from(payments).where(eq(payments.orderId, order.id));
    expect(history.map((p) => [p.kind, p.state, p.amountCents, p.reference, p.recordedById]).sort()).toEqual(
      [
        ["cash", "succeeded", part, "till 4", reception.userId],
        ["terminal", "succeeded", order.leftToPayCents - part, "slip 0042", reception.userId],
      ].sort(),
    );
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, order.id));
    expect(booking!.status).toBe("confirmed");
    const receipts = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.template, "payment-receipt")));
    // Both receipts are queued at the same injected instant: compare them as a set.
    expect(receipts.map((m) => [m.props.method, m.props.left === null]).sort()).toEqual([
      ["cash", false],
      ["terminal", true],
    ]);
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.payment")));
    expect(audit).toHaveLength(2);
    expect(audit[1]!.before).toMatchObject({ leftToPayCents: order.leftToPayCents - part });
    expect(audit[1]!.after).toMatchObject({ leftToPayCents: 0, status: "paid", method: "terminal" });
  });

  it("refuses more than is left, a malformed amount, and an order with nothing left, writing nothing", async () => {
    const order = await clinicOrder(await createCustomer());
    const reception = await createStaff("reception", ["london"]);
    const tooMuch = ((order.leftToPayCents + 1) / 100).toFixed(2);
    expect(
      await codeOf(recordFrontDeskPayment(reception, { orderId: order.id, method: "cash", amount: tooMuch }, NOW)),
    ).toBe("PAYMENT_EXCEEDS_LEFT");
    await expect(
      recordFrontDeskPayment(reception, { orderId: order.id, method: "cash", amount: "-5" }, NOW),
    ).rejects.toThrow();
    await expect(
      recordFrontDeskPayment(reception, { orderId: order.id, method: "cash", amount: "0" }, NOW),
    ).rejects.toThrow();
    await expect(
      recordFrontDeskPayment(reception, { orderId: order.id, method: "cheque" as never, amount: "1" }, NOW),
    ).rejects.toThrow();
    const [same] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(same).toMatchObject({ paidCents: order.paidCents, leftToPayCents: order.leftToPayCents });
    await recordFrontDeskPayment(
      reception,
      { orderId: order.id, method: "bank_transfer", amount: (order.leftToPayCents / 100).toFixed(2) },
      NOW,
    );
    expect(
      await codeOf(recordFrontDeskPayment(reception, { orderId: order.id, method: "cash", amount: "1" }, NOW)),
    ).toBe("NOTHING_TO_PAY");
  });

  it("reception of Cape Town cannot pay a London order (NOT_FOUND, as a missing one); a London manager and an admin can", async () => {
    const order = await clinicOrder(await createCustomer());
    const capeTown = await createStaff("reception", ["cape-town"]);
    expect(
      await codeOf(recordFrontDeskPayment(capeTown, { orderId: order.id, method: "cash", amount: "1" }, NOW)),
    ).toBe("NOT_FOUND");
    expect(
      await codeOf(
        recordFrontDeskPayment(
          capeTown,
          { orderId: "00000000-0000-4000-8000-000000000000", method: "cash", amount: "1" },
          NOW,
        ),
      ),
    ).toBe("NOT_FOUND");
    const [untouched] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(untouched!.paidCents).toBe(order.paidCents);
    await recordFrontDeskPayment(
      await createStaff("manager", ["london"]),
      { orderId: order.id, method: "cash", amount: "1" },
      NOW,
    );
    await recordFrontDeskPayment(await createStaff("admin"), { orderId: order.id, method: "cash", amount: "1" }, NOW);
    const [paid] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.paidCents).toBe(order.paidCents + 200);
  });

  it("20 payments at once never take more than the total: exactly what is left is paid", async () => {
    const order = await clinicOrder(await createCustomer(), seeded.CAPE_TOWN, "Africa/Johannesburg");
    const reception = await createStaff("reception", ["cape-town"]);
    const slice = Math.ceil(order.leftToPayCents / 10);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        recordOrderPayment(
          order.id,
          { kind: "cash", amountCents: slice, recordedById: reception.userId },
          { now: NOW },
        ),
      ),
    );
    const refused = results
      .filter((r) => r.status === "rejected")
      .map((r) => ((r as PromiseRejectedResult).reason as AppError).code);
    expect(refused.length).toBeGreaterThan(0);
    for (const code of refused) expect(["PAYMENT_EXCEEDS_LEFT", "NOTHING_TO_PAY"]).toContain(code);
    const [after] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    const taken = await getDb()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, "cash")));
    const sum = taken.reduce((n, p) => n + p.amountCents, 0);
    expect(sum).toBeLessThanOrEqual(order.leftToPayCents);
    expect(after!.paidCents).toBe(order.paidCents + sum);
    expect(after!.leftToPayCents).toBe(order.leftToPayCents - sum);
    expect(after!.paidCents + after!.leftToPayCents).toBe(order.totalCents);
  });

  it("issues the referrer's coupon once, when the friend's attended pay-in-clinic visit is paid in full", async () => {
    const referrer = await createCustomer();
    const friend = await createCustomer({ referredById: referrer.id, emailVerifiedAt: NOW, emailProvenBy: "code" });
    const order = await clinicOrder(friend);
    // The friend came (decision 212: a reward needs the visit attended); the desk takes the money afterwards.
    await getDb().update(bookings).set({ status: "arrived" }).where(eq(bookings.orderId, order.id));
    const reception = await createStaff("reception", ["london"]);
    const half = Math.floor(order.leftToPayCents / 2);
    await recordFrontDeskPayment(
      reception,
      { orderId: order.id, method: "cash", amount: (half / 100).toFixed(2) },
      NOW,
    );
    expect(await getDb().select().from(coupons).where(eq(coupons.userId, referrer.id))).toHaveLength(0);
    await recordFrontDeskPayment(
      reception,
      { orderId: order.id, method: "terminal", amount: ((order.leftToPayCents - half) / 100).toFixed(2) },
      NOW,
    );
    const rewards = await getDb().select().from(coupons).where(eq(coupons.userId, referrer.id));
    expect(rewards.map((c) => [c.kind, c.status, c.earnedByOrderId])).toEqual([["referral", "unused", order.id]]);
  });
});

describe("paying the rest online (My Orders)", () => {
  it("charges what is left by card through recordOrderPayment: paid, history, receipt, the referral reward", async () => {
    const referrer = await createCustomer();
    const friend = await createCustomer({ referredById: referrer.id, emailVerifiedAt: NOW, emailProvenBy: "link" });
    const order = await clinicOrder(friend);
    await getDb().update(bookings).set({ status: "completed" }).where(eq(bookings.orderId, order.id));
    const provider = createSandboxProvider();
    expect(await payOrderRest(friend.id, order.id, provider, card)).toEqual({ status: "paid" });
    const [after] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: "paid", leftToPayCents: 0, paidCents: order.totalCents });
    const history = await getDb().select().from(payments).where(eq(payments.orderId, order.id));
    expect(history.map((p) => [p.kind, p.state, p.amountCents, p.cardLast4])).toEqual([
      ["card", "succeeded", order.leftToPayCents, "4242"],
    ]);
    expect(await getDb().select().from(coupons).where(eq(coupons.userId, referrer.id))).toHaveLength(1);
    const receipts = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, friend.email), eq(mailOutbox.template, "payment-receipt")));
    expect(receipts.map((m) => m.props.method)).toEqual(["card"]);
    // Nothing is left: a second press is refused and charges nothing.
    expect(await codeOf(payOrderRest(friend.id, order.id, provider, card))).toBe("NOTHING_TO_PAY");
    expect(await getDb().select().from(coupons).where(eq(coupons.userId, referrer.id))).toHaveLength(1);
  });

  it("pays what is left after a front-desk part payment; a declined card records the attempt and leaves the order as it was", async () => {
    const customer = await createCustomer();
    const order = await clinicOrder(customer);
    await recordFrontDeskPayment(
      await createStaff("reception", ["london"]),
      { orderId: order.id, method: "cash", amount: "100" },
      NOW,
    );
    const provider = createSandboxProvider();
    expect(
      await codeOf(payOrderRest(customer.id, order.id, provider, { ...card, number: SANDBOX_DECLINED_CARD })),
    ).toBe("REST_PAYMENT_DECLINED");
    const [still] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(still).toMatchObject({ status: "confirmed", leftToPayCents: order.leftToPayCents - 100_00 });
    expect(await payOrderRest(customer.id, order.id, provider, card)).toEqual({ status: "paid" });
    const history = await getDb().select().from(payments).where(eq(payments.orderId, order.id));
    expect(history.map((p) => [p.kind, p.state, p.amountCents]).sort()).toEqual(
      [
        ["card", "failed", order.leftToPayCents - 100_00],
        ["card", "succeeded", order.leftToPayCents - 100_00],
        ["cash", "succeeded", 100_00],
      ].sort(),
    );
  });

  it("another customer's order answers NOT_FOUND and charges nothing", async () => {
    const order = await clinicOrder(await createCustomer());
    const stranger = await createCustomer();
    expect(await codeOf(payOrderRest(stranger.id, order.id, createSandboxProvider(), card))).toBe("NOT_FOUND");
    expect(
      await getDb()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.kind, "card"))),
    ).toHaveLength(0);
  });
});
