import "server-only";
import { z } from "zod";
import { couponCodeField } from "./checkout-fields";
import { formBoolean, formNested } from "@/server/input/payload-fields";
import { getDb } from "@/db/client";
import { basketSchema } from "@/server/basket/basket-schema";
import type { ResolvedLine } from "@/server/basket/resolve-basket-lines";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSaneInstant } from "@/shared/input/date-range";
import { giftCardRedeemSchema } from "@/server/giftcards/gift-card-schema";
import { checkGiftCardCode } from "@/server/giftcards/check-gift-card-code";
import { offersHeld, type Quote } from "@/server/pricing/price-order";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { fixedAmounts } from "@/config/money";
import { priceCheckout } from "./price-checkout";

export const quoteCheckoutSchema = z.object({
  lines: formNested(basketSchema),
  clinicId: clinicIdField.optional(),
  startsAt: z.coerce.date().refine(isSaneInstant).optional(),
  couponCode: couponCodeField,
  giftCard: formNested(giftCardRedeemSchema).optional(),
  creditCents: z.coerce.number().int().min(0).max(100_000_000).default(0),
  paymentMethod: z.enum(["card", "clinic"]).default("card"),
  inResidence: formBoolean.default(false),
});
export type QuoteCheckoutInput = z.input<typeof quoteCheckoutSchema>;

export interface CheckoutQuote {
  /** ISO 4217: the clinic's currency, that of every amount below (each object repeats it for the API, decision 272). */
  currency: string;
  lines: (ResolvedLine & { currency: string; lineTotalCents: number; discountCents: number; surchargeCents: number })[];
  quote: Quote & { offer: (NonNullable<Quote["offer"]> & { currency: string }) | null };
  /** Why a coupon or gift card entered could not be used (error code), shown next to its field. */
  couponError: string | null;
  giftCardError: string | null;
  creditError: string | null;
  /** Why the chosen start could not be booked (LEAD_TIME, OUTSIDE_HOURS): the order would refuse it. */
  startError: string | null;
  /** The customer's credit in the quote's currency (the clinic's), the only credit the order may spend. */
  creditAvailableCents: number;
  inResidenceOffered: boolean;
  conciergeChargeCents: number;
}

/**
 * What the basket and checkout show: the order's own computation (priceCheckout) without writing, for a
 * signed-in customer (their facts from the database) or a visitor (priced as a new customer), on the
 * same clock. What the order would refuse is reported next to its field instead.
 */
export interface QuoteContext {
  now?: Date;
  /** The caller's address (the one client-address function): a key of the gift-card code limit. */
  client?: string;
  /** The visitor's language, for the line titles. */
  locale?: string;
}

export async function quoteCheckout(
  customerId: string | null,
  raw: QuoteCheckoutInput,
  context: QuoteContext = {},
): Promise<CheckoutQuote> {
  return quoteParsedCheckout(customerId, quoteCheckoutSchema.parse(raw), context);
}

/** quoteCheckout for a caller whose contract parsed the input with quoteCheckoutSchema already (no second parse). */
export async function quoteParsedCheckout(
  customerId: string | null,
  input: z.output<typeof quoteCheckoutSchema>,
  { now = new Date(), client, locale = "en" }: QuoteContext = {},
): Promise<CheckoutQuote> {
  // The code is counted and compared first (decision 070); the pricing path only reads the checked card.
  const giftCard = input.giftCard ? await checkGiftCardCode(input.giftCard, { client, now }) : undefined;
  const [{ lines, quote, clinic, problems, creditAvailableCents }, texts] = await Promise.all([
    priceCheckout(getDb(), { ...input, customerId, giftCard }, { now, lock: false }),
    loadLocalizedCatalogue(locale),
  ]);
  return {
    currency: quote.currency,
    // Line titles in the visitor's language (the order itself stores them in English).
    lines: lines.map((l, i) => ({
      ...l,
      currency: quote.currency,
      title: texts.relabel(l),
      lineTotalCents: quote.lines[i]!.lineTotalCents,
      discountCents: quote.lines[i]!.discountCents,
      surchargeCents: quote.lines[i]!.surchargeCents,
    })),
    // What checkout and the API name: the offers this customer has, not every kind there is.
    quote: {
      ...quote,
      offer: quote.offer && { ...quote.offer, currency: quote.currency },
      offers: offersHeld(quote.offers),
    },
    couponError: problems.coupon?.code ?? null,
    giftCardError: problems.giftCard?.code ?? null,
    creditError: problems.credit?.code ?? null,
    startError: problems.start?.code ?? null,
    creditAvailableCents,
    inResidenceOffered: clinic?.inResidence ?? false,
    conciergeChargeCents: fixedAmounts(quote.currency).conciergeCents,
  };
}
