import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the race below is a real race on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

import { getDb } from "@/db/client";
import { bookings, chairSlots, coupons, giftCards, orders, payments, programmeSessions, programmes } from "@/db/schema";
import { holdSlot } from "@/server/availability/hold-slot";
import { getServerBasket, addToServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { sqlStateOf } from "@/server/errors/pg-error";
import {
  at,
  createCustomer,
  createGiftCard,
  creditOf,
  currencyOf,
  holderKey,
  optionPriceOf,
  priceOf,
  requester,
} from "../../../tests/support/booking-fixtures";
import {
  bookedChairSlotsAt,
  declineCardPayment,
  takenChairSlots,
  visitOrder,
} from "../../../tests/support/order-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { fixedAmounts } from "@/config/money";
import type { OutgoingMail } from "@/server/bookings/order-mail";
import { placeOrder, type PlaceOrderInput } from "./place-order";
import { confirmCardPayment } from "./settle-card-payment";
import { errorOf } from "../../../tests/support/app-errors";

const NOW = new Date("2030-01-01T12:00:00Z");
const seeded = seededClinicIds("LONDON", "CAPE_TOWN");

/** One pay-in-clinic AFI in London on 10 January 2030 at 10:00, with `over`. */
const order = (over: Partial<PlaceOrderInput>) =>
  visitOrder(seeded.LONDON, at("2030-01-10", "10:00", "Europe/London"), over);

describe("placing an order", () => {
  it("books two programmes and an injection with its add-on, in one transaction", async () => {
    const customer = await createCustomer();
    const mails: OutgoingMail[] = [];
    const startsAt = at("2030-01-10", "10:00", "Europe/London");
    const placed = await placeOrder(
      customer,
      order({
        startsAt,
        lines: [
          { code: "NADEP", optionCode: null, quantity: 1 },
          { code: "NADADI", optionCode: null, quantity: 1 },
          { code: "GPI", optionCode: "GPI-B12", quantity: 1 },
        ],
      }),
      { now: NOW, queueMail: async (_tx, mail) => void mails.push(mail) },
    );
    // London's own prices, in pounds; first order: new-customer 10%
    const subtotal =
      (await priceOf("NADEP", seeded.LONDON, NOW)) +
      (await priceOf("NADADI", seeded.LONDON, NOW)) +
      // an injection with an add-on is priced at the add-on
      (await optionPriceOf("GPI", "GPI-B12", seeded.LONDON));
    const total = subtotal - Math.round(subtotal / 10);
    expect(placed.quote.offer?.kind).toBe("new_customer");
    expect(placed.quote).toMatchObject({ currency: "GBP", subtotalCents: subtotal, totalCents: total });
    expect(placed.status).toBe("confirmed");

    const db = getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row).toMatchObject({
      currency: "GBP",
      totalCents: total,
      paidCents: 0,
      leftToPayCents: total,
      offerKind: "new_customer",
      paymentMethod: "clinic",
    });
    const [booking] = await db.select().from(bookings).where(eq(bookings.orderId, placed.orderId));
    expect(booking!.startsAt.toISOString()).toBe(startsAt.toISOString());
    expect((booking!.endsAt.getTime() - startsAt.getTime()) / 60_000).toBe(120 + 120 + 20);
    expect(booking!.status).toBe("confirmed");
    const [slot] = await db.select().from(chairSlots).where(eq(chairSlots.bookingId, booking!.id));
    expect(slot!.state).toBe("booked");

    const progs = await db.select().from(programmes).where(eq(programmes.orderId, placed.orderId));
    expect(progs.map((p) => [p.itemCode, p.sessionCount]).sort()).toEqual([
      ["NADADI", 5],
      ["NADEP", 5],
    ]);
    const sessions = await db
      .select()
      .from(programmeSessions)
      .where(
        inArray(
          programmeSessions.programmeId,
          progs.map((p) => p.id),
        ),
      );
    expect(sessions).toHaveLength(10);
    expect(sessions.filter((s) => s.status === "booked").map((s) => s.number)).toEqual([1, 1]);
    expect(sessions.filter((s) => s.status === "booked").every((s) => s.bookingId === booking!.id)).toBe(true);

    const history = await db.select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(history.map((p) => [p.kind, p.state, p.amountCents])).toEqual([["clinic", "pending", total]]);

    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(customer.email);
    expect(mails[0]!.text).toContain("10:00 (GMT, clinic time)");
    expect(mails[0]!.attachments[0]!.content).toContain(`DTSTART:20300110T100000Z`);

    // second order of the same customer: no longer new
    const second = await placeOrder(customer, order({ startsAt: at("2030-01-10", "15:00", "Europe/London") }), {
      now: NOW,
    });
    expect(second.quote.offer).toBeNull();
  });

  it("refuses a start under 24 hours ahead with the clinic's phone and e-mail", async () => {
    const customer = await createCustomer();
    const error = await errorOf(
      placeOrder(customer, order({ startsAt: new Date(NOW.getTime() + 23 * 3_600_000) }), { now: NOW }),
    );
    expect(error.code).toBe("LEAD_TIME");
    expect(error.values).toEqual({ phone: "+44 20 7946 0321", email: "london@aurumclinic.com" });
  });

  it("refuses out-of-hours where the clinic does not offer it", async () => {
    const customer = await createCustomer();
    const error = await errorOf(
      placeOrder(
        customer,
        order({ clinicId: seeded.CAPE_TOWN, startsAt: at("2030-01-10", "07:00", "Africa/Johannesburg") }),
        {
          now: NOW,
        },
      ),
    );
    expect(error.code).toBe("OUTSIDE_HOURS");
  });

  it("adds the out-of-hours surcharge as a line of the order", async () => {
    const customer = await createCustomer();
    const placed = await placeOrder(customer, order({ startsAt: at("2030-01-11", "21:00", "Europe/London") }), {
      now: NOW,
      campaign: { source: "instagram", medium: "social" },
    });
    // London's surcharge in its currency (£80), never the dollar figure.
    const surcharge = fixedAmounts("GBP").outOfHoursSurchargeCents;
    expect(placed.quote).toMatchObject({ currency: "GBP", surchargeCents: surcharge });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.surchargeCents).toBe(surcharge);
    // The campaign the customer allowed us to keep travels with the order (decision 127).
    expect(row!.campaign).toEqual({ source: "instagram", medium: "social" });
  });

  it("says 'Please check the customer's credit.' when credit does not cover what was asked, and writes nothing", async () => {
    const customer = await createCustomer({ credit: { [await currencyOf(seeded.LONDON)]: 50_00 } });
    const error = await errorOf(
      placeOrder(customer, order({ creditCents: 60_00, startsAt: at("2030-01-12", "10:00", "Europe/London") }), {
        now: NOW,
      }),
    );
    expect(error.code).toBe("CREDIT_CHECK");
    const rows = await getDb().select().from(orders).where(eq(orders.userId, customer.id));
    expect(rows).toHaveLength(0);
  });

  it("spends credit and a referral coupon; paying the friend's order alone earns the referrer nothing", async () => {
    const referrer = await createCustomer();
    const friend = await createCustomer({
      referredById: referrer.id,
      credit: { [await currencyOf(seeded.LONDON)]: 100_00 },
    });
    await getDb()
      .insert(coupons)
      .values({ code: `WELCOME-${friend.id.slice(0, 6)}`.toUpperCase(), kind: "referral", userId: friend.id });
    const placed = await placeOrder(
      friend,
      order({ startsAt: at("2030-01-12", "11:00", "Europe/London"), creditCents: 100_00, paymentMethod: "card" }),
      { now: NOW },
    );
    expect(placed.quote.offer?.kind).toBe("referral");
    const afi = await priceOf("AFI", seeded.LONDON, NOW);
    const afterCoupon = afi - Math.round(afi / 4);
    expect(placed.payNowCents).toBe(afterCoupon - 100_00);
    expect(await creditOf(friend.id, await currencyOf(seeded.LONDON))).toBe(0);
    const friendCoupons = await getDb().select().from(coupons).where(eq(coupons.userId, friend.id));
    expect(friendCoupons[0]!.status).toBe("used");
    // no reward before the order is paid
    expect(await getDb().select().from(coupons).where(eq(coupons.userId, referrer.id))).toHaveLength(0);

    const outcome = {
      provider: "sandbox",
      providerRef: "sbx_1",
      idempotencyKey: `order:${placed.orderId}`,
      amountCents: placed.payNowCents,
      currency: "GBP",
      cardLast4: "4242",
    };
    expect(await confirmCardPayment(placed.orderId, outcome)).toBe("confirmed");
    expect(await confirmCardPayment(placed.orderId, outcome)).toBe("already");
    // Paid but not yet attended: no reward (decision 212; referral-rules.integration.test.ts follows it to the end).
    expect(await getDb().select().from(coupons).where(eq(coupons.userId, referrer.id))).toHaveLength(0);
    const [paid] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(paid).toMatchObject({ status: "paid", paidCents: afterCoupon, leftToPayCents: 0 });
    const cardRows = await getDb()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, placed.orderId), eq(payments.kind, "card")));
    expect(cardRows).toHaveLength(1);
  });

  it("books nothing when the card is declined: chair, gift card, credit and coupon come back, the basket stays", async () => {
    const customer = await createCustomer({ credit: { [await currencyOf(seeded.LONDON)]: 20_00 } });
    await addToServerBasket(customer.id, seeded.LONDON, [{ code: "AFI", optionCode: null, quantity: 1 }]);
    const card = await createGiftCard(50_00, "GBP");
    const startsAt = at("2030-01-13", "10:00", "Europe/London");
    const placed = await placeOrder(
      customer,
      order({
        startsAt,
        giftCard: { number: card.number, code: card.code },
        creditCents: 20_00,
        paymentMethod: "card",
      }),
      { now: NOW },
    );
    expect(placed.status).toBe("awaiting_payment");
    await declineCardPayment(placed, "sbx_declined");

    const db = getDb();
    const live = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.userId, customer.id), inArray(bookings.status, ["confirmed", "awaiting_payment"])));
    expect(live).toHaveLength(0);
    const slots = await takenChairSlots(seeded.LONDON, startsAt);
    expect(slots).toHaveLength(0);
    const [gift] = await db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(gift!.balanceCents).toBe(50_00);
    expect(await creditOf(customer.id, await currencyOf(seeded.LONDON))).toBe(20_00);
    expect(await getServerBasket(customer.id, seeded.LONDON)).toEqual([{ code: "AFI", optionCode: null, quantity: 1 }]);
    const [failed] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(failed!.status).toBe("payment_failed");
  });

  it("converts the visitor's hold into the booking; an expired hold frees the chair for others", async () => {
    const startsAt = at("2030-01-14", "10:00", "Africa/Johannesburg");
    const keys = [holderKey(), holderKey(), holderKey(), holderKey()];
    // Cape Town has four chairs: hold all of them
    const holds = [];
    for (const key of keys)
      holds.push(await holdSlot({ clinicId: seeded.CAPE_TOWN, startsAt, durationMinutes: 60 }, requester(key), NOW));
    const late = holderKey();
    const error = await errorOf(
      holdSlot({ clinicId: seeded.CAPE_TOWN, startsAt, durationMinutes: 60 }, requester(late), NOW),
    );
    expect(error.code).toBe("SLOT_TAKEN");
    // the first holder checks out on their hold
    const customer = await createCustomer();
    await placeOrder(
      customer,
      order({ clinicId: seeded.CAPE_TOWN, startsAt, holdId: holds[0]!.id, holderKey: keys[0] }),
      {
        now: NOW,
      },
    );
    const [slot] = await getDb().select().from(chairSlots).where(eq(chairSlots.id, holds[0]!.id));
    expect(slot!.state).toBe("booked");
    // eleven minutes later the other holds have expired: the late visitor gets a chair
    const later = new Date(NOW.getTime() + 11 * 60_000);
    const hold = await holdSlot({ clinicId: seeded.CAPE_TOWN, startsAt, durationMinutes: 60 }, requester(late), later);
    expect(hold.expiresAt.getTime()).toBe(later.getTime() + 10 * 60_000);
  });
});

describe("the database makes double booking impossible", () => {
  it("lets exactly one of 50 concurrent checkouts take the last free chair; the others keep their basket", async () => {
    const startsAt = at("2030-01-15", "12:00", "Africa/Johannesburg");
    // three of Cape Town's four chairs are already booked at that time
    for (let i = 0; i < 3; i++) {
      await placeOrder(await createCustomer(), order({ clinicId: seeded.CAPE_TOWN, startsAt }), { now: NOW });
    }
    const racers = await Promise.all(Array.from({ length: 50 }, () => createCustomer()));
    for (const racer of racers)
      await addToServerBasket(racer.id, seeded.CAPE_TOWN, [{ code: "AFI", optionCode: null, quantity: 1 }]);

    const results = await Promise.allSettled(
      racers.map((racer) => placeOrder(racer, order({ clinicId: seeded.CAPE_TOWN, startsAt }), { now: NOW })),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    // Every loser is told the time was just taken, whether the constraint refused it or PostgreSQL ended it as a
    // deadlock's loser (what each got, when not: its code, or its SQLSTATE).
    expect(
      lost.map((r) => (r.reason instanceof AppError ? r.reason.code : (sqlStateOf(r.reason) ?? String(r.reason)))),
    ).toEqual(Array(49).fill("SLOT_TAKEN"));

    const live = await bookedChairSlotsAt(seeded.CAPE_TOWN, startsAt);
    expect(live).toHaveLength(4);
    expect(new Set(live.map((s) => s.chairId)).size).toBe(4);
    const baskets = await Promise.all(racers.map((r) => getServerBasket(r.id, seeded.CAPE_TOWN)));
    expect(baskets.filter((b) => b.length === 0)).toHaveLength(1);
    expect(baskets.filter((b) => b.length === 1)).toHaveLength(49);
  });

  it("refuses an overlapping live row on the same chair even when written directly", async () => {
    const db = getDb();
    const startsAt = at("2030-01-16", "10:00", "Europe/London");
    const [chair] = await db.select({ chairId: chairSlots.chairId }).from(chairSlots).limit(1);
    const row = {
      clinicId: seeded.LONDON,
      chairId: chair!.chairId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      state: "booked" as const,
      holderKey: "direct",
    };
    await db.insert(chairSlots).values(row);
    await expect(
      db.insert(chairSlots).values({
        ...row,
        startsAt: new Date(startsAt.getTime() + 1_800_000),
        endsAt: new Date(startsAt.getTime() + 5_400_000),
      }),
    ).rejects.toMatchObject({
      cause: { code: "23P01" },
    });
    // a cancelled row does not count
    await db.insert(chairSlots).values({ ...row, state: "cancelled" });
  });

  it("never lets a gift card go below zero when two orders spend it at once", async () => {
    const card = await createGiftCard(500_00, "GBP");
    const [a, b] = [await createCustomer(), await createCustomer()];
    const results = await Promise.allSettled(
      [a, b].map((customer, i) =>
        placeOrder(
          customer,
          order({
            startsAt: at("2030-01-17", i === 0 ? "10:00" : "12:00", "Europe/London"),
            giftCard: { number: card.number, code: card.code },
          }),
          { now: NOW },
        ),
      ),
    );
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    const [row] = await getDb().select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row!.balanceCents).toBe(0);
    const spent = await getDb().select().from(payments).where(eq(payments.giftCardId, card.id));
    expect(spent.reduce((n, p) => n + p.amountCents, 0)).toBe(500_00);
    // each paid at most what it owed (London's AFI less 10% new customer), together exactly the balance
    const afi = await priceOf("AFI", seeded.LONDON, NOW);
    const owed = afi - Math.round(afi / 10);
    expect(spent.map((p) => p.amountCents).sort((x, y) => x - y)).toEqual([500_00 - owed, owed].sort((x, y) => x - y));
  });

  it("refuses a wrong gift card code", async () => {
    const card = await createGiftCard(100_00, "GBP");
    const error = await errorOf(
      placeOrder(
        await createCustomer(),
        order({
          startsAt: at("2030-01-18", "10:00", "Europe/London"),
          giftCard: { number: card.number, code: "ZZZZZZ" },
        }),
        { now: NOW },
      ),
    );
    expect(error.code).toBe("GIFT_CARD_INVALID");
  });
});
