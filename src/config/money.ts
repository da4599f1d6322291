/**
 * The fixed amounts of the site, one table per currency (decision 268): what is not a catalogue price but still
 * money. Pure, so the pricing code and the browser's islands (the time picker's surcharge key, the gift-card form)
 * read the same figures. Each currency's amounts are round local figures by the rule of decision 268 (about 0.8 of
 * the dollar figure rounded to 5 in pounds, about 18 times rounded to 50 in rand), not conversions.
 *
 * The referral reward is not here: it is a coupon of 25% (offerPercent in src/server/pricing/price-order.ts), the
 * same in every currency.
 */

/** The currencies a clinic may charge in: the ones with a table below. ISO 4217, upper case. */
export const currencies = ["USD", "GBP", "ZAR"] as const;
export type Currency = (typeof currencies)[number];

/** The group's currency: the price list shown where no clinic (and, until step 5 of decision 268, no area) says. */
export const DEFAULT_CURRENCY: Currency = "USD";

export interface FixedAmounts {
  /** Added per treatment booked out of hours (07:00 to the first standard start, after the last to 22:59). */
  outOfHoursSurchargeCents: number;
  /** An in-residence visit's concierge line (New York). */
  conciergeCents: number;
  /** The gift-card amounts offered: the least and the most a card may be bought for, and the form's suggestion. */
  giftCard: { minCents: number; maxCents: number; suggestedCents: number };
}

const amounts: Readonly<Record<Currency, FixedAmounts>> = {
  USD: {
    outOfHoursSurchargeCents: 100_00,
    conciergeCents: 250_00,
    giftCard: { minCents: 50_00, maxCents: 5000_00, suggestedCents: 250_00 },
  },
  GBP: {
    outOfHoursSurchargeCents: 80_00,
    conciergeCents: 200_00,
    giftCard: { minCents: 40_00, maxCents: 4000_00, suggestedCents: 200_00 },
  },
  ZAR: {
    outOfHoursSurchargeCents: 1800_00,
    conciergeCents: 4500_00,
    giftCard: { minCents: 900_00, maxCents: 90000_00, suggestedCents: 4500_00 },
  },
};

export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

/** The fixed amounts in `currency`; a currency without a table is a configuration error, never a silent dollar. */
export function fixedAmounts(currency: string): FixedAmounts {
  if (!isCurrency(currency)) throw new Error(`No fixed amounts for the currency ${JSON.stringify(currency)}`);
  return amounts[currency];
}
