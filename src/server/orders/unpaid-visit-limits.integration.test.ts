import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the burst below is a real race on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

import { getDb } from "@/db/client";
import { auditLog, bookings } from "@/db/schema";
import { setBookingLimits } from "@/server/customers/set-booking-limits";
import { AppError } from "@/server/errors/app-error";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { placeOrder, type PlaceOrderInput } from "./place-order";

const NOW = new Date("2031-05-01T09:00:00Z");
const seeded = seededClinicIds("CAPE_TOWN");

/** A pay-in-clinic visit at Cape Town on `day` (May 2031) at `hour`. */
const visit = (day: number, hour: number, over: Partial<PlaceOrderInput> = {}) =>
  visitOrder(
    seeded.CAPE_TOWN,
    at(`2031-05-${String(day).padStart(2, "0")}`, `${String(hour).padStart(2, "0")}:00`, "Africa/Johannesburg"),
    over,
  );
const quiet = { queueMail: async () => {} };
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "booked",
    (error: unknown) => {
      if (error instanceof AppError) return error.code;
      throw error;
    },
  );

describe("visits to pay in the clinic, per account (decision 242)", () => {
  it("one new account's burst of 20 pay-in-clinic orders books 3 visits; paying by card still books", async () => {
    const customer = await createCustomer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        outcome(placeOrder(customer, visit(10 + (i % 5), 9 + Math.floor(i / 5)), { ...quiet, now: NOW })),
      ),
    );
    expect(answers.filter((a) => a === "booked")).toHaveLength(3);
    expect(answers.filter((a) => a === "UNPAID_LIMIT")).toHaveLength(17);
    const booked = await getDb().select().from(bookings).where(eq(bookings.userId, customer.id));
    expect(booked).toHaveLength(3);
    // Paid now by card: not a visit left to pay.
    expect(await outcome(placeOrder(customer, visit(20, 10, { paymentMethod: "card" }), { ...quiet, now: NOW }))).toBe(
      "booked",
    );
  });

  it("keeps a new customer to 3 visits still to pay until one is paid or attended, day after day", async () => {
    const customer = await createCustomer();
    for (const day of [10, 11, 12])
      expect(await outcome(placeOrder(customer, visit(day, 10), { ...quiet, now: NOW }))).toBe("booked");
    const nextDay = new Date(NOW.getTime() + 25 * 3_600_000);
    expect(await outcome(placeOrder(customer, visit(13, 10), { ...quiet, now: nextDay }))).toBe("UNPAID_LIMIT");
    // The first visit was attended (the front desk marked it completed): the customer has a record now.
    const [first] = await getDb()
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, customer.id))
      .orderBy(bookings.startsAt)
      .limit(1);
    await getDb().update(bookings).set({ status: "completed" }).where(eq(bookings.id, first!.id));
    expect(await outcome(placeOrder(customer, visit(13, 10), { ...quiet, now: nextDay }))).toBe("booked");
  });

  it("lets staff lift the limits for a customer and put them back, audited with the reason", async () => {
    const customer = await createCustomer();
    const admin = await createStaff("admin");
    for (const hour of [9, 10, 11])
      expect(await outcome(placeOrder(customer, visit(15, hour), { ...quiet, now: NOW }))).toBe("booked");
    expect(await outcome(placeOrder(customer, visit(15, 12), { ...quiet, now: NOW }))).toBe("UNPAID_LIMIT");
    await setBookingLimits(
      admin,
      { customerId: customer.id, lifted: "on", reason: "Books for her whole team" },
      { now: NOW },
    );
    for (const hour of [12, 13, 14])
      expect(await outcome(placeOrder(customer, visit(15, hour), { ...quiet, now: NOW }))).toBe("booked");
    await setBookingLimits(
      admin,
      { customerId: customer.id, lifted: "off", reason: "Team booked" },
      { now: new Date(NOW.getTime() + 1_000) },
    );
    expect(await outcome(placeOrder(customer, visit(16, 9), { ...quiet, now: NOW }))).toBe("UNPAID_LIMIT");
    const audit = await getDb()
      .select({ before: auditLog.before, after: auditLog.after, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.action, "customer.booking_limits"), eq(auditLog.entityId, customer.id)))
      .orderBy(auditLog.at);
    expect(audit).toEqual([
      { before: { lifted: false }, after: { lifted: true }, reason: "Books for her whole team" },
      { before: { lifted: true }, after: { lifted: false }, reason: "Team booked" },
    ]);
  });
});
