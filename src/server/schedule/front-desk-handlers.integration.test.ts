import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/server/accounts/current-user", () => ({ getSession: async () => session.current }));

import { getDb } from "@/db/client";
import { bookings, orders } from "@/db/schema";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { markBookingAsStaff, recordPaymentAsStaff } from "./front-desk-handlers";

const NOW = new Date("2031-02-01T12:00:00Z");
let order: typeof orders.$inferSelect;
let bookingId = "";

beforeAll(async () => {
  const customer = await createCustomer();
  const placed = await placeOrder(
    customer,
    {
      clinicId: await clinicId("london"),
      startsAt: at("2031-02-10", "10:00", "Europe/London"),
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
      paymentMethod: "clinic",
      acceptTerms: true,
      holderKey: holderKey(),
      locale: "en",
    },
    { now: NOW, queueMail: async () => {} },
  );
  [order] = (await getDb().select().from(orders).where(eq(orders.id, placed.orderId))) as [typeof orders.$inferSelect];
  bookingId = (await getDb().select().from(bookings).where(eq(bookings.orderId, placed.orderId)))[0]!.id;
});

const as = (user: { userId: string; email: string; firstName: string; lastName: string }, role: string) => {
  session.current = {
    status: "valid",
    sessionId: "test-session",
    secondFactorAt: NOW,
    user: { id: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName, role },
  };
};

describe("the schedule's actions", () => {
  it("refuse a signed-out visitor (UNAUTHENTICATED) and a signed-in customer (FORBIDDEN), writing nothing", async () => {
    session.current = null;
    await expect(recordPaymentAsStaff({ orderId: order.id, method: "cash", amount: "1" })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    const customer = await createCustomer();
    as({ userId: customer.id, email: customer.email, firstName: "Test", lastName: "Customer" }, "customer");
    await expect(recordPaymentAsStaff({ orderId: order.id, method: "cash", amount: "1" })).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(markBookingAsStaff(bookingId, "completed")).rejects.toMatchObject({ code: "FORBIDDEN" });
    const [same] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(same!.paidCents).toBe(order.paidCents);
  });

  it("let reception of the order's clinic pay; reception of another clinic gets NOT_FOUND", async () => {
    const capeTown = await createStaff("reception", ["cape-town"]);
    as(capeTown, "reception");
    await expect(recordPaymentAsStaff({ orderId: order.id, method: "cash", amount: "1" })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const london = await createStaff("reception", ["london"]);
    as(london, "reception");
    await expect(recordPaymentAsStaff({ orderId: order.id, method: "cash", amount: "1" })).resolves.toMatchObject({
      paidCents: order.paidCents + 100,
    });
  });
});
