import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors/app-error";
import { getCustomerWallet } from "@/server/wallet/get-customer-wallet";
import { createCustomer, createGiftCard } from "../../../tests/support/booking-fixtures";
import { addGiftCardToAccount } from "./add-gift-card-to-account";

const NOW = new Date("2036-03-01T10:00:00Z");

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "OK";
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe("adding a gift card to the account (My Gift Card)", () => {
  it("adds a card by number and code, after which its balance shows; another account cannot take it", async () => {
    const customer = await createCustomer();
    const card = await createGiftCard(120_00);
    expect((await getCustomerWallet(customer.id, NOW)).giftCards).toEqual([]);
    await addGiftCardToAccount(
      customer,
      { number: card.number.toLowerCase().replace(/(.{4})/g, "$1 "), code: card.code },
      { now: NOW },
    );
    expect((await getCustomerWallet(customer.id, NOW)).giftCards).toEqual([
      expect.objectContaining({ relation: "received", balanceCents: 120_00 }),
    ]);
    // adding it again is harmless; someone else with the number and code is refused like a wrong code
    expect(await codeOf(addGiftCardToAccount(customer, card, { now: NOW }))).toBe("OK");
    const other = await createCustomer();
    expect(await codeOf(addGiftCardToAccount(other, card, { now: NOW }))).toBe("GIFT_CARD_INVALID");
    expect((await getCustomerWallet(other.id, NOW)).giftCards).toEqual([]);
  });

  it("allows 5 tries per card an hour, counted atomically even when they arrive together", async () => {
    const customer = await createCustomer();
    const card = await createGiftCard(50_00);
    const wrong = card.code === "AAAAAA" ? "BBBBBB" : "AAAAAA";
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        codeOf(addGiftCardToAccount(customer, { number: card.number, code: wrong }, { now: NOW })),
      ),
    );
    expect(results.filter((r) => r === "GIFT_CARD_INVALID")).toHaveLength(5);
    expect(results.filter((r) => r === "GIFT_CARD_LIMITED")).toHaveLength(3);
    // the right code is refused too until the hour has passed, then accepted
    expect(await codeOf(addGiftCardToAccount(customer, card, { now: new Date(NOW.getTime() + 30 * 60_000) }))).toBe(
      "GIFT_CARD_LIMITED",
    );
    expect(await codeOf(addGiftCardToAccount(customer, card, { now: new Date(NOW.getTime() + 61 * 60_000) }))).toBe(
      "OK",
    );
  });

  it("refuses a malformed number or code with the original site's messages and counts nothing", async () => {
    const customer = await createCustomer();
    await expect(addGiftCardToAccount(customer, { number: "SHORT", code: "12" }, { now: NOW })).rejects.toMatchObject({
      issues: expect.arrayContaining([
        expect.objectContaining({ message: "booking.checkout.giftCardNumberFormat" }),
        expect.objectContaining({ message: "booking.checkout.giftCardCodeFormat" }),
      ]),
    });
  });
});
