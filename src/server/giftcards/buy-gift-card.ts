import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import { giftCards, orderLines, orders } from "@/db/schema";
import { currencies, DEFAULT_CURRENCY, fixedAmounts } from "@/config/money";
import { formatMoney } from "@/i18n/format-money";
import { locales } from "@/i18n/locales";
import { AppError } from "@/server/errors/app-error";
import { newReference } from "@/server/pricing/references";
import { priceOrder } from "@/server/pricing/price-order";
import { isMultilineText, isSingleLineText } from "@/shared/input/plain-text";
import { hashGiftCardCode, newGiftCardSecrets } from "./gift-card-secret";

/**
 * A gift card is bought in the currency of the site it is bought on (the area's home clinic's, decision 268) and is
 * spent only at clinics charging that currency. The amounts offered are that currency's (src/config/money.ts),
 * checked by the purchase, whose refusal names them.
 */
const anyCurrency = currencies.map((currency) => fixedAmounts(currency).giftCard);

export const buyGiftCardSchema = z.object({
  currency: z.enum(currencies, { message: "booking.giftCard.currencyInvalid" }).default(DEFAULT_CURRENCY),
  amountCents: z.coerce
    .number({ message: "booking.giftCard.amountInvalid" })
    .int({ message: "booking.giftCard.amountInvalid" })
    // Bounded here only against absurd numbers: the card's currency's range is checked with its figures named.
    .min(0, { message: "booking.giftCard.amountInvalid" })
    .max(10 * Math.max(...anyCurrency.map((a) => a.maxCents)), { message: "booking.giftCard.amountInvalid" }),
  recipientName: z
    .string({ message: "booking.giftCard.recipientNameRequired" })
    .refine(isSingleLineText, { message: "booking.giftCard.recipientNameRequired" })
    .trim()
    .min(1, { message: "booking.giftCard.recipientNameRequired" })
    .max(120, { message: "booking.giftCard.recipientNameRequired" }),
  recipientEmail: z
    .string({ message: "booking.giftCard.recipientEmailInvalid" })
    .max(254, { message: "booking.giftCard.recipientEmailInvalid" })
    .refine(isSingleLineText, { message: "booking.giftCard.recipientEmailInvalid" })
    .trim()
    .toLowerCase()
    .email({ message: "booking.giftCard.recipientEmailInvalid" }),
  message: z.string().max(5000).refine(isMultilineText).trim().max(500).optional(),
  locale: z.enum(locales).default("en"),
});
export type BuyGiftCardInput = z.input<typeof buyGiftCardSchema>;

export interface GiftCardPurchase {
  orderId: string;
  orderNumber: string;
  payNowCents: number;
  /** The card's number; its code is made and e-mailed to the recipient once the payment succeeds. */
  number: string;
}

/**
 * A gift-card purchase: an order of its own kind, paid by card, to which no offer applies. The card
 * is created pending and becomes active when the payment succeeds (settle-card-payment.ts).
 */
export async function buyGiftCard(customer: { id: string }, raw: BuyGiftCardInput): Promise<GiftCardPurchase> {
  return buyParsedGiftCard(customer, buyGiftCardSchema.parse(raw));
}

/** buyGiftCard for a caller whose contract parsed the input with buyGiftCardSchema already (no second parse). */
export async function buyParsedGiftCard(
  customer: { id: string },
  input: z.output<typeof buyGiftCardSchema>,
): Promise<GiftCardPurchase> {
  const { minCents, maxCents } = fixedAmounts(input.currency).giftCard;
  if (input.amountCents < minCents || input.amountCents > maxCents) {
    const money = (cents: number) => formatMoney(cents, input.currency, input.locale);
    throw new AppError(
      "VALIDATION",
      { min: money(minCents), max: money(maxCents) },
      { amountCents: "booking.giftCard.amountRange" },
    );
  }
  const quote = priceOrder({
    purpose: "gift_card",
    currency: input.currency,
    lines: [
      {
        code: "GIFTCARD",
        optionCode: null,
        title: "Gift card",
        unitPriceCents: input.amountCents,
        basePriceCents: input.amountCents,
        quantity: 1,
        sessions: 1,
        durationMinutes: 0,
        active: true,
      },
    ],
    customer: { isFree: false, isFirstOrder: false },
    coupons: [],
    start: null,
    conciergeCents: 0,
    giftCardBalanceCents: 0,
    credit: { requestedCents: 0, availableCents: 0 },
    paymentMethod: "card",
    now: new Date(),
  });
  const secrets = newGiftCardSecrets();
  const placeholderHash = await hashGiftCardCode(secrets.code);
  return getDb().transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        number: newReference("AU"),
        kind: "gift_card",
        userId: customer.id,
        status: "awaiting_payment",
        paymentMethod: "card",
        currency: quote.currency,
        subtotalCents: quote.subtotalCents,
        discountCents: 0,
        surchargeCents: 0,
        conciergeCents: 0,
        totalCents: quote.totalCents,
        paidCents: 0,
        leftToPayCents: quote.totalCents,
        locale: input.locale,
      })
      .returning({ id: orders.id, number: orders.number });
    await tx.insert(orderLines).values({
      orderId: order!.id,
      itemCode: "GIFTCARD",
      title: "Gift card",
      unitPriceCents: input.amountCents,
      quantity: 1,
      sessions: 1,
      durationMinutes: 0,
      discountCents: 0,
      surchargeCents: 0,
    });
    await tx.insert(giftCards).values({
      number: secrets.number,
      // placeholder until paid: nobody knows this code
      codeHash: placeholderHash,
      currency: quote.currency,
      initialCents: input.amountCents,
      balanceCents: input.amountCents,
      status: "pending",
      purchaseOrderId: order!.id,
      buyerId: customer.id,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      message: input.message ?? null,
    });
    return { orderId: order!.id, orderNumber: order!.number, payNowCents: quote.payNowCents, number: secrets.number };
  });
}
