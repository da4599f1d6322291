import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, coupons, orders, users } from "@/db/schema";
import { markAddressProven } from "@/server/accounts/prove-address";
import { registerCustomer } from "../../../tests/support/account-fixtures";
import { placeOrder } from "@/server/orders/place-order";
import { recordFrontDeskPayment } from "@/server/orders/record-front-desk-payment";
import { payOrderRest } from "@/server/orders/pay-order";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { markBooking } from "@/server/schedule/check-in";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import { REFERRAL_REWARDS_PER_YEAR } from "./referral-rules";

// Issue 39, row 5: throwaway accounts with one referral code, and uncapped rewards for paid orders (decision 212).
const NOW = new Date("2033-06-01T09:00:00Z");
const DAY = 86_400_000;
const seeded = seededClinicIds("LONDON");
let slot = 0;

const visa = { number: "4242424242424242", expMonth: 12, expYear: 2040, cvc: "123" };
const mastercard = { number: "5555555555554444", expMonth: 11, expYear: 2041, cvc: "321" };

async function referrerAndFriend(friendOver: Partial<typeof users.$inferInsert> = {}) {
  const referrer = await createCustomer({ mobile: "+447700900001" });
  const friend = await createCustomer({
    referredById: referrer.id,
    mobile: `+4477009${String(Math.floor(Math.random() * 90_000) + 10_000)}`,
    emailVerifiedAt: NOW,
    emailProvenBy: "link",
    ...friendOver,
  });
  return { referrer, friend };
}

/** A pay-in-clinic visit in London, each at its own time; returns the order, the booking and the visit's start. */
async function visit(customer: { id: string }) {
  slot += 1;
  const day = `2033-06-${String(10 + Math.floor(slot / 8)).padStart(2, "0")}`;
  const startsAt = at(day, `${String(9 + (slot % 8)).padStart(2, "0")}:00`, "Europe/London");
  const placed = await placeOrder(customer, visitOrder(seeded.LONDON, startsAt), {
    now: NOW,
    queueMail: async () => {},
  });
  const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, placed.orderId));
  return { orderId: placed.orderId, bookingId: booking!.id, startsAt };
}

async function payAtDesk(orderId: string) {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  await recordFrontDeskPayment(
    await createStaff("reception", ["london"]),
    { orderId, method: "cash", amount: (order!.leftToPayCents / 100).toFixed(2) },
    NOW,
  );
}

async function attend(bookingId: string, startsAt: Date) {
  await markBooking(await createStaff("reception", ["london"]), { bookingId, step: "arrived" }, startsAt);
}

const rewardsOf = (referrerId: string) =>
  getDb()
    .select({ order: coupons.earnedByOrderId })
    .from(coupons)
    .where(and(eq(coupons.userId, referrerId), isNotNull(coupons.earnedByOrderId)));

describe("the referrer's reward (issue 39, row 5)", () => {
  it("comes only when the friend's visit is both paid and attended", async () => {
    const { referrer, friend } = await referrerAndFriend();
    const v = await visit(friend);
    await payAtDesk(v.orderId);
    expect(await rewardsOf(referrer.id)).toEqual([]);
    await attend(v.bookingId, v.startsAt);
    expect(await rewardsOf(referrer.id)).toEqual([{ order: v.orderId }]);
  });

  it("an unpaid attended visit earns nothing", async () => {
    const { referrer, friend } = await referrerAndFriend();
    const v = await visit(friend);
    await attend(v.bookingId, v.startsAt);
    expect(await rewardsOf(referrer.id)).toEqual([]);
  });

  it("waits for the friend's address to be proven, then counts the visits already done", async () => {
    const { referrer, friend } = await referrerAndFriend({ emailVerifiedAt: null, emailProvenBy: null });
    const v = await visit(friend);
    await attend(v.bookingId, v.startsAt);
    await payAtDesk(v.orderId);
    expect(await rewardsOf(referrer.id)).toEqual([]);
    const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, friend.id));
    await getDb().transaction((tx) =>
      markAddressProven(tx, { userId: friend.id, email: row!.email, by: "link", now: NOW }),
    );
    expect(await rewardsOf(referrer.id)).toEqual([{ order: v.orderId }]);
  });

  it("is refused when the friend gave the referrer's phone number", async () => {
    const { referrer, friend } = await referrerAndFriend({ mobile: "+447700900001" });
    const v = await visit(friend);
    await payAtDesk(v.orderId);
    await attend(v.bookingId, v.startsAt);
    expect(await rewardsOf(referrer.id)).toEqual([]);
  });

  it("is refused when the friend paid with a card the referrer pays with", async () => {
    const { referrer, friend } = await referrerAndFriend();
    const provider = createSandboxProvider();
    const own = await visit(referrer);
    expect(await payOrderRest(referrer.id, own.orderId, provider, visa)).toEqual({ status: "paid" });

    const same = await visit(friend);
    expect(await payOrderRest(friend.id, same.orderId, provider, visa)).toEqual({ status: "paid" });
    await attend(same.bookingId, same.startsAt);
    expect(await rewardsOf(referrer.id)).toEqual([]);

    // Another friend with a card of their own earns it.
    const other = await createCustomer({
      referredById: referrer.id,
      mobile: "+447700900555",
      emailVerifiedAt: NOW,
      emailProvenBy: "code",
    });
    const theirs = await visit(other);
    expect(await payOrderRest(other.id, theirs.orderId, provider, mastercard)).toEqual({ status: "paid" });
    await attend(theirs.bookingId, theirs.startsAt);
    expect(await rewardsOf(referrer.id)).toEqual([{ order: theirs.orderId }]);
  });

  it(`stops at ${REFERRAL_REWARDS_PER_YEAR} in any 365 days; an older reward does not count`, async () => {
    const { referrer, friend } = await referrerAndFriend();
    const earned = async (when: Date) => {
      const [order] = await getDb()
        .insert(orders)
        .values({
          number: `T-${randomUUID().slice(0, 12)}`,
          kind: "booking",
          userId: friend.id,
          status: "paid",
          paymentMethod: "clinic",
          currency: "USD",
          subtotalCents: 100,
          discountCents: 0,
          surchargeCents: 0,
          conciergeCents: 0,
          totalCents: 100,
          paidCents: 100,
          leftToPayCents: 0,
          locale: "en",
        })
        .returning({ id: orders.id });
      await getDb()
        .insert(coupons)
        .values({
          code: `CP-T${randomUUID().slice(0, 10)}`,
          kind: "referral",
          userId: referrer.id,
          earnedByOrderId: order!.id,
          createdAt: when,
        });
    };
    await earned(new Date(NOW.getTime() - 400 * DAY));
    for (let i = 1; i < REFERRAL_REWARDS_PER_YEAR; i++) await earned(new Date(NOW.getTime() - i * 20 * DAY));

    const tenth = await visit(friend);
    await payAtDesk(tenth.orderId);
    await attend(tenth.bookingId, tenth.startsAt);
    expect(await rewardsOf(referrer.id)).toHaveLength(REFERRAL_REWARDS_PER_YEAR + 1);

    const eleventh = await visit(friend);
    await payAtDesk(eleventh.orderId);
    await attend(eleventh.bookingId, eleventh.startsAt);
    const rewards = await rewardsOf(referrer.id);
    expect(rewards).toHaveLength(REFERRAL_REWARDS_PER_YEAR + 1);
    expect(rewards.map((r) => r.order)).not.toContain(eleventh.orderId);
  });
});

describe("the friend's welcome coupon (decision 212)", () => {
  const welcomeOf = (userId: string) =>
    getDb()
      .select({ kind: coupons.kind })
      .from(coupons)
      .where(and(eq(coupons.userId, userId), isNull(coupons.earnedByOrderId)));

  async function registerFriend(referralCode: string, mobile: string) {
    const email = `friend-${randomUUID()}@example.com`;
    const { userId } = await registerCustomer(email, NOW, {
      firstName: "Throw",
      lastName: "Away",
      mobile,
      referralCode,
    });
    return { userId, email };
  }

  it("is not given to three throwaway registrations; a proven address gets it, once", async () => {
    const referrer = await createCustomer({ mobile: "+447700900001" });
    const [code] = await getDb().select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.id));
    const friends = [];
    for (const mobile of ["07700 900201", "07700 900202", "07700 900203"])
      friends.push(await registerFriend(code!.code, mobile));
    for (const f of friends) expect(await welcomeOf(f.userId)).toEqual([]);

    const proven = friends[0]!;
    await getDb().transaction((tx) =>
      markAddressProven(tx, { userId: proven.userId, email: proven.email, by: "link", now: NOW }),
    );
    expect(await welcomeOf(proven.userId)).toEqual([{ kind: "referral" }]);
    // A second proof changes nothing.
    await getDb().transaction((tx) =>
      markAddressProven(tx, { userId: proven.userId, email: proven.email, by: "code", now: NOW }),
    );
    expect(await welcomeOf(proven.userId)).toHaveLength(1);
  });

  it("is not given to a friend who registered with the referrer's phone", async () => {
    const referrer = await createCustomer({ mobile: "+447700900001" });
    const [code] = await getDb().select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.id));
    const f = await registerFriend(code!.code, "07700 900001");
    await getDb().transaction((tx) =>
      markAddressProven(tx, { userId: f.userId, email: f.email, by: "link", now: NOW }),
    );
    expect(await welcomeOf(f.userId)).toEqual([]);
  });
});
