import { describe, expect, it } from "vitest";
import { cardFormSchema, isExpired, parseExpiry, passesLuhn } from "./card-schema";

const NOW = new Date("2026-06-15T00:00:00Z");

describe("sandbox card form", () => {
  it.each([
    ["all empty", "", "", "", "booking.checkout.card.incomplete"],
    ["CVC missing", "4242 4242 4242 4242", "12/30", "", "booking.checkout.card.incomplete"],
    ["wrong check digit", "4242 4242 4242 4241", "12/30", "123", "booking.checkout.card.invalidNumber"],
    ["letters in the number", "4242 ABCD 4242 4242", "12/30", "123", "booking.checkout.card.invalidNumber"],
    ["month 13", "4242424242424242", "13/30", "123", "booking.checkout.card.invalidExpiry"],
    ["expired last month", "4242424242424242", "05/26", "123", "booking.checkout.card.expired"],
    ["two-digit CVC", "4242424242424242", "06/26", "12", "booking.checkout.card.invalidCvc"],
  ])("refuses %s", (_name, cardNumber, cardExpiry, cardCvc, message) => {
    const result = cardFormSchema(NOW).safeParse({ cardNumber, cardExpiry, cardCvc });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(message);
  });

  it("accepts the success and decline test cards, valid through their expiry month", () => {
    expect(
      cardFormSchema(NOW).parse({ cardNumber: "4242 4242 4242 4242", cardExpiry: "06/26", cardCvc: "123" }),
    ).toEqual({ number: "4242424242424242", expMonth: 6, expYear: 2026, cvc: "123" });
    expect(
      cardFormSchema(NOW).parse({ cardNumber: "4000-0000-0000-0002", cardExpiry: "1/2031", cardCvc: "1234" }).number,
    ).toBe("4000000000000002");
  });

  it("checks Luhn and expiry on their own", () => {
    expect(passesLuhn("79927398713")).toBe(true);
    expect(passesLuhn("79927398710")).toBe(false);
    expect(parseExpiry("00/30")).toBeNull();
    expect(isExpired({ month: 6, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, NOW)).toBe(true);
  });
});
