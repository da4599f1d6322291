import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { firstProblem, priceCheckout } from "@/server/orders/price-checkout";
import { quoteCheckout } from "@/server/orders/quote-checkout";
import { createGiftCard, createOwnClinic, priceOf } from "../../../tests/support/booking-fixtures";
import { checkGiftCardCode } from "./check-gift-card-code";

const NOW = new Date("2031-03-03T12:00:00Z");
const AFI = [{ code: "AFI", optionCode: null, quantity: 1 }];

/** The checkout's quote for one AFI at `clinicId`, paid in the clinic with this gift card. */
const quoteWithCard = (clinicId: number, card: { number: string; code: string }, client: string) =>
  quoteCheckout(
    null,
    {
      clinicId,
      lines: AFI,
      giftCard: { number: card.number, code: card.code },
      creditCents: 0,
      paymentMethod: "clinic",
      inResidence: false,
    },
    { now: NOW, client },
  );

/** A gift card is spent only at clinics of its currency (decision 268, step 4). */
describe("a gift card in its currency", () => {
  it("is refused at a clinic that charges in another currency, by the quote and by the order", async () => {
    const london = await createOwnClinic("card-gbp", { currency: "GBP" });
    const card = await createGiftCard(100_00, "USD");
    const quoted = await quoteWithCard(london.id, card, "test-card-currency");
    expect(quoted.giftCardError).toBe("GIFT_CARD_CURRENCY");
    expect([quoted.quote.currency, quoted.quote.giftCardCents]).toEqual(["GBP", 0]);
    // The order's path: the same computation, locking, refuses with the same code.
    const checked = await checkGiftCardCode(
      { number: card.number, code: card.code },
      { client: "test-card-currency", now: NOW },
    );
    const priced = await getDb().transaction((tx) =>
      priceCheckout(
        tx,
        {
          customerId: null,
          lines: AFI,
          clinicId: london.id,
          giftCard: checked,
          creditCents: 0,
          paymentMethod: "clinic",
          inResidence: false,
        },
        { now: NOW, lock: true },
      ),
    );
    expect(firstProblem(priced.problems)?.code).toBe("GIFT_CARD_CURRENCY");
  });

  it("pays at a clinic of its own currency, in pounds as in dollars", async () => {
    for (const currency of ["GBP", "USD"]) {
      const clinic = await createOwnClinic(`card-${currency.toLowerCase()}`, { currency });
      const card = await createGiftCard(50_00, currency);
      const quoted = await quoteWithCard(clinic.id, card, `test-card-${currency}`);
      expect(quoted.giftCardError).toBeNull();
      expect(quoted.quote.currency).toBe(currency);
      expect(quoted.quote.subtotalCents).toBe(await priceOf("AFI", clinic.id, NOW));
      expect(quoted.quote.giftCardCents).toBe(50_00);
    }
  });
});
