import { z } from "zod";
import type { SurchargeBand } from "@/config/booking-hours";
import type { OfferKind, OfferReason } from "@/server/pricing/price-order";
import { currencyField } from "@/server/api/shapes";

/**
 * What the quote answers (POST /api/v2/place_order/quote), as a contract: the route documents and the contract tests
 * check it, and the browser's client types the basket and checkout from it (src/components/api/api-client.ts).
 */
const cents = z.number().int();

const offerVerdict = z.object({
  kind: z.enum(["member", "new_customer", "newsletter", "referral"]) satisfies z.ZodType<OfferKind>,
  percent: z.number(),
  reason: z.enum([
    "applied",
    "better_offer_applied",
    "not_first_order",
    "not_member",
    "no_coupon",
    "coupon_used",
    "coupon_expired",
    "gift_card_purchase",
  ]) satisfies z.ZodType<OfferReason>,
  couponCode: z.string().nullable(),
});

export const quoteLineOutput = z.object({
  currency: currencyField,
  code: z.string(),
  optionCode: z.string().nullable(),
  title: z.string(),
  unitPriceCents: cents.meta({ description: "One unit with its add-on choice." }),
  quantity: z.number().int(),
  sessions: z.number().int().meta({ description: "Sessions in one unit (a programme's N)." }),
  durationMinutes: z.number().int(),
  lineTotalCents: cents,
  discountCents: cents,
  surchargeCents: cents,
  problem: z
    .enum(["unavailable", "add_on_required"])
    .nullable()
    .meta({ description: "Why the line cannot be bought, when it cannot." }),
});

export const quoteSumsOutput = z.object({
  currency: currencyField,
  subtotalCents: cents,
  addOnsCents: cents,
  offer: offerVerdict
    .extend({ currency: currencyField, discountCents: cents })
    .nullable()
    .meta({ description: "The offer applied, if any." }),
  offers: z.array(offerVerdict).meta({ description: "Every offer and why it applies or not." }),
  discountCents: cents,
  surchargeBand: z.enum(["standard", "out_of_hours", "night"]) satisfies z.ZodType<SurchargeBand>,
  surchargeCents: cents,
  conciergeCents: cents,
  totalCents: cents,
  giftCardCents: cents,
  creditCents: cents,
  payNowCents: cents.meta({ description: "Charged now by card (0 when paying in the clinic)." }),
  leftToPayCents: cents.meta({ description: "Left to pay in the clinic." }),
  durationMinutes: z.number().int(),
});

export const checkoutQuoteOutput = z.object({
  currency: currencyField.meta({
    description:
      "ISO 4217 currency code of the clinic's prices (the quote's, its lines' and the credit offered); without a clinic the group's (USD).",
  }),
  lines: z.array(quoteLineOutput).meta({ description: "Every line priced, in the reader's language." }),
  quote: quoteSumsOutput.nullable(),
  couponError: z.string().nullable(),
  giftCardError: z.string().nullable(),
  creditError: z.string().nullable(),
  startError: z.string().nullable(),
  creditAvailableCents: cents,
  inResidenceOffered: z.boolean(),
  conciergeChargeCents: cents,
});
