import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import { z } from "zod";
import { couponCodeField } from "./checkout-fields";
import { getDb } from "@/db/client";
import { coupons, giftCards, orders, users } from "@/db/schema";
import { clinicMinuteOfDay } from "@/server/availability/clinic-time";
import { basketSchema } from "@/server/basket/basket-schema";
import { resolveBasketLines, type ResolvedLine } from "@/server/basket/resolve-basket-lines";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError, isAppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSaneInstant } from "@/server/input/date-range";
import { giftCardRedeemSchema } from "@/server/giftcards/gift-card-schema";
import { verifyGiftCardCode } from "@/server/giftcards/gift-card-secret";
import { priceOrder, type CouponFact, type Quote } from "@/server/pricing/price-order";
import { CONCIERGE_CHARGE_CENTS } from "./place-order";

export const quoteCheckoutSchema = z.object({
  lines: basketSchema,
  clinicId: clinicIdField.optional(),
  startsAt: z.coerce.date().refine(isSaneInstant).optional(),
  couponCode: couponCodeField,
  giftCard: giftCardRedeemSchema.optional(),
  creditCents: z.coerce.number().int().min(0).max(100_000_000).default(0),
  paymentMethod: z.enum(["card", "clinic"]).default("card"),
  inResidence: z.boolean().default(false),
});
export type QuoteCheckoutInput = z.input<typeof quoteCheckoutSchema>;

export interface CheckoutQuote {
  lines: (ResolvedLine & { lineTotalCents: number; discountCents: number; surchargeCents: number })[];
  quote: Quote | null;
  /** Why a coupon or gift card entered could not be used (error code), shown next to its field. */
  couponError: string | null;
  giftCardError: string | null;
  creditError: string | null;
  creditAvailableCents: number;
  inResidenceOffered: boolean;
  conciergeChargeCents: number;
}

/**
 * What the basket and checkout show: every line priced and the sums combined, for a signed-in
 * customer (their facts from the database) or a visitor (priced as a new customer). Writes nothing.
 */
export async function quoteCheckout(customerId: string | null, raw: QuoteCheckoutInput, now = new Date()): Promise<CheckoutQuote> {
  const input = quoteCheckoutSchema.parse(raw);
  const db = getDb();
  const lines = await resolveBasketLines(input.lines);
  const clinic = input.clinicId ? await getBookingClinic(input.clinicId) : null;

  let facts = { isFree: false, isFirstOrder: true, creditCents: 0 };
  if (customerId) {
    const [user] = await db.select({ isFree: users.isFree, creditCents: users.creditCents }).from(users).where(eq(users.id, customerId));
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.userId, customerId), eq(orders.kind, "booking"), notInArray(orders.status, ["payment_failed", "cancelled"])))) as [{ count: number }];
    facts = { isFree: user?.isFree ?? false, isFirstOrder: count === 0, creditCents: user?.creditCents ?? 0 };
  }

  const couponFacts: CouponFact[] = [];
  let couponError: string | null = null;
  if (customerId) {
    const own = await db.select().from(coupons).where(and(eq(coupons.userId, customerId), eq(coupons.status, "unused")));
    couponFacts.push(...own.map((c) => ({ code: c.code, kind: c.kind, status: c.status, expiresAt: c.expiresAt })));
  }
  if (input.couponCode) {
    const [entered] = await db.select().from(coupons).where(eq(coupons.code, input.couponCode));
    if (!entered || (entered.userId && entered.userId !== customerId)) couponError = "COUPON_INVALID";
    else if (entered.status === "used") couponError = "COUPON_USED";
    else if (entered.status === "expired" || (entered.expiresAt && entered.expiresAt <= now)) couponError = "COUPON_EXPIRED";
    else couponFacts.unshift({ code: entered.code, kind: entered.kind, status: entered.status, expiresAt: entered.expiresAt });
  }

  let giftCardBalanceCents = 0;
  let giftCardError: string | null = null;
  if (input.giftCard) {
    const [card] = await db.select().from(giftCards).where(eq(giftCards.number, input.giftCard.number));
    if (!card || card.status !== "active" || !verifyGiftCardCode(input.giftCard.code, card.codeHash)) giftCardError = "GIFT_CARD_INVALID";
    else if (card.balanceCents <= 0) giftCardError = "GIFT_CARD_EMPTY";
    else giftCardBalanceCents = card.balanceCents;
  }

  let creditError: string | null = null;
  let requested = input.creditCents;
  if (requested > facts.creditCents) {
    creditError = "CREDIT_CHECK";
    requested = 0;
  }

  let quote: Quote | null = null;
  try {
    quote = priceOrder({
      purpose: "booking",
      currency: "USD",
      lines,
      customer: facts,
      coupons: couponFacts,
      start: clinic && input.startsAt ? { minuteOfDay: clinicMinuteOfDay(input.startsAt, clinic.timeZone), outOfHoursOffered: clinic.outOfHours } : null,
      conciergeCents: clinic?.inResidence && input.inResidence ? CONCIERGE_CHARGE_CENTS : 0,
      giftCardBalanceCents,
      credit: { requestedCents: requested, availableCents: facts.creditCents },
      paymentMethod: input.paymentMethod,
      now,
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError(error.code);
  }
  return {
    lines: lines.map((l, i) => ({ ...l, lineTotalCents: quote!.lines[i]!.lineTotalCents, discountCents: quote!.lines[i]!.discountCents, surchargeCents: quote!.lines[i]!.surchargeCents })),
    quote,
    couponError,
    giftCardError,
    creditError,
    creditAvailableCents: facts.creditCents,
    inResidenceOffered: clinic?.inResidence ?? false,
    conciergeChargeCents: CONCIERGE_CHARGE_CENTS,
  };
}
