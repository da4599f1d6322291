import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/server/accounts/current-user", () => ({ getSession: async () => session.current }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/cache", () => ({ refresh: () => {} }));
vi.mock("next-intl/server", () => import("../../../../../../tests/support/next-intl-server"));

import { getDb } from "@/db/client";
import { bookings, orders } from "@/db/schema";
import { placeOrder } from "@/server/orders/place-order";
import enErrors from "../../../../../../messages/en/errors.json";
import { at, clinicId, createCustomer } from "../../../../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../../../../tests/support/order-fixtures";
import { formData, sessionOf } from "../../../../../../tests/support/server-actions";
import { createStaff } from "../../../../../../tests/support/staff-fixtures";
import { markBookingAction, recordPaymentAction } from "./actions";

const pay = () => recordPaymentAction(null, formData({ orderId: order.id, method: "cash", amount: "1" }));

const NOW = new Date("2031-02-01T12:00:00Z");
let order: typeof orders.$inferSelect;
let bookingId = "";

beforeAll(async () => {
  const customer = await createCustomer();
  const placed = await placeOrder(
    customer,
    visitOrder(await clinicId("london"), at("2031-02-10", "10:00", "Europe/London")),
    { now: NOW, queueMail: async () => {} },
  );
  [order] = (await getDb().select().from(orders).where(eq(orders.id, placed.orderId))) as [typeof orders.$inferSelect];
  bookingId = (await getDb().select().from(bookings).where(eq(bookings.orderId, placed.orderId)))[0]!.id;
});

/** Signs `who` in, past the second factor. */
const as = (who: Parameters<typeof sessionOf>[0]) => {
  session.current = sessionOf(who, NOW);
};

describe("the schedule's actions", () => {
  it("refuse a signed-out visitor (UNAUTHENTICATED) and a signed-in customer (FORBIDDEN), writing nothing", async () => {
    session.current = null;
    expect(await pay()).toMatchObject({ status: "error", message: enErrors.app.unauthenticated });
    const customer = await createCustomer();
    as(customer);
    expect(await pay()).toMatchObject({ status: "error", message: enErrors.app.forbidden });
    expect(await markBookingAction(null, formData({ bookingId, intent: "completed" }))).toMatchObject({
      status: "error",
      message: enErrors.app.forbidden,
    });
    const [same] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(same!.paidCents).toBe(order.paidCents);
  });

  it("let reception of the order's clinic pay; reception of another clinic gets NOT_FOUND", async () => {
    const capeTown = await createStaff("reception", ["cape-town"]);
    as(capeTown);
    expect(await pay()).toMatchObject({ status: "error", message: enErrors.app.notFound });
    const london = await createStaff("reception", ["london"]);
    as(london);
    expect(await pay()).toMatchObject({ status: "success" });
    const [paid] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(paid!.paidCents).toBe(order.paidCents + 100);
  });
});
