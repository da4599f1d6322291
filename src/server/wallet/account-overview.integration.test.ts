import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, coupons, giftCards, orders } from "@/db/schema";
import { hashGiftCardCode, newGiftCardSecrets } from "@/server/giftcards/gift-card-secret";
import { listCustomerOrders, sumLeftToPay } from "@/server/orders/list-customer-orders";
import { placeOrder } from "@/server/orders/place-order";
import { issueReferralReward } from "@/server/referrals/referral-rules";
import { getReferralSummary } from "@/server/referrals/get-referral-summary";
import { at, createCustomer } from "../../../tests/support/booking-fixtures";
import { seededClinicIds } from "../../../tests/support/seeded-clinics";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { exportCustomerData } from "@/server/customers/export-customer-data";
import { getCustomerWallet } from "./get-customer-wallet";

// 2036 keeps these chairs apart from every other test file sharing the database.
const NOW = new Date("2036-01-05T12:00:00Z");
const seeded = seededClinicIds("CAPE_TOWN");

const tag = () => Math.random().toString(36).slice(2, 10).toUpperCase();

async function payInClinicOrder(customer: { id: string }, day: string, code = "AFI") {
  return placeOrder(
    customer,
    visitOrder(seeded.CAPE_TOWN, at(day, "10:00", "Africa/Johannesburg"), { lines: [{ code, quantity: 1 }] }),
    { now: NOW },
  );
}

describe("My Orders", () => {
  it("lists the customer's orders with sums, lines and payment history, and nobody else's", async () => {
    const owner = await createCustomer();
    const stranger = await createCustomer();
    const placed = await payInClinicOrder(owner, "2036-02-03", "NADEP");
    const [order] = await listCustomerOrders(owner.id);
    expect(order).toMatchObject({
      number: placed.orderNumber,
      kind: "booking",
      status: "confirmed",
      paymentMethod: "clinic",
      paidCents: 0,
      programmeCount: 1,
    });
    expect(order!.totalCents).toBeGreaterThan(0);
    expect(order!.leftToPayCents).toBe(order!.totalCents);
    expect(order!.lines).toEqual([{ title: expect.stringContaining("High Flyer"), quantity: 1 }]);
    expect(order!.payments).toEqual([
      expect.objectContaining({ kind: "clinic", state: "pending", amountCents: order!.totalCents, cardLast4: null }),
    ]);
    // Cape Town's order: what is left to pay is summed in rand, its currency.
    expect(await sumLeftToPay(owner.id)).toEqual([{ currency: "ZAR", cents: order!.totalCents, orders: 1 }]);
    expect(await listCustomerOrders(stranger.id)).toEqual([]);
    expect(await sumLeftToPay(stranger.id)).toEqual([]);
  });
});

describe("My Voucher and My Gift Card", () => {
  it("shows each coupon's kind and status (expiry counted now), gift cards received by e-mail and bought for others, never a code or a whole number", async () => {
    // Cards sent to the address count once the address is proven (decision 210).
    const owner = await createCustomer({ emailVerifiedAt: NOW, emailProvenBy: "link" });
    const buyer = await createCustomer();
    const t = tag();
    await getDb()
      .insert(coupons)
      .values([
        { code: `NL-${t}`, kind: "newsletter", userId: owner.id, expiresAt: new Date("2036-06-01T00:00:00Z") },
        { code: `RW-${t}`, kind: "referral", userId: owner.id, expiresAt: new Date("2035-12-31T00:00:00Z") },
        { code: `RR-${t}`, kind: "referral", userId: owner.id, status: "used", earnedByOrderId: crypto.randomUUID() },
      ]);
    const secrets = newGiftCardSecrets();
    await getDb()
      .insert(giftCards)
      .values({
        number: secrets.number,
        codeHash: await hashGiftCardCode(secrets.code),
        currency: "USD",
        initialCents: 200_00,
        balanceCents: 150_00,
        status: "active",
        buyerId: buyer.id,
        recipientName: "Ada Lovelace",
        recipientEmail: owner.email.toUpperCase(),
      });

    const wallet = await getCustomerWallet(owner.id, NOW);
    expect(wallet.coupons.map((c) => [c.code, c.kind, c.status, c.percentOff])).toEqual(
      expect.arrayContaining([
        [`NL-${t}`, "newsletter", "unused", 10],
        [`RW-${t}`, "referral_welcome", "expired", 25],
        [`RR-${t}`, "referral_reward", "used", 25],
      ]),
    );
    expect(wallet.giftCards).toEqual([
      expect.objectContaining({
        relation: "received",
        balanceCents: 150_00,
        initialCents: 200_00,
        recipientName: null,
        maskedNumber: `•••• •••• •••• ${secrets.number.slice(-4)}`,
      }),
    ]);
    expect(JSON.stringify(wallet)).not.toContain(secrets.number);
    expect(JSON.stringify(wallet)).not.toContain(secrets.code);

    const bought = await getCustomerWallet(buyer.id, NOW);
    expect(bought.giftCards).toEqual([
      expect.objectContaining({ relation: "bought", redeemed: true, recipientName: "Ada Lovelace" }),
    ]);
    expect(bought.coupons).toEqual([]);
  });
});

describe("Refer A Friend", () => {
  it("follows each friend from registration to the reward without naming them", async () => {
    const referrer = await createCustomer();
    const friend = await createCustomer({ referredById: referrer.id, emailVerifiedAt: NOW, emailProvenBy: "code" });
    const before = await getReferralSummary(referrer.id, NOW);
    expect(before.code).toMatch(/^R[0-9A-F]{8}$/);
    expect(before.friends).toEqual([
      expect.objectContaining({ position: 1, booked: false, paid: false, rewarded: false }),
    ]);

    const placed = await payInClinicOrder(friend, "2036-02-04");
    expect((await getReferralSummary(referrer.id, NOW)).friends[0]).toMatchObject({
      booked: true,
      paid: false,
      rewarded: false,
    });

    await getDb().transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: "paid", paidCents: 1, leftToPayCents: 0 })
        .where(eq(orders.id, placed.orderId));
      await tx.update(bookings).set({ status: "completed" }).where(eq(bookings.orderId, placed.orderId));
      await issueReferralReward(tx, { orderId: placed.orderId, now: NOW });
    });
    const after = await getReferralSummary(referrer.id, NOW);
    expect(after.friends[0]).toMatchObject({ booked: true, paid: true, rewarded: true });
    expect(after.rewards).toEqual([expect.objectContaining({ status: "unused" })]);
    expect(JSON.stringify(after)).not.toContain(friend.email);
    // the friend sees no friends of their own
    expect((await getReferralSummary(friend.id, NOW)).friends).toEqual([]);
  });
});

describe("Download my data", () => {
  it("holds the customer's profile, orders, programmes and coupons, and nothing of another customer", async () => {
    const owner = await createCustomer();
    const other = await createCustomer();
    const mine = await payInClinicOrder(owner, "2036-02-05", "NADEP");
    const theirs = await payInClinicOrder(other, "2036-02-06");
    const data = await exportCustomerData(owner.id, NOW);
    expect(data!.profile.email).toBe(owner.email);
    expect(data!.orders.map((o) => o.number)).toEqual([mine.orderNumber]);
    expect(data!.bookings.map((b) => b.number)).toEqual([mine.bookingNumber]);
    expect(data!.programmes).toHaveLength(1);
    expect(data!.programmes[0]!.sessions).toHaveLength(5);
    const text = JSON.stringify(data);
    expect(text).not.toContain(theirs.orderNumber);
    expect(text).not.toContain(other.email);
    expect(text).not.toMatch(/password/i);
  });
});
