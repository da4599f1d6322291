/**
 * Issue 9: another customer's programme, session, order, gift card or booking answers exactly like a missing
 * one, in every use case and API route that takes such an id (status, envelope code and message alike).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as applySessionTimeRoute } from "@/app/api/v2/my_center/apply_session_time/route";
import { POST as applySessionTimesRoute } from "@/app/api/v2/my_center/apply_session_times/route";
import { GET as bookingIcsRoute } from "@/app/api/v2/my_center/booking_ics/route";
import { POST as cancelBookingRoute } from "@/app/api/v2/my_center/cancel_booking/route";
import { POST as modifyBookingRoute } from "@/app/api/v2/my_center/modify_booking/route";
import { POST as proposeSessionTimesRoute } from "@/app/api/v2/my_center/propose_session_times/route";
import { getDb } from "@/db/client";
import { giftCards } from "@/db/schema";
import { addClinicDays, clinicDayOf } from "@/shared/clinic-time";
import { SESSION_COOKIE } from "@/server/accounts/session-cookie";
import { createSession } from "@/server/accounts/sessions";
import { getCustomerBooking, getCustomerBookingByNumber } from "@/server/bookings/list-customer-bookings";
import { AppError } from "@/server/errors/app-error";
import { addGiftCardToAccount } from "@/server/giftcards/add-gift-card-to-account";
import { placeOrder } from "@/server/orders/place-order";
import { payOrderByCard } from "@/server/orders/pay-order";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { at, clinicId, createCustomer, createGiftCard, holderKey } from "../../../tests/support/booking-fixtures";
import { listCustomerProgrammes } from "./list-customer-programmes";

const SITE = "http://localhost:3000";
// The routes read the real clock: days counted from today, far enough ahead to stay changeable (72 hours).
const day = (n: number) => addClinicDays(clinicDayOf(new Date(), "Europe/London"), n);
const FIRST = at(day(60), "10:00", "Europe/London");
const MISSING = "00000000-0000-4000-8000-000000000000";
let owner: { id: string; email: string };
let stranger: { id: string; email: string };
let strangerToken = "";
let programmeId = "";
let sessionId = "";
let bookingId = "";
let bookingNumber = "";
let orderId = "";

beforeAll(async () => {
  const london = await clinicId("london");
  owner = await createCustomer();
  stranger = await createCustomer();
  const placed = await placeOrder(owner, {
    clinicId: london,
    startsAt: FIRST,
    lines: [{ code: "NADEP", quantity: 1 }],
    paymentMethod: "card",
    acceptTerms: true,
    holderKey: holderKey(),
  });
  orderId = placed.orderId;
  await placeOrder(owner, {
    clinicId: london,
    startsAt: at(day(61), "10:00", "Europe/London"),
    lines: [{ code: "NADEP", quantity: 1 }],
    paymentMethod: "clinic",
    acceptTerms: true,
    holderKey: holderKey(),
  });
  const programmes = await listCustomerProgrammes(owner.id);
  const open = programmes.find((p) => p.open) ?? programmes[0]!;
  programmeId = open.id;
  sessionId = open.sessions[1]!.id;
  bookingId = open.sessions[0]!.bookingId!;
  bookingNumber = open.sessions[0]!.bookingNumber!;
  strangerToken = (await createSession(stranger.id, false, new Date())).token;
});

async function call(
  route: (request: never, ctx: never) => Promise<Response>,
  path: string,
  body: Record<string, unknown>,
) {
  const request = new Request(`${SITE}/api/v2/my_center/${path}?lang=en`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, cookie: `${SESSION_COOKIE}=${strangerToken}` },
    body: JSON.stringify(body),
  });
  const response = await route(request as never, { params: Promise.resolve({}) } as never);
  return { status: response.status, body: await response.json() };
}

async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${JSON.stringify(error.values)}`;
    throw error;
  }
  return "no error";
}

const startsAt = at(day(74), "10:00", "Europe/London").toISOString();

describe("another customer's ids answer like missing ones", () => {
  it.each([
    [
      "apply_session_time (session)",
      applySessionTimeRoute,
      "apply_session_time",
      (id: string) => ({ session_id: id, starts_at: startsAt }),
    ],
    [
      "propose_session_times (programme)",
      proposeSessionTimesRoute,
      "propose_session_times",
      (id: string) => ({ programme_id: id, first_starts_at: startsAt, rhythm: "weekly" }),
    ],
    [
      "apply_session_times (programme)",
      applySessionTimesRoute,
      "apply_session_times",
      (id: string) => ({ programme_id: id, times: [{ session_id: sessionId, starts_at: startsAt }] }),
    ],
    [
      "modify_booking (booking)",
      modifyBookingRoute,
      "modify_booking",
      (id: string) => ({ booking_id: id, starts_at: startsAt }),
    ],
    ["cancel_booking (booking)", cancelBookingRoute, "cancel_booking", (id: string) => ({ booking_id: id })],
  ] as const)("%s: the owner's id and a missing id get the same answer", async (_name, route, path, body) => {
    const ownersId =
      path.includes("session_time") && !path.includes("times")
        ? sessionId
        : path.includes("times")
          ? programmeId
          : bookingId;
    const theirs = await call(route as never, path, body(ownersId));
    const missing = await call(route as never, path, body(MISSING));
    // HTTP 200 with the envelope's "not found" (decision 151), the same answer as for a missing id.
    expect(theirs.status).toBe(200);
    expect(theirs.body.code).toBe(4040);
    expect(theirs).toEqual(missing);
  });

  it("booking_ics: the owner's booking answers “not found” like a missing one", async () => {
    const get = async (id: string) => {
      const response = await bookingIcsRoute(
        new Request(`${SITE}/api/v2/my_center/booking_ics?id=${id}`, {
          headers: { cookie: `${SESSION_COOKIE}=${strangerToken}` },
        }),
      );
      return { status: response.status, body: await response.text() };
    };
    const theirs = await get(bookingId);
    expect(theirs.status).toBe(200);
    expect(JSON.parse(theirs.body).code).toBe(4040);
    expect(theirs).toEqual(await get(MISSING));
  });

  it("use cases: booking by id and by number, order payment, gift card added to the account", async () => {
    expect(await getCustomerBooking(stranger.id, bookingId)).toBeNull();
    expect(await getCustomerBookingByNumber(stranger.id, bookingNumber)).toBeNull();
    expect(await getCustomerBooking(owner.id, bookingId)).not.toBeNull();
    const card = { number: "4242424242424242", expiry: "12/40", cvc: "123", name: "Test" };
    const pay = (id: string) => errorOf(payOrderByCard(stranger.id, id, createSandboxProvider(), card as never));
    expect(await pay(orderId)).toBe(await pay(MISSING));
    expect(await pay(orderId)).toContain("NOT_FOUND");
    // a gift card held by the owner: the stranger's add, with the right code, answers like a wrong one
    const held = await createGiftCard(40_00);
    await addGiftCardToAccount(owner, { number: held.number, code: held.code }, { client: `test-${randomUUID()}` });
    const [row] = await getDb()
      .select({ holderId: giftCards.holderId })
      .from(giftCards)
      .where(eq(giftCards.id, held.id));
    expect(row!.holderId).toBe(owner.id);
    const other = await createGiftCard(40_00);
    const theirs = await errorOf(
      addGiftCardToAccount(stranger, { number: held.number, code: held.code }, { client: `test-${randomUUID()}` }),
    );
    const wrong = await errorOf(
      addGiftCardToAccount(stranger, { number: other.number, code: "ZZZZZZ" }, { client: `test-${randomUUID()}` }),
    );
    expect(theirs).toBe(wrong);
    expect(theirs).toContain("GIFT_CARD_INVALID");
  });
});
