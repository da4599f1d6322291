import { describe, expect, it } from "vitest";
import { AppError } from "@/server/errors/app-error";
import {
  judgeOffers,
  offersHeld,
  percentOf,
  priceOrder,
  surchargeBandOf,
  type CouponFact,
  type PricingInput,
} from "./price-order";
import { pricingLine } from "../../../tests/support/pricing-fixtures";

const NOW = new Date("2026-06-01T12:00:00Z");

const programme = pricingLine({
  code: "NADEP",
  title: "Executive High Flyer Plus",
  unitPriceCents: 2500_00,
  basePriceCents: 2500_00,
  sessions: 5,
  durationMinutes: 120,
});
const injectionWithB12 = pricingLine({
  code: "GPI",
  optionCode: "GPI-B12",
  unitPriceCents: 180_00,
  basePriceCents: 150_00,
  durationMinutes: 20,
});

const input = (over: Partial<PricingInput> = {}): PricingInput => ({
  purpose: "booking",
  currency: "USD",
  lines: [pricingLine()],
  customer: { isFree: false, isFirstOrder: false },
  coupons: [],
  start: { minuteOfDay: 10 * 60, outOfHoursOffered: true },
  conciergeCents: 0,
  giftCardBalanceCents: 0,
  credit: { requestedCents: 0, availableCents: 0 },
  paymentMethod: "card",
  now: NOW,
  ...over,
});

const coupon = (
  kind: CouponFact["kind"],
  status: CouponFact["status"] = "unused",
  expiresAt: Date | null = null,
): CouponFact => ({
  code: `${kind.toUpperCase()}-1`,
  kind,
  status,
  expiresAt,
});

describe("offers: one per order, the best eligible one, and why the others were not", () => {
  it.each([
    // name, customer, coupons, applied offer, discount on 399.00, reasons of the others
    [
      "no offer for a returning customer without coupons",
      { isFree: false, isFirstOrder: false },
      [],
      null,
      0,
      { member: "not_member", new_customer: "not_first_order", newsletter: "no_coupon", referral: "no_coupon" },
    ],
    [
      "new customer: 10% on the first order",
      { isFree: false, isFirstOrder: true },
      [],
      "new_customer",
      39_90,
      { member: "not_member", newsletter: "no_coupon", referral: "no_coupon" },
    ],
    [
      "newsletter coupon: 10%",
      { isFree: false, isFirstOrder: false },
      [coupon("newsletter")],
      "newsletter",
      39_90,
      { new_customer: "not_first_order" },
    ],
    ["referral coupon: 25%", { isFree: false, isFirstOrder: false }, [coupon("referral")], "referral", 99_75, {}],
    [
      "member price: factor 0.9",
      { isFree: true, isFirstOrder: false },
      [],
      "member",
      39_90,
      { new_customer: "not_first_order" },
    ],
    [
      "referral beats new customer, no stacking",
      { isFree: false, isFirstOrder: true },
      [coupon("referral")],
      "referral",
      99_75,
      { new_customer: "better_offer_applied" },
    ],
    [
      "referral beats member and newsletter",
      { isFree: true, isFirstOrder: true },
      [coupon("referral"), coupon("newsletter")],
      "referral",
      99_75,
      { member: "better_offer_applied", new_customer: "better_offer_applied", newsletter: "better_offer_applied" },
    ],
    [
      "tie at 10%: new customer wins and the newsletter coupon is kept",
      { isFree: false, isFirstOrder: true },
      [coupon("newsletter")],
      "new_customer",
      39_90,
      { newsletter: "better_offer_applied" },
    ],
    [
      "tie at 10%: member price wins over new customer",
      { isFree: true, isFirstOrder: true },
      [],
      "member",
      39_90,
      { new_customer: "better_offer_applied" },
    ],
    [
      "a used coupon is not an offer",
      { isFree: false, isFirstOrder: false },
      [coupon("referral", "used")],
      null,
      0,
      { referral: "coupon_used" },
    ],
    [
      "an expired coupon is not an offer",
      { isFree: false, isFirstOrder: false },
      [coupon("newsletter", "expired")],
      null,
      0,
      { newsletter: "coupon_expired" },
    ],
    [
      "an unused coupon past its date is expired",
      { isFree: false, isFirstOrder: false },
      [coupon("referral", "unused", new Date("2026-05-31T00:00:00Z"))],
      null,
      0,
      { referral: "coupon_expired" },
    ],
    [
      "an unused coupon still in date applies",
      { isFree: false, isFirstOrder: false },
      [coupon("referral", "unused", new Date("2026-06-30T00:00:00Z"))],
      "referral",
      99_75,
      {},
    ],
  ] as const)("%s", (_name, customer, coupons, appliedKind, discount, otherReasons) => {
    const quote = priceOrder(input({ customer, coupons: [...coupons] }));
    expect(quote.offer?.kind ?? null).toBe(appliedKind);
    expect(quote.discountCents).toBe(discount);
    expect(quote.offers.filter((o) => o.reason === "applied")).toHaveLength(appliedKind ? 1 : 0);
    for (const [kind, reason] of Object.entries(otherReasons)) {
      expect(quote.offers.find((o) => o.kind === kind)?.reason, kind).toBe(reason);
    }
    expect(quote.totalCents).toBe(399_00 - discount);
  });

  it("names the coupon it used", () => {
    const quote = priceOrder(input({ coupons: [coupon("referral")] }));
    expect(quote.offer).toMatchObject({
      kind: "referral",
      percent: 25,
      couponCode: "REFERRAL-1",
      discountCents: 99_75,
    });
  });

  it("applies no offer at all to a gift-card purchase", () => {
    const verdicts = judgeOffers({
      purpose: "gift_card",
      customer: { isFree: true, isFirstOrder: true },
      coupons: [coupon("referral")],
      now: NOW,
    });
    expect(verdicts.every((v) => v.reason === "gift_card_purchase")).toBe(true);
    const quote = priceOrder(
      input({
        purpose: "gift_card",
        lines: [pricingLine({ code: "GIFT", unitPriceCents: 250_00, basePriceCents: 250_00 })],
        customer: { isFree: true, isFirstOrder: true },
        coupons: [coupon("referral")],
        start: null,
        giftCardBalanceCents: 100_00,
      }),
    );
    expect(quote.offer).toBeNull();
    expect(quote.totalCents).toBe(250_00);
    // a gift card cannot pay for a gift card: all of it is charged by card
    expect(quote.giftCardCents).toBe(0);
    expect(quote.payNowCents).toBe(250_00);
  });
});

describe("the offers checkout names: only those the customer has (issue 40, row 14)", () => {
  const named = (customer: { isFree: boolean; isFirstOrder: boolean }, coupons: CouponFact[]) =>
    offersHeld(judgeOffers({ purpose: "booking", customer, coupons, now: NOW })).map((o) => `${o.kind}: ${o.reason}`);

  it("names only the first-order offer to a new customer without coupons", () => {
    expect(named({ isFree: false, isFirstOrder: true }, [])).toEqual(["new_customer: applied"]);
  });

  it("names nothing to a returning customer who holds no offer", () => {
    expect(named({ isFree: false, isFirstOrder: false }, [])).toEqual([]);
  });

  it("names a coupon the customer holds, used or beaten by a better offer, and the member price to a member", () => {
    expect(named({ isFree: true, isFirstOrder: false }, [coupon("referral"), coupon("newsletter", "used")])).toEqual([
      "member: better_offer_applied",
      "newsletter: coupon_used",
      "referral: applied",
    ]);
  });
});

describe("surcharges by start time in clinic wall time", () => {
  it.each([
    ["06:59", 6 * 60 + 59, "night"],
    ["07:00", 7 * 60, "out_of_hours"],
    ["08:30", 8 * 60 + 30, "out_of_hours"],
    ["09:00", 9 * 60, "standard"],
    ["20:00", 20 * 60, "standard"],
    ["20:30", 20 * 60 + 30, "out_of_hours"],
    ["22:59", 22 * 60 + 59, "out_of_hours"],
    ["23:00", 23 * 60, "night"],
    ["00:00", 0, "night"],
  ] as const)("%s is %s", (_label, minute, band) => {
    expect(surchargeBandOf(minute)).toBe(band);
  });

  it.each([
    // start minute, lines, expected surcharge
    ["standard hours: none", 10 * 60, [pricingLine()], 0],
    [
      "07:30: +100 USD per treatment",
      7 * 60 + 30,
      [pricingLine(), pricingLine({ code: "GPI", unitPriceCents: 150_00, basePriceCents: 150_00, quantity: 2 })],
      300_00,
    ],
    ["21:00: +100 USD per treatment", 21 * 60, [injectionWithB12], 100_00],
    ["23:30: the treatment's price again", 23 * 60 + 30, [pricingLine(), injectionWithB12], 399_00 + 180_00],
    ["02:00: a programme pays one session again", 2 * 60, [programme], 500_00],
  ] as const)("%s", (_name, minute, lines, surcharge) => {
    const quote = priceOrder(input({ lines: [...lines], start: { minuteOfDay: minute, outOfHoursOffered: true } }));
    expect(quote.surchargeCents).toBe(surcharge);
    expect(quote.totalCents).toBe(quote.subtotalCents + surcharge);
  });

  it("does not discount the surcharge", () => {
    const quote = priceOrder(
      input({
        customer: { isFree: false, isFirstOrder: true },
        start: { minuteOfDay: 21 * 60, outOfHoursOffered: true },
      }),
    );
    expect(quote.discountCents).toBe(39_90);
    expect(quote.totalCents).toBe(399_00 - 39_90 + 100_00);
  });

  it("refuses out-of-hours where the clinic does not offer it", () => {
    expect(() => priceOrder(input({ start: { minuteOfDay: 8 * 60, outOfHoursOffered: false } }))).toThrow(
      new AppError("OUTSIDE_HOURS"),
    );
    expect(priceOrder(input({ start: { minuteOfDay: 9 * 60, outOfHoursOffered: false } })).surchargeCents).toBe(0);
  });
});

describe("basket sums", () => {
  it("shows subtotal, add-ons, concierge charge and duration", () => {
    const quote = priceOrder(
      input({
        lines: [programme, pricingLine({ ...programme, code: "NADADI" }), injectionWithB12],
        conciergeCents: 250_00,
      }),
    );
    expect(quote.subtotalCents).toBe(2500_00 * 2 + 180_00);
    expect(quote.addOnsCents).toBe(30_00);
    expect(quote.conciergeCents).toBe(250_00);
    expect(quote.totalCents).toBe(5180_00 + 250_00);
    expect(quote.durationMinutes).toBe(120 + 120 + 20);
  });

  it("multiplies by quantity and flags lines no longer sold", () => {
    const quote = priceOrder(
      input({ lines: [pricingLine({ quantity: 3 }), pricingLine({ code: "OLD", active: false })] }),
    );
    expect(quote.lines[0]!.lineTotalCents).toBe(1197_00);
    expect(quote.unavailableCodes).toEqual(["OLD"]);
  });

  it("rounds each line's discount half-up to the cent", () => {
    expect(percentOf(5, 10)).toBe(1); // 0.5 cent rounds up
    expect(percentOf(4, 10)).toBe(0);
    expect(percentOf(13_33, 25)).toBe(3_33); // 333.25 -> 333
    expect(percentOf(13_34, 25)).toBe(3_34); // 333.5 -> 334
    const quote = priceOrder(
      input({
        customer: { isFree: true, isFirstOrder: false },
        lines: [
          pricingLine({ unitPriceCents: 407_55, basePriceCents: 407_55 }),
          pricingLine({ unitPriceCents: 82_85, basePriceCents: 82_85 }),
        ],
      }),
    );
    // 40.755 -> 40.76 and 8.285 -> 8.29 (per line), not 49.04 on the sum
    expect(quote.discountCents).toBe(40_76 + 8_29);
    expect(Number.isInteger(quote.totalCents)).toBe(true);
  });
});

describe("means of payment: gift card, clinic credit, card or clinic", () => {
  it.each([
    // name, gift balance, credit requested, method, [gift, credit, pay now, left to pay]
    ["gift card pays part, card the rest", 100_00, 0, "card", [100_00, 0, 299_00, 0]],
    ["gift card pays all, nothing charged", 1000_00, 0, "card", [399_00, 0, 0, 0]],
    ["gift card then credit then card", 100_00, 50_00, "card", [100_00, 50_00, 249_00, 0]],
    ["credit asked beyond the total is capped to it", 0, 500_00, "card", [0, 399_00, 0, 0]],
    ["pay in clinic: gift card now, the rest on the day", 100_00, 0, "clinic", [100_00, 0, 0, 299_00]],
  ] as const)("%s", (_name, gift, credit, method, [giftCents, creditCents, payNow, left]) => {
    const quote = priceOrder(
      input({
        giftCardBalanceCents: gift,
        credit: { requestedCents: credit, availableCents: 1000_00 },
        paymentMethod: method,
      }),
    );
    expect([quote.giftCardCents, quote.creditCents, quote.payNowCents, quote.leftToPayCents]).toEqual([
      giftCents,
      creditCents,
      payNow,
      left,
    ]);
    expect(quote.giftCardCents + quote.creditCents + quote.payNowCents + quote.leftToPayCents).toBe(quote.totalCents);
  });

  it("combines gift card and credit with the offer, paying the discounted total", () => {
    const quote = priceOrder(
      input({
        coupons: [coupon("referral")],
        giftCardBalanceCents: 100_00,
        credit: { requestedCents: 99_25, availableCents: 200_00 },
      }),
    );
    expect(quote.totalCents).toBe(299_25);
    expect(quote.payNowCents).toBe(100_00);
  });

  it("says 'Please check the customer's credit.' when the credit does not cover what was asked", () => {
    expect(() => priceOrder(input({ credit: { requestedCents: 50_00, availableCents: 49_99 } }))).toThrow(
      new AppError("CREDIT_CHECK"),
    );
  });
});
