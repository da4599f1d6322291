import "server-only";
import { questionnaireUrl } from "@/server/health/questionnaire-link";
import type { Campaign } from "@/server/cookie-consent/campaign";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { couponCodeField } from "./checkout-fields";
import { formBoolean, formNested } from "@/server/input/payload-fields";
import { getDb } from "@/db/client";
import {
  basketLines,
  baskets,
  bookings,
  coupons,
  orderLines,
  orders,
  payments,
  programmeSessions,
  programmes,
} from "@/db/schema";
import { locales } from "@/i18n/locales";
import { bookChair } from "@/server/availability/book-chair";
import { assertUnpaidVisitAllowed } from "./unpaid-visit-limits";
import type { Booker } from "@/server/availability/booking-rules";
import type { Tx } from "@/db/client";
import { basketSchema } from "@/server/basket/basket-schema";
import type { ResolvedLine } from "@/server/basket/resolve-basket-lines";
import { AppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSaneInstant } from "@/shared/input/date-range";
import { isSingleLineText } from "@/shared/input/plain-text";
import { giftCardRedeemSchema } from "@/server/giftcards/gift-card-schema";
import { spendGiftCard } from "@/server/giftcards/spend-gift-card";
import type { Quote } from "@/server/pricing/price-order";
import { checkGiftCardCode } from "@/server/giftcards/check-gift-card-code";
import { buildBookingConfirmation } from "@/server/bookings/booking-confirmation";
import { queueOrderMail, type QueueMail } from "@/server/bookings/order-mail";
import { newReference } from "@/server/pricing/references";
import { firstProblem, priceCheckout } from "./price-checkout";
import { planReminders } from "@/server/bookings/plan-reminders";
import { timed } from "@/server/metrics/metrics";
import { changeCredit } from "@/server/wallet/credit";

export const placeOrderSchema = z.object({
  clinicId: clinicIdField,
  startsAt: z.coerce
    .date({ message: "booking.form.selectTime" })
    .refine(isSaneInstant, { message: "booking.form.selectTime" }),
  lines: formNested(basketSchema.min(1, { message: "errors.app.basketEmpty" })),
  couponCode: couponCodeField,
  giftCard: formNested(giftCardRedeemSchema).optional(),
  creditCents: z.coerce.number().int().min(0).max(100_000_000).default(0),
  paymentMethod: z.enum(["card", "clinic"], { message: "booking.checkout.choosePayment" }),
  acceptTerms: z.preprocess(
    (v) => formBoolean.safeParse(v).data ?? v,
    z.literal(true, { message: "booking.checkout.acceptTerms" }),
  ),
  inResidence: formBoolean.default(false),
  holdId: z.string().uuid().optional(),
  holderKey: z.string().min(16).max(100).refine(isSingleLineText),
  locale: z.enum(locales, { error: "errors.app.fieldInvalid" }).default("en"),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
/** The order's input once placeOrderSchema has parsed it (the API route's contract does, decision 263). */
export type ParsedPlaceOrder = z.output<typeof placeOrderSchema>;

export interface PlacedOrder {
  orderId: string;
  orderNumber: string;
  bookingNumber: string;
  status: "awaiting_payment" | "confirmed" | "paid";
  /** To charge by card now (0 when nothing is due online). */
  payNowCents: number;
  currency: string;
  quote: Quote;
}

export interface PlaceOrderDeps {
  now?: Date;
  /** The caller's address (the one client-address function): a key of the gift-card code limit. */
  client?: string;
  queueMail?: QueueMail;
  /** The campaign that brought the customer, when they allowed campaign measurement (decision 127). */
  campaign?: Campaign | null;
  /**
   * Booked by staff on the phone: the customer's own basket online is not theirs to empty, and the customer's
   * unpaid-visit limits (decision 242) are for bookings the customer makes.
   */
  keepBasket?: boolean;
  /** Who chooses the start (the lead-time rule, booking-rules.ts): staff book from now on; the customer by default. */
  booker?: Booker;
  /** Work that must commit with the order (the back office's audit row), run last inside its transaction. */
  alsoInTransaction?: (tx: Tx, placed: PlacedOrder) => Promise<void>;
}

/**
 * Place a booking order in one transaction, priced and judged by priceCheckout (the quote's path, so the
 * total the customer saw is the total they are charged): the order with its lines and sums, the payment history,
 * the booking on a chair (the exclusion constraint refuses a taken time: SLOT_TAKEN, and the
 * basket is untouched), a programme with N sessions per programme bought (the first at the chosen
 * time), coupons used, gift card and credit reduced, and the confirmation e-mail queued. Card
 * orders wait for the payment (their chair stays booked); see confirm-order-payment.ts.
 */
export async function placeOrder(
  customer: { id: string },
  raw: PlaceOrderInput,
  deps: PlaceOrderDeps = {},
): Promise<PlacedOrder> {
  return timed("place_order", () => placeOrderOnce(customer, placeOrderSchema.parse(raw), deps));
}

/** placeOrder for a caller whose contract parsed the input with placeOrderSchema already (no second parse). */
export async function placeParsedOrder(
  customer: { id: string },
  input: ParsedPlaceOrder,
  deps: PlaceOrderDeps = {},
): Promise<PlacedOrder> {
  return timed("place_order", () => placeOrderOnce(customer, input, deps));
}

async function placeOrderOnce(
  customer: { id: string },
  input: ParsedPlaceOrder,
  deps: PlaceOrderDeps,
): Promise<PlacedOrder> {
  const now = deps.now ?? new Date();
  const queueMail = deps.queueMail ?? queueOrderMail;
  // Counted and compared outside the transaction, so a refused code still counts (a rollback would undo it).
  const giftCard = input.giftCard ? await checkGiftCardCode(input.giftCard, { client: deps.client, now }) : undefined;

  return getDb().transaction(async (tx) => {
    const priced = await priceCheckout(
      tx,
      { ...input, customerId: customer.id, giftCard },
      { now, lock: true, booker: deps.booker },
    );
    const problem = firstProblem(priced.problems);
    if (problem) throw problem;
    const { lines, quote, giftCard: card } = priced;
    const clinic = priced.clinic!;
    const facts = priced.customer!;

    const status = quote.payNowCents > 0 ? "awaiting_payment" : quote.leftToPayCents > 0 ? "confirmed" : "paid";
    if (input.paymentMethod === "clinic" && quote.leftToPayCents > 0 && !deps.keepBasket)
      await assertUnpaidVisitAllowed(tx, customer.id, now);
    const paidCents = quote.giftCardCents + quote.creditCents;
    const [order] = await tx
      .insert(orders)
      .values({
        number: newReference("AU"),
        kind: "booking",
        userId: customer.id,
        clinicId: clinic.id,
        status,
        paymentMethod: input.paymentMethod,
        currency: quote.currency,
        subtotalCents: quote.subtotalCents,
        offerKind: quote.offer?.kind ?? null,
        offerCouponCode: quote.offer?.couponCode ?? null,
        discountCents: quote.discountCents,
        surchargeCents: quote.surchargeCents,
        conciergeCents: quote.conciergeCents,
        totalCents: quote.totalCents,
        paidCents,
        leftToPayCents: quote.totalCents - paidCents,
        campaign: deps.campaign ?? null,
        locale: input.locale,
      })
      .returning({ id: orders.id, number: orders.number });
    await tx.insert(orderLines).values(
      quote.lines.map((l) => ({
        orderId: order!.id,
        itemCode: l.code,
        optionCode: l.optionCode,
        title: l.title,
        unitPriceCents: l.unitPriceCents,
        quantity: l.quantity,
        sessions: l.sessions,
        durationMinutes: l.durationMinutes,
        discountCents: l.discountCents,
        surchargeCents: l.surchargeCents,
      })),
    );

    const endsAt = new Date(input.startsAt.getTime() + quote.durationMinutes * 60_000);
    const [booking] = await tx
      .insert(bookings)
      .values({
        number: newReference("BK"),
        orderId: order!.id,
        userId: customer.id,
        clinicId: clinic.id,
        startsAt: input.startsAt,
        endsAt,
        programmeCount: lines.reduce((n, l) => n + l.quantity, 0),
        priceCents: quote.totalCents,
        currency: quote.currency,
        status: status === "awaiting_payment" ? "awaiting_payment" : "confirmed",
      })
      .returning({ id: bookings.id, number: bookings.number });
    await bookChair(tx, clinic, {
      holdId: input.holdId,
      holderKey: input.holderKey,
      startsAt: input.startsAt,
      endsAt,
      bookingId: booking!.id,
      now,
    });
    await createProgrammes(tx, {
      orderId: order!.id,
      customerId: customer.id,
      clinicId: clinic.id,
      bookingId: booking!.id,
      startsAt: input.startsAt,
      lines,
    });
    await planReminders(tx, [booking!.id], now);

    if (quote.offer?.couponCode) {
      const used = await tx
        .update(coupons)
        .set({ status: "used", usedByOrderId: order!.id })
        .where(and(eq(coupons.code, quote.offer.couponCode), eq(coupons.status, "unused")))
        .returning({ id: coupons.id });
      if (!used.length) throw new AppError("COUPON_USED");
    }
    if (card && quote.giftCardCents > 0) {
      await spendGiftCard(tx, {
        giftCardId: card.id,
        orderId: order!.id,
        amountCents: quote.giftCardCents,
        currency: quote.currency,
      });
    }
    if (quote.creditCents > 0) {
      // The order's currency only; refused with CREDIT_CHECK (and the whole order with it) below zero.
      await changeCredit(tx, { userId: customer.id, currency: quote.currency, deltaCents: -quote.creditCents });
      await tx.insert(payments).values({
        orderId: order!.id,
        kind: "credit",
        state: "succeeded",
        amountCents: quote.creditCents,
        currency: quote.currency,
      });
    }
    if (quote.leftToPayCents > 0) {
      await tx.insert(payments).values({
        orderId: order!.id,
        kind: "clinic",
        state: "pending",
        amountCents: quote.leftToPayCents,
        currency: quote.currency,
      });
    }

    if (status !== "awaiting_payment") {
      if (!deps.keepBasket) await clearServerBasket(tx, customer.id, clinic.id);
      // No referral reward here: a reward needs the visit attended too (decision 212), which a check-in brings.
      await queueMail(tx, {
        ...buildBookingConfirmation({
          locale: input.locale,
          to: facts.email,
          customerName: `${facts.firstName} ${facts.lastName}`.trim(),
          bookingNumber: booking!.number,
          orderNumber: order!.number,
          clinic,
          startsAt: input.startsAt,
          endsAt,
          lines: quote.lines.map((l) => ({
            title: l.title,
            quantity: l.quantity,
            code: l.code,
            optionCode: l.optionCode,
          })),
          totalCents: quote.totalCents,
          leftToPayCents: quote.leftToPayCents,
          currency: quote.currency,
          healthUrl: await questionnaireUrl(tx, { id: booking!.id, clinicSlug: clinic.slug, locale: input.locale }),
        }),
        bookings: [{ bookingId: booking!.id, purpose: "confirmation" }],
      });
    }

    const placed: PlacedOrder = {
      orderId: order!.id,
      orderNumber: order!.number,
      bookingNumber: booking!.number,
      status,
      payNowCents: quote.payNowCents,
      currency: quote.currency,
      quote,
    };
    await deps.alsoInTransaction?.(tx, placed);
    return placed;
  });
}

async function createProgrammes(
  tx: Tx,
  input: {
    orderId: string;
    customerId: string;
    clinicId: number;
    bookingId: string;
    startsAt: Date;
    lines: ResolvedLine[];
  },
) {
  for (const line of input.lines.filter((l) => l.sessions > 1)) {
    for (let unit = 0; unit < line.quantity; unit++) {
      const [programme] = await tx
        .insert(programmes)
        .values({
          number: newReference("PG"),
          orderId: input.orderId,
          userId: input.customerId,
          clinicId: input.clinicId,
          itemCode: line.code,
          optionCode: line.optionCode,
          title: line.title,
          sessionCount: line.sessions,
          sessionMinutes: line.durationMinutes,
        })
        .returning({ id: programmes.id });
      await tx.insert(programmeSessions).values(
        Array.from({ length: line.sessions }, (_, i) => ({
          programmeId: programme!.id,
          number: i + 1,
          status: i === 0 ? ("booked" as const) : ("to_book" as const),
          bookingId: i === 0 ? input.bookingId : null,
          startsAt: i === 0 ? input.startsAt : null,
        })),
      );
    }
  }
}

export async function clearServerBasket(tx: Tx, customerId: string, clinicId: number): Promise<void> {
  const owned = tx
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.userId, customerId), eq(baskets.clinicId, clinicId)));
  await tx.delete(basketLines).where(inArray(basketLines.basketId, owned));
}
