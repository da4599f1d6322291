import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { giftCards, orders } from "@/db/schema";
import { payOrderByCard } from "@/server/orders/pay-order";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, holderKey, optionPriceOf } from "../../../tests/support/booking-fixtures";
import type { OutgoingMail } from "@/server/bookings/order-mail";
import { buyGiftCard } from "./buy-gift-card";
import { verifyGiftCardCode } from "./gift-card-secret";
import { formatMoney } from "@/i18n/format-money";

describe("buying a gift card", () => {
  it("charges the full amount with no offer (even for a member), activates the card once paid, and it can then be spent", async () => {
    const buyer = await createCustomer({ isFree: true });
    // Bought on the UK site: a card in pounds (decision 268).
    const purchase = await buyGiftCard(buyer, {
      currency: "GBP",
      amountCents: 250_00,
      recipientName: "Grace Hopper",
      recipientEmail: "Grace@Example.com",
      message: "Happy birthday",
    });
    expect(purchase.payNowCents).toBe(250_00);
    expect(purchase.number).toMatch(/^[A-Z0-9]{16}$/);
    const [pending] = await getDb().select().from(giftCards).where(eq(giftCards.number, purchase.number));
    expect(pending).toMatchObject({
      status: "pending",
      currency: "GBP",
      balanceCents: 250_00,
      recipientEmail: "grace@example.com",
    });

    const mails: OutgoingMail[] = [];
    await payOrderByCard(
      buyer.id,
      purchase.orderId,
      createSandboxProvider(),
      { number: "4242424242424242", expMonth: 1, expYear: 2040, cvc: "123" },
      { queueMail: async (_tx, mail) => void mails.push(mail) },
    );
    // the recipient gets the number and the code by e-mail
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("grace@example.com");
    expect(mails[0]!.subject).toContain("£250");
    const code = /Code: ([A-Z0-9]{6})/.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.text).toContain(purchase.number.slice(0, 4));
    const [order] = await getDb().select().from(orders).where(eq(orders.id, purchase.orderId));
    expect(order).toMatchObject({
      status: "paid",
      currency: "GBP",
      offerKind: null,
      discountCents: 0,
      paidCents: 250_00,
    });
    const [active] = await getDb().select().from(giftCards).where(eq(giftCards.number, purchase.number));
    expect(active!.status).toBe("active");
    expect(active!.codeHash).not.toContain(code);
    expect(await verifyGiftCardCode(code, active!.codeHash)).toBe(true);
    const friend = await createCustomer();
    const london = await clinicId("london");
    const drip = await optionPriceOf("VBI", "VBI-NONE", london);

    const placed = await placeOrder(
      friend,
      {
        clinicId: london,
        startsAt: at("2033-02-01", "10:00", "Europe/London"),
        lines: [{ code: "VBI", optionCode: "VBI-NONE", quantity: 1 }],
        giftCard: { number: purchase.number, code: code.toLowerCase() },
        paymentMethod: "card",
        acceptTerms: true,
        holderKey: holderKey(),
      },
      { now: new Date("2033-01-01T00:00:00Z") },
    );
    // London's price less 10% new customer, all from the pound card
    const owed = drip - Math.round(drip / 10);
    expect(placed.quote.giftCardCents).toBe(owed);
    expect(placed.status).toBe("paid");
    const [spent] = await getDb().select().from(giftCards).where(eq(giftCards.number, purchase.number));
    expect(spent!.balanceCents).toBe(250_00 - owed);
  });

  it.each([
    ["USD", 45_00, 50_00, 5000_00, 5001_00],
    ["GBP", 39_00, 40_00, 4000_00, 4001_00],
    ["ZAR", 899_00, 900_00, 90000_00, 90001_00],
  ] as const)(
    "sells a card in %s only within that currency's amounts, and names them in the refusal",
    async (currency, under, least, most, over) => {
      const buyer = await createCustomer();
      const buy = (amountCents: number) =>
        buyGiftCard(buyer, { currency, amountCents, recipientName: "A", recipientEmail: "a@example.com" });
      for (const refused of [under, over])
        await expect(buy(refused)).rejects.toMatchObject({
          code: "VALIDATION",
          values: { min: formatMoney(least, currency, "en"), max: formatMoney(most, currency, "en") },
          fields: { amountCents: "booking.giftCard.amountRange" },
        });
      for (const sold of [least, most]) expect((await buy(sold)).payNowCents).toBe(sold);
      const cards = await getDb().select().from(giftCards).where(eq(giftCards.buyerId, buyer.id));
      expect(cards.map((c) => c.currency)).toEqual([currency, currency]);
    },
  );

  it("refuses a currency no clinic charges in, and an amount that is no number, before anything is written", async () => {
    const buyer = await createCustomer();
    await expect(
      buyGiftCard(buyer, {
        currency: "EUR" as never,
        amountCents: 100_00,
        recipientName: "A",
        recipientEmail: "a@b.co",
      }),
    ).rejects.toThrow();
    await expect(
      buyGiftCard(buyer, { amountCents: "1e400" as never, recipientName: "A", recipientEmail: "a@b.co" }),
    ).rejects.toThrow();
    expect(await getDb().select().from(giftCards).where(eq(giftCards.buyerId, buyer.id))).toEqual([]);
  });
});
