import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { giftCards, payments } from "@/db/schema";
import { hashPassword } from "@/server/accounts/password";
import { addToServerBasket } from "@/server/basket/server-basket";
import { deleteAccount } from "@/server/customers/delete-account";
import { getDayClose } from "@/server/day-close/get-day-close";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { clinicDayOf } from "@/shared/clinic-time";
import {
  at,
  clinicId,
  createCustomer,
  createGiftCard,
  holderKey,
  priceOf,
} from "../../../tests/support/booking-fixtures";
import { createStaff } from "../../../tests/support/staff-fixtures";
import type { OutgoingMail } from "@/server/bookings/order-mail";
import { formatMoney } from "@/i18n/format-money";
import { payOrderByCard } from "./pay-order";
import { placeOrder } from "./place-order";
import { quoteCheckout } from "./quote-checkout";

/**
 * Issue 45: each clinic in its own money, from the price list to the card charge, the refund and the day close.
 * London charges pounds, Cape Town rand, New York dollars (the demo's clinics, decision 268); nothing is converted and
 * no report adds two currencies.
 */
const NOW = new Date("2039-04-01T12:00:00Z");
const PASSWORD = "Amber-quay-5521";
const card = { number: "4242424242424242", expMonth: 12, expYear: 2045, cvc: "123" };
const CLINICS = [
  { slug: "london", zone: "Europe/London", currency: "GBP", day: "2039-04-14" },
  { slug: "cape-town", zone: "Africa/Johannesburg", currency: "ZAR", day: "2039-04-15" },
  { slug: "new-york", zone: "America/New_York", currency: "USD", day: "2039-04-16" },
] as const;
const ids: Record<string, number> = {};

beforeAll(async () => {
  for (const c of CLINICS) ids[c.slug] = await clinicId(c.slug);
});

describe("each clinic in its own money", () => {
  it.each(CLINICS)(
    "$slug: priced, paid (gift card and card), partly refunded and reported in $currency",
    async ({ slug, zone, currency, day }) => {
      const clinic = ids[slug]!;
      const customer = await createCustomer({ passwordHash: await hashPassword(PASSWORD) });
      const choice = {
        clinicId: clinic,
        startsAt: at(day, "10:00", zone),
        lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
        paymentMethod: "card" as const,
      };
      const price = await priceOf("AFI", clinic, NOW);
      const quoted = await quoteCheckout(customer.id, choice, { now: NOW });
      expect(quoted.quote).toMatchObject({ currency, subtotalCents: price });

      // A gift card of the clinic's currency pays part; the card the rest, charged in the same currency.
      const giftCard = await createGiftCard(Math.round(price / 4), currency);
      const placed = await placeOrder(
        customer,
        {
          ...choice,
          giftCard: { number: giftCard.number, code: giftCard.code },
          acceptTerms: true,
          holderKey: holderKey(),
        },
        { now: NOW },
      );
      expect(placed.quote.totalCents).toBe(quoted.quote!.totalCents);
      expect(placed.quote.currency).toBe(currency);
      expect(placed.payNowCents).toBe(placed.quote.totalCents - Math.round(price / 4));
      const mails: OutgoingMail[] = [];
      await payOrderByCard(customer.id, placed.orderId, createSandboxProvider(), card, {
        queueMail: async (_tx, mail) => void mails.push(mail),
      });
      // The confirmation names the total in the clinic's money and no other.
      const confirmation = mails.find((m) => m.template === "booking-confirmation")!;
      expect(confirmation.text).toContain(formatMoney(placed.quote.totalCents, currency, "en"));
      // ("R" alone is no sign to look for in English text; the dollar and pound signs are.)
      for (const sign of ["$", "£"].filter((sign) => !formatMoney(100, currency, "en").includes(sign)))
        expect(confirmation.text).not.toContain(sign);
      const paid = await getDb().select().from(payments).where(eq(payments.orderId, placed.orderId));
      expect(paid.map((p) => [p.kind, p.state, p.currency, p.amountCents]).sort()).toEqual(
        [
          ["card", "succeeded", currency, placed.payNowCents],
          ["gift_card", "succeeded", currency, Math.round(price / 4)],
        ].sort(),
      );

      // The customer leaves with the visit to come: the gift card's part goes back to the card, in its currency.
      await deleteAccount(
        customer.id,
        { password: PASSWORD, confirm: "on", cancelVisits: "on", visitsShown: placed.bookingNumber },
        NOW,
      );
      const [back] = await getDb().select().from(giftCards).where(eq(giftCards.id, giftCard.id));
      expect(back).toMatchObject({ currency, balanceCents: Math.round(price / 4) });

      // The day close of the day the money moved: every figure in the clinic's currency, one total per currency.
      const takenOn = clinicDayOf(paid[0]!.createdAt, zone);
      const admin = await createStaff("admin");
      const report = await getDayClose(admin, { clinic: slug, day: takenOn }, new Date());
      const mine = report.payments.filter((p) => p.orderNumber === placed.orderNumber);
      expect(mine.map((p) => p.currency)).toEqual(mine.map(() => currency));
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(report.totals.map((t) => t.currency))).toEqual(new Set([currency]));
      expect(report.grandTotals.map((g) => g.currency)).toEqual([currency]);
      const refunded = report.refunds.filter((r) => r.orderNumber === placed.orderNumber);
      expect(refunded.map((r) => [r.method, r.currency, r.amountCents])).toEqual([
        ["gift_card", currency, Math.round(price / 4)],
      ]);
    },
  );

  it("refuses a dollar gift card in London with the message that says so, and takes a pound one", async () => {
    const london = ids.london!;
    const customer = await createCustomer();
    const choice = {
      clinicId: london,
      startsAt: at("2039-04-20", "10:00", "Europe/London"),
      lines: [{ code: "AFI", optionCode: null, quantity: 1 }],
      paymentMethod: "card" as const,
    };
    const dollars = await createGiftCard(50_00, "USD");
    const refused = await quoteCheckout(
      customer.id,
      { ...choice, giftCard: { number: dollars.number, code: dollars.code } },
      { now: NOW },
    );
    expect(refused.giftCardError).toBe("GIFT_CARD_CURRENCY");
    await expect(
      placeOrder(
        customer,
        {
          ...choice,
          giftCard: { number: dollars.number, code: dollars.code },
          acceptTerms: true,
          holderKey: holderKey(),
        },
        { now: NOW },
      ),
    ).rejects.toMatchObject({ code: "GIFT_CARD_CURRENCY" });
    const pounds = await createGiftCard(50_00, "GBP");
    const taken = await quoteCheckout(
      customer.id,
      { ...choice, giftCard: { number: pounds.number, code: pounds.code } },
      { now: NOW },
    );
    expect(taken.giftCardError).toBeNull();
    expect(taken.quote).toMatchObject({ currency: "GBP", giftCardCents: 50_00 });
  });

  it("re-prices a basket moved from New York to London in pounds, at London's prices", async () => {
    const customer = await createCustomer();
    const lines = [
      { code: "AFI", optionCode: null, quantity: 1 },
      { code: "NADEP", optionCode: null, quantity: 1 },
    ];
    await addToServerBasket(customer.id, ids["new-york"]!, lines);
    const quoteAt = (slug: "new-york" | "london", zone: string) =>
      quoteCheckout(
        customer.id,
        { clinicId: ids[slug]!, startsAt: at("2039-04-21", "10:00", zone), lines, paymentMethod: "clinic" },
        { now: NOW },
      );
    const inNewYork = await quoteAt("new-york", "America/New_York");
    const inLondon = await quoteAt("london", "Europe/London");
    expect(inNewYork.quote).toMatchObject({
      currency: "USD",
      subtotalCents: (await priceOf("AFI", ids["new-york"]!, NOW)) + (await priceOf("NADEP", ids["new-york"]!, NOW)),
    });
    expect(inLondon.quote).toMatchObject({
      currency: "GBP",
      subtotalCents: (await priceOf("AFI", ids.london!, NOW)) + (await priceOf("NADEP", ids.london!, NOW)),
    });
    expect(inLondon.lines.map((l) => l.unitPriceCents)).toEqual([
      await priceOf("AFI", ids.london!, NOW),
      await priceOf("NADEP", ids.london!, NOW),
    ]);
  });
});
