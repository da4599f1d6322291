import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { giftCards, orders } from "@/db/schema";
import { payOrderByCard } from "@/server/orders/pay-order";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";
import type { OutgoingMail } from "@/server/bookings/order-mail";
import { buyGiftCard } from "./buy-gift-card";
import { verifyGiftCardCode } from "./gift-card-secret";

describe("buying a gift card", () => {
  it("charges the full amount with no offer (even for a member), activates the card once paid, and it can then be spent", async () => {
    const buyer = await createCustomer({ isFree: true });
    const purchase = await buyGiftCard(buyer, {
      amountCents: 250_00,
      recipientName: "Grace Hopper",
      recipientEmail: "Grace@Example.com",
      message: "Happy birthday",
    });
    expect(purchase.payNowCents).toBe(250_00);
    expect(purchase.number).toMatch(/^[A-Z0-9]{16}$/);
    const [pending] = await getDb().select().from(giftCards).where(eq(giftCards.number, purchase.number));
    expect(pending).toMatchObject({ status: "pending", balanceCents: 250_00, recipientEmail: "grace@example.com" });

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
    expect(mails[0]!.subject).toContain("$250");
    const code = /Code: ([A-Z0-9]{6})/.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.text).toContain(purchase.number.slice(0, 4));
    const [order] = await getDb().select().from(orders).where(eq(orders.id, purchase.orderId));
    expect(order).toMatchObject({ status: "paid", offerKind: null, discountCents: 0, paidCents: 250_00 });
    const [active] = await getDb().select().from(giftCards).where(eq(giftCards.number, purchase.number));
    expect(active!.status).toBe("active");
    expect(active!.codeHash).not.toContain(code);
    expect(await verifyGiftCardCode(code, active!.codeHash)).toBe(true);
    const friend = await createCustomer();

    const placed = await placeOrder(
      friend,
      {
        clinicId: await clinicId("london"),
        startsAt: at("2033-02-01", "10:00", "Europe/London"),
        lines: [{ code: "VBI", optionCode: "VBI-NONE", quantity: 1 }],
        giftCard: { number: purchase.number, code: code.toLowerCase() },
        paymentMethod: "card",
        acceptTerms: true,
        holderKey: holderKey(),
      },
      { now: new Date("2033-01-01T00:00:00Z") },
    );
    // 40.00 - 10% new customer = 36.00, all from the gift card
    expect(placed.quote.giftCardCents).toBe(36_00);
    expect(placed.status).toBe("paid");
    const [spent] = await getDb().select().from(giftCards).where(eq(giftCards.number, purchase.number));
    expect(spent!.balanceCents).toBe(214_00);
  });

  it("refuses amounts outside 50-5000 USD", async () => {
    const buyer = await createCustomer();
    await expect(
      buyGiftCard(buyer, { amountCents: 10_00, recipientName: "A", recipientEmail: "a@example.com" }),
    ).rejects.toThrow();
  });
});
