import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ current: null as unknown }));
vi.mock("@/server/accounts/current-user", () => ({ getSession: async () => session.current }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next-intl/server", () => import("../../../tests/support/next-intl-server"));
vi.mock("@/server/http/refresh-pages", () => ({ refreshPages: () => {} }));

import { getDb } from "@/db/client";
import { programmeSessions } from "@/db/schema";
import { bookSessionAction } from "@/app/[area]/[locale]/staff/customers/actions";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { redirectOf, formData, sessionOf } from "../../../tests/support/server-actions";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { listCustomerProgrammes } from "./list-customer-programmes";

// The action books at the real time: this file's days are in 2043, far from every other file's.
const NOW = new Date("2043-02-02T08:00:00Z");

afterEach(() => {
  vi.useRealTimers();
  session.current = null;
});

describe("the desk books a programme session", () => {
  it("goes back to the customer's booking page saying which session was booked, above the sessions still to book", async () => {
    const customer = await createCustomer();
    await placeOrder(
      customer,
      visitOrder(await clinicId("london"), at("2043-02-10", "10:00", "Europe/London"), {
        lines: [{ code: "NADEP", quantity: 1 }],
      }),
      { now: NOW, queueMail: async () => {} },
    );
    const [programme] = await listCustomerProgrammes(customer.id, NOW);
    const second = programme!.sessions[1]!;
    const reception = await createStaff("reception", ["london"]);
    session.current = sessionOf(reception, NOW);
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const data = formData({
      area: "uk",
      locale: "en",
      customerId: customer.id,
      sessionId: second.id,
      day: "2043-02-17",
      time: "10:00",
    });
    const target = new URL(await redirectOf(bookSessionAction(null, data)), "http://desk.test");

    const [booked] = await getDb().select().from(programmeSessions).where(eq(programmeSessions.id, second.id));
    expect(booked!.status).toBe("booked");
    expect(target.pathname).toBe(`/uk/en/staff/customers/${customer.id}/book`);
    expect(target.searchParams.get("sessionBooked")).toMatch(/^BK-[A-Z0-9]{8}$/);
    expect(target.hash).toBe("#sessions");
  });
});
