import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => unknown) => task(),
}));
import { POST as joinRoute } from "@/app/api/v2/my_center/join_waitlist/route";
import { POST as leaveRoute } from "@/app/api/v2/my_center/leave_waitlist/route";
import { POST as acceptRoute } from "@/app/api/v2/my_center/accept_waitlist_offer/route";
import { getDb } from "@/db/client";
import { basketLines, baskets, bookings, chairSlots, mailOutbox, waitlistEntries } from "@/db/schema";
import { deleteAccountCancellingVisits } from "../../../tests/support/account-fixtures";
import { exportCustomerData } from "@/server/customers/export-customer-data";
import { hashPassword } from "@/server/accounts/password";
import { createSession } from "@/server/accounts/sessions";
import { getDayAvailability } from "@/server/availability/get-availability";
import { holdSlot } from "@/server/availability/hold-slot";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { addClosure, removeClosure } from "@/server/clinics/manage-clinic";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { deliverDueMail } from "@/server/mail/deliver-mail";
import { createSmtpTransport } from "@/server/mail/smtp/smtp-transport";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, holderKey, requester } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { startSmtpTestServer } from "../../../tests/support/smtp-test-server";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { acceptWaitlistOffer } from "./accept-waitlist-offer";
import { joinWaitlist } from "./join-waitlist";
import { leaveWaitlist } from "./leave-waitlist";
import { listClinicWaitlist } from "./list-clinic-waitlist";
import { listCustomerWaitlist } from "./list-customer-waitlist";
import { offerFreedTimes } from "./offer-freed-times";
import { signedInCustomer } from "../../../tests/support/account-fixtures";

// Cape Town (four chairs, 09:00-20:00, no out-of-hours, no daylight saving) in 2047: no other test books there then.
const ZONE = "Africa/Johannesburg";
const NOW = new Date("2047-03-01T08:00:00Z");
const MINUTE = 60_000;
const AFI = [{ code: "AFI", optionCode: null, quantity: 1 }];
let CAPE = 0;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;

beforeAll(async () => {
  CAPE = await clinicId("cape-town");
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp.close());

async function book(day: string, time: string, code: string, quantity: number) {
  const customer = await createCustomer();
  const placed = await placeOrder(
    customer,
    visitOrder(CAPE, at(day, time, ZONE), { lines: [{ code, optionCode: null, quantity }] }),
    { now: NOW },
  );
  const [row] = await getDb()
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.number, placed.bookingNumber));
  return { customer, bookingId: row!.id };
}

/**
 * A fully booked day: three chairs taken 09:00-21:00; the fourth 09:00-12:00, 12:00-13:00 and 13:00-21:00. Cancelling
 * the 12:00 visit frees exactly one hour-long time (12:00, afternoon) on the whole day.
 */
async function fillDay(day: string) {
  for (let chair = 0; chair < 3; chair++) await book(day, "09:00", "NADEPI", 6);
  await book(day, "09:00", "AFI", 3);
  const noon = await book(day, "12:00", "AFI", 1);
  await book(day, "13:00", "AFI", 8);
  return { noon };
}

const run = (day: string, now: Date) => offerFreedTimes({ now, onlyClinicIds: [CAPE], onlyDays: [day] });
const entryOf = async (id: string) =>
  (await getDb().select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;
const offerMails = (to: string) =>
  getDb()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, "waitlist-offer")));

async function apiCall(
  handler: (request: Request) => Promise<Response>,
  path: string,
  token: string | null,
  body: unknown,
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await handler(
    new Request(`http://localhost${path}?lang=en`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      code: number;
      msg: string;
      data: { fields?: Record<string, string> } & Record<string, unknown>;
    },
  };
}

describe("joining the waitlist", () => {
  const DAY = "2047-03-10";
  beforeAll(() => fillDay(DAY));

  it("refuses bad input with the validation envelope, a stranger with 1005, and absurd or too-early days", async () => {
    const { customer, token } = await signedInCustomer();
    const join = (body: unknown, t: string | null = token) =>
      apiCall(joinRoute, "/api/v2/my_center/join_waitlist", t, body);
    const good = { clinicId: CAPE, day: "2099-01-01", window: "afternoon" as const, lines: AFI };

    expect((await join(good, null)).body.code).toBe(1005);
    for (const [body, field] of [
      [{ ...good, clinicId: "x" }, "clinicId"],
      [{ ...good, day: "10000-01-01" }, "day"],
      [{ ...good, day: "2047-02-30" }, "day"],
      [{ ...good, window: "night" }, "window"],
      [{ ...good, lines: [] }, "lines"],
      [{ ...good, lines: [{ code: "AFI", quantity: 99 }] }, "lines.0.quantity"],
    ] as const) {
      const answer = await join(body);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(answer.body.code, JSON.stringify(body)).toBe(4220);
      expect(Object.keys(answer.body.data.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    // Beyond the booking horizon (twelve months ahead), even in a four-digit year.
    const far = await join(good);
    expect(far.body).toMatchObject({ code: 4220, data: { fields: { day: expect.any(String) } } });
    await expect(joinWaitlist(customer, { ...good, day: "2048-12-01" }, NOW)).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { day: "booking.form.dateOutOfRange" },
    });
    // Today's afternoon is inside the 24-hour lead time: the clinic's phone, not the list.
    await expect(joinWaitlist(customer, { ...good, day: "2047-03-01" }, NOW)).rejects.toMatchObject({
      code: "LEAD_TIME",
    });
    // A window with free time: choose it instead.
    await expect(joinWaitlist(customer, { ...good, day: "2047-03-11" }, NOW)).rejects.toMatchObject({
      code: "VALIDATION",
      fields: { window: "waitlist.join.timesFree" },
    });
    // Nothing was written.
    expect(await getDb().select().from(waitlistEntries).where(eq(waitlistEntries.userId, customer.id))).toHaveLength(0);
  });

  it("100 joins at once make one entry; twelve windows at once stop at ten", async () => {
    const customer = await createCustomer();
    const input = { clinicId: CAPE, day: DAY, window: "afternoon" as const, lines: AFI };
    const answers = await Promise.all(Array.from({ length: 100 }, () => joinWaitlist(customer, input, NOW)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    expect(await getDb().select().from(waitlistEntries).where(eq(waitlistEntries.userId, customer.id))).toHaveLength(1);

    // Three more full days: twelve windows in all, asked for at once by another customer.
    const days = ["2047-03-13", "2047-03-14", "2047-03-15"];
    for (const day of days) await fillDay(day);
    const other = await createCustomer();
    const windows = [DAY, ...days].flatMap((day) =>
      (["morning", "afternoon", "evening"] as const).map((window) => ({ ...input, day, window })),
    );
    const settled = await Promise.allSettled(windows.map((w) => joinWaitlist(other, w, NOW)));
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(10);
    for (const refused of settled.filter((s) => s.status === "rejected"))
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "WAITLIST_LIMIT" });
    expect(await getDb().select().from(waitlistEntries).where(eq(waitlistEntries.userId, other.id))).toHaveLength(10);
    // Leaving one makes room for another.
    const [first] = await listCustomerWaitlist(other.id, NOW);
    await leaveWaitlist(other, { entryId: first!.id }, NOW);
    const rejoined = settled.findIndex((s) => s.status === "rejected");
    await expect(joinWaitlist(other, windows[rejoined]!, NOW)).resolves.toMatchObject({ created: true });
  });
});

describe("offering a freed chair", () => {
  it("offers a cancelled time to the first in line that fits, by mail, holds it against others, and after 30 minutes offers it to the next", async () => {
    const DAY = "2047-03-17";
    const { noon } = await fillDay(DAY);
    const [longBasket, first, second, morning] = await Promise.all([
      createCustomer(),
      createCustomer(),
      createCustomer(),
      createCustomer(),
    ]);
    // First in line wants two hours: a freed hour does not fit, so it is not theirs.
    const tooLong = await joinWaitlist(
      longBasket,
      { clinicId: CAPE, day: DAY, window: "afternoon", lines: [{ code: "AFI", optionCode: null, quantity: 2 }] },
      NOW,
    );
    const a = await joinWaitlist(
      first,
      { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI, locale: "de" },
      new Date(NOW.getTime() + MINUTE),
    );
    const b = await joinWaitlist(
      second,
      { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI },
      new Date(NOW.getTime() + 2 * MINUTE),
    );
    const m = await joinWaitlist(
      morning,
      { clinicId: CAPE, day: DAY, window: "morning", lines: AFI },
      new Date(NOW.getTime() + 3 * MINUTE),
    );
    expect((await listCustomerWaitlist(second.id, NOW))[0]).toMatchObject({
      state: "waiting",
      position: 3,
      window: "afternoon",
    });

    const T0 = new Date(NOW.getTime() + 60 * MINUTE);
    expect(await run(DAY, T0)).toMatchObject({ offered: 0 });

    await cancelBooking(noon.customer, { bookingId: noon.bookingId }, { now: T0 });
    const T1 = new Date(T0.getTime() + MINUTE);
    expect(await run(DAY, T1)).toMatchObject({ offered: 1, lapsed: 0 });
    const offered = await entryOf(a.id);
    expect(offered).toMatchObject({
      state: "offered",
      offerStartsAt: at(DAY, "12:00", ZONE),
      offerExpiresAt: new Date(T1.getTime() + 30 * MINUTE),
    });
    for (const id of [tooLong.id, b.id, m.id]) expect((await entryOf(id)).state).toBe("waiting");
    const [hold] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, offered.holdSlotId!));
    expect(hold).toMatchObject({
      state: "held",
      holderKey: `waitlist-${a.id}`,
      startsAt: at(DAY, "12:00", ZONE),
      endsAt: at(DAY, "13:00", ZONE),
    });
    expect((await listCustomerWaitlist(first.id, T1))[0]).toMatchObject({
      state: "offered",
      offer: { startsAt: at(DAY, "12:00", ZONE) },
    });

    // The mail, through the real outbox and SMTP, in the customer's language, with the link and the time.
    expect(await offerMails(first.email)).toHaveLength(1);
    expect(
      await deliverDueMail({
        transport: createSmtpTransport(smtp.url),
        now: new Date(T1.getTime() + 1_000),
        onlyTo: [first.email],
      }),
    ).toEqual({ sent: 1, failed: 0 });
    const [mail] = smtp.to(first.email);
    expect(mail!.subject).toContain("Ein Termin ist für Sie frei geworden");
    expect(mail!.text).toContain("12:00");
    // Held until 30 minutes after the offer (09:31 UTC), in clinic time.
    expect(mail!.text).toContain("11:31");
    expect(mail!.text).toContain("/za/de/account/waitlist");

    // Held against everyone else: not offered by the calendar, refused as a hold.
    expect(
      (await getDayAvailability({ clinicId: CAPE, day: DAY, durationMinutes: 60 }, T1)).map((s) => s.clinicTime),
    ).toEqual([]);
    await expect(
      holdSlot({ clinicId: CAPE, startsAt: at(DAY, "12:00", ZONE), durationMinutes: 60 }, requester(), T1),
    ).rejects.toMatchObject({ code: "SLOT_TAKEN" });

    // 29 minutes on: still theirs.
    expect(await run(DAY, new Date(T1.getTime() + 29 * MINUTE))).toMatchObject({ offered: 0, lapsed: 0 });
    expect((await entryOf(a.id)).state).toBe("offered");

    // 30 minutes on: their offer lapses and the next in line who fits gets the same time.
    const T2 = new Date(T1.getTime() + 30 * MINUTE);
    expect(await run(DAY, T2)).toMatchObject({ offered: 1, lapsed: 1 });
    expect(await entryOf(a.id)).toMatchObject({ state: "lapsed", endedAt: T2 });
    expect((await getDb().select().from(chairSlots).where(eq(chairSlots.id, offered.holdSlotId!)))[0]!.state).toBe(
      "released",
    );
    expect(await entryOf(b.id)).toMatchObject({ state: "offered", offerStartsAt: at(DAY, "12:00", ZONE) });
    expect(await offerMails(second.email)).toHaveLength(1);
    await expect(
      acceptWaitlistOffer(first, { entryId: a.id }, { holderKey: holderKey(), now: T2 }),
    ).rejects.toMatchObject({ code: "WAITLIST_OFFER_CLOSED" });
    for (const id of [tooLong.id, m.id]) expect((await entryOf(id)).state).toBe("waiting");

    // The desk sees the day's line (its own clinic only), first in line first per part of the day.
    const desk = await listClinicWaitlist(await createStaff("reception", ["cape-town"]), { clinicId: CAPE, day: DAY });
    expect(desk.map((e) => [e.window, e.state, e.id])).toEqual([
      ["morning", "waiting", m.id],
      ["afternoon", "waiting", tooLong.id],
      ["afternoon", "offered", b.id],
    ]);
    await expect(
      listClinicWaitlist(await createStaff("reception", ["london"]), { clinicId: CAPE, day: DAY }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("two workers at once never offer a freed time twice", async () => {
    const DAY = "2047-03-18";
    const { noon } = await fillDay(DAY);
    const people = await Promise.all([createCustomer(), createCustomer(), createCustomer()]);
    for (const [i, p] of people.entries())
      await joinWaitlist(
        p,
        { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI },
        new Date(NOW.getTime() + i * MINUTE),
      );
    await cancelBooking(noon.customer, { bookingId: noon.bookingId }, { now: NOW });
    const T = new Date(NOW.getTime() + 10 * MINUTE);
    const runs = await Promise.all([run(DAY, T), run(DAY, T), run(DAY, T)]);
    expect(runs.reduce((n, r) => n + r.offered, 0)).toBe(1);
    const entries = await getDb()
      .select()
      .from(waitlistEntries)
      .where(
        inArray(
          waitlistEntries.userId,
          people.map((p) => p.id),
        ),
      );
    expect(entries.filter((e) => e.state === "offered").map((e) => e.userId)).toEqual([people[0]!.id]);
    const holds = await getDb()
      .select()
      .from(chairSlots)
      .where(
        and(
          eq(chairSlots.clinicId, CAPE),
          like(chairSlots.holderKey, "waitlist-%"),
          eq(chairSlots.startsAt, at(DAY, "12:00", ZONE)),
        ),
      );
    expect(holds).toHaveLength(1);
    expect((await Promise.all(people.map((p) => offerMails(p.email)))).flat()).toHaveLength(1);
  });

  it("accepting takes the held time to checkout: the basket is the entry's, the order books the held chair, the entry is closed", async () => {
    const DAY = "2047-03-19";
    const { noon } = await fillDay(DAY);
    const [customer, stranger] = await Promise.all([createCustomer(), createCustomer()]);
    const entry = await joinWaitlist(customer, { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI }, NOW);
    await cancelBooking(noon.customer, { bookingId: noon.bookingId }, { now: NOW });
    const T = new Date(NOW.getTime() + 5 * MINUTE);
    expect(await run(DAY, T)).toMatchObject({ offered: 1 });

    // Another customer's entry is not found, through the domain and the API.
    await expect(
      acceptWaitlistOffer(stranger, { entryId: entry.id }, { holderKey: holderKey(), now: T }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(leaveWaitlist(stranger, { entryId: entry.id }, T)).rejects.toMatchObject({ code: "NOT_FOUND" });
    const { token } = await createSession(stranger.id, false, new Date());
    expect(
      (await apiCall(acceptRoute, "/api/v2/my_center/accept_waitlist_offer", token, { entry_id: entry.id })).body.code,
    ).toBe(4040);
    expect(
      (await apiCall(leaveRoute, "/api/v2/my_center/leave_waitlist", token, { entry_id: entry.id })).body.code,
    ).toBe(4040);
    expect(
      (await apiCall(leaveRoute, "/api/v2/my_center/leave_waitlist", token, { entry_id: "not-an-id" })).body.code,
    ).toBe(4040);
    expect((await entryOf(entry.id)).state).toBe("offered");

    const browser = holderKey();
    const accepted = await acceptWaitlistOffer(
      customer,
      { entryId: entry.id },
      { holderKey: browser, now: new Date(T.getTime() + MINUTE) },
    );
    expect(accepted).toMatchObject({
      clinicId: CAPE,
      day: DAY,
      startsAt: at(DAY, "12:00", ZONE),
      expiresAt: new Date(T.getTime() + 30 * MINUTE),
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
    });
    expect(await entryOf(entry.id)).toMatchObject({ state: "accepted" });
    // The same browser asking again (a double click) gets the same hold.
    expect(
      (
        await acceptWaitlistOffer(
          customer,
          { entryId: entry.id },
          { holderKey: browser, now: new Date(T.getTime() + 2 * MINUTE) },
        )
      ).holdId,
    ).toBe(accepted.holdId);
    const basket = await getDb()
      .select({ code: basketLines.itemCode, quantity: basketLines.quantity })
      .from(basketLines)
      .innerJoin(baskets, eq(baskets.id, basketLines.basketId))
      .where(and(eq(baskets.userId, customer.id), eq(baskets.clinicId, CAPE)));
    expect(basket).toEqual([{ code: "AFI", quantity: 1 }]);

    // Checkout as the browser sends it: the held chair becomes the booking's.
    const placed = await placeOrder(
      customer,
      {
        clinicId: CAPE,
        startsAt: accepted.startsAt,
        lines: accepted.lines,
        paymentMethod: "clinic",
        acceptTerms: true,
        holdId: accepted.holdId,
        holderKey: browser,
      },
      { now: new Date(T.getTime() + 10 * MINUTE) },
    );
    expect(placed.status).toBe("confirmed");
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.number, placed.bookingNumber));
    const [slot] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, accepted.holdId));
    expect(slot).toMatchObject({ state: "booked", bookingId: booking!.id, startsAt: at(DAY, "12:00", ZONE) });
    expect(await listCustomerWaitlist(customer.id, T)).toEqual([]);
    await expect(
      acceptWaitlistOffer(customer, { entryId: entry.id }, { holderKey: browser, now: T }),
    ).rejects.toMatchObject({ code: "WAITLIST_OFFER_CLOSED" });
  });

  it("leaving frees an offered time for the next in line; leaving twice is not found", async () => {
    const DAY = "2047-03-20";
    const { noon } = await fillDay(DAY);
    const [leaver, next] = await Promise.all([createCustomer(), createCustomer()]);
    const gone = await joinWaitlist(leaver, { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI }, NOW);
    const waiting = await joinWaitlist(
      next,
      { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI },
      new Date(NOW.getTime() + MINUTE),
    );
    await cancelBooking(noon.customer, { bookingId: noon.bookingId }, { now: NOW });
    const T = new Date(NOW.getTime() + 5 * MINUTE);
    await run(DAY, T);
    const hold = (await entryOf(gone.id)).holdSlotId!;

    const { token } = await createSession(leaver.id, false, new Date());
    expect(
      (await apiCall(leaveRoute, "/api/v2/my_center/leave_waitlist", token, { entry_id: gone.id })).body,
    ).toMatchObject({ code: 2000, data: { entry_id: gone.id } });
    expect(await entryOf(gone.id)).toMatchObject({ state: "left" });
    expect((await getDb().select().from(chairSlots).where(eq(chairSlots.id, hold)))[0]!.state).toBe("released");
    await expect(leaveWaitlist(leaver, { entryId: gone.id }, T)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await run(DAY, new Date(T.getTime() + MINUTE))).toMatchObject({ offered: 1, lapsed: 0 });
    expect((await entryOf(waiting.id)).state).toBe("offered");
  });

  it("an entry ends when its customer books the window another way, or when the window can no longer be offered", async () => {
    const DAY = "2047-03-21";
    const { noon } = await fillDay(DAY);
    const [booker, late] = await Promise.all([createCustomer(), createCustomer()]);
    const booked = await joinWaitlist(booker, { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI }, NOW);
    const evening = await joinWaitlist(late, { clinicId: CAPE, day: DAY, window: "evening", lines: AFI }, NOW);
    // The booker takes the freed hour in the basket before the worker runs.
    await cancelBooking(noon.customer, { bookingId: noon.bookingId }, { now: NOW });
    await placeOrder(booker, visitOrder(CAPE, at(DAY, "12:00", ZONE), { lines: AFI }), { now: NOW });
    expect(await run(DAY, NOW)).toMatchObject({ booked: 1, offered: 0 });
    expect((await entryOf(booked.id)).state).toBe("booked");
    // The evening's last start (20:00) is less than a day and 40 minutes away: nothing can be offered any more.
    expect(await run(DAY, at("2047-03-20", "19:30", ZONE))).toMatchObject({ expired: 1 });
    expect((await entryOf(evening.id)).state).toBe("expired");
  });
});

describe("closures", () => {
  it("a day the clinic is closed has no waitlist; a closure lifted by a manager frees a chair that is offered", async () => {
    const manager = await createStaff("manager", ["cape-town"]);
    const customer = await createCustomer();
    const CLOSED = "2047-03-26";
    await addClosure(
      manager,
      { clinicId: String(CAPE), startsOn: CLOSED, endsOn: CLOSED, reason: "Staff training" },
      NOW,
    );
    await expect(
      joinWaitlist(customer, { clinicId: CAPE, day: CLOSED, window: "morning", lines: AFI }, NOW),
    ).rejects.toMatchObject({ code: "VALIDATION", fields: { window: "waitlist.join.windowClosed" } });

    // Three chairs booked all day, the fourth out of service: full, and the line waits for it.
    const DAY = "2047-03-27";
    const lastChair = (await getBookingClinic(CAPE))!.chairIds.at(-1)!;
    const { closureId } = await addClosure(
      manager,
      { clinicId: String(CAPE), chairId: String(lastChair), startsOn: DAY, endsOn: DAY, reason: "Repair" },
      NOW,
    );
    for (let chair = 0; chair < 3; chair++) await book(DAY, "09:00", "NADEPI", 6);
    const entry = await joinWaitlist(customer, { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI }, NOW);
    expect(await run(DAY, NOW)).toMatchObject({ offered: 0 });
    await removeClosure(manager, { closureId }, NOW);
    expect(await run(DAY, new Date(NOW.getTime() + MINUTE))).toMatchObject({ offered: 1 });
    expect(await entryOf(entry.id)).toMatchObject({ state: "offered", offerStartsAt: at(DAY, "12:00", ZONE) });
  });
});

describe("the customer's data", () => {
  it("is in Download my data, and deleting the account deletes the entries and frees an offered chair", async () => {
    const DAY = "2047-03-24";
    const { noon } = await fillDay(DAY);
    const customer = await createCustomer({ passwordHash: await hashPassword("waitlist-pass-1") });
    const entry = await joinWaitlist(customer, { clinicId: CAPE, day: DAY, window: "afternoon", lines: AFI }, NOW);
    await cancelBooking(noon.customer, { bookingId: noon.bookingId }, { now: NOW });
    await run(DAY, NOW);
    const hold = (await entryOf(entry.id)).holdSlotId!;

    const data = await exportCustomerData(customer.id, NOW);
    expect(data!.waitlist).toEqual([
      expect.objectContaining({
        day: DAY,
        window: "afternoon",
        state: "offered",
        lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
      }),
    ]);

    await deleteAccountCancellingVisits(customer.id, "waitlist-pass-1", NOW);
    expect(await getDb().select().from(waitlistEntries).where(eq(waitlistEntries.userId, customer.id))).toEqual([]);
    expect((await getDb().select().from(chairSlots).where(eq(chairSlots.id, hold)))[0]!.state).toBe("released");
  });
});
