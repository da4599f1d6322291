import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { coupons, orders, users } from "@/db/schema";
import { assertBookableStart, type Booker } from "@/server/availability/booking-rules";
import { hoursOn } from "@/config/booking-hours";
import { DEFAULT_CURRENCY, fixedAmounts } from "@/config/money";
import { clinicDayOf, clinicMinuteOfDay } from "@/shared/clinic-time";
import type { BasketLineInput } from "@/server/basket/basket-schema";
import { assertCheckoutable, resolveBasketLines, type ResolvedLine } from "@/server/basket/resolve-basket-lines";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import { AppError, isAppError } from "@/server/errors/app-error";
import type { GiftCardCheck } from "@/server/giftcards/check-gift-card-code";
import { findRedeemableGiftCard, type RedeemableGiftCard } from "@/server/giftcards/find-redeemable-gift-card";
import { priceOrder, type CouponFact, type Quote } from "@/server/pricing/price-order";
import { creditBalance } from "@/server/wallet/credit";

type Reader = Pick<Database, "select">;

export interface CheckoutRequest {
  customerId: string | null;
  lines: BasketLineInput[];
  clinicId?: number;
  startsAt?: Date;
  couponCode?: string;
  /** The entered card, already counted and compared by checkGiftCardCode (decision 070). */
  giftCard?: GiftCardCheck;
  creditCents: number;
  paymentMethod: "card" | "clinic";
  inResidence: boolean;
}

export interface CustomerFacts {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: string;
  isFree: boolean;
  referredById: string | null;
  isFirstOrder: boolean;
}

/**
 * Why the order could not be placed as asked, each where the checkout shows it. The order refuses with
 * the first (in this order); the quote prices what it can and names them next to their fields.
 */
export interface CheckoutProblems {
  clinic: AppError | null;
  start: AppError | null;
  lines: AppError | null;
  customer: AppError | null;
  coupon: AppError | null;
  giftCard: AppError | null;
  credit: AppError | null;
}

export interface PricedCheckout {
  clinic: BookingClinic | null;
  lines: ResolvedLine[];
  customer: CustomerFacts | null;
  /** Coupons the pricing considered (the entered one first); `id` to mark the applied one used. */
  coupons: (CouponFact & { id: string })[];
  giftCard: RedeemableGiftCard | null;
  /** The customer's credit in the order's currency (the clinic's): the only credit this order may spend. */
  creditAvailableCents: number;
  quote: Quote;
  problems: CheckoutProblems;
}

async function attempt<T>(run: () => Promise<T> | T): Promise<[T | null, AppError | null]> {
  try {
    return [await run(), null];
  } catch (error) {
    if (isAppError(error)) return [null, error];
    throw error;
  }
}

async function readCustomer(db: Reader, customerId: string, lock: boolean): Promise<CustomerFacts> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      isFree: users.isFree,
      referredById: users.referredById,
    })
    .from(users)
    .where(and(eq(users.id, customerId), sql`${users.deletedAt} is null`));
  const [customer] = lock ? await query.for("update") : await query;
  if (!customer) throw new AppError("UNAUTHENTICATED");
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, customerId),
        eq(orders.kind, "booking"),
        notInArray(orders.status, ["payment_failed", "cancelled"]),
      ),
    )) as [{ count: number }];
  return { ...customer, isFirstOrder: count === 0 };
}

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  status: coupons.status,
  expiresAt: coupons.expiresAt,
  userId: coupons.userId,
};

async function ownCoupons(db: Reader, customerId: string | null) {
  if (!customerId) return [];
  return db
    .select(couponColumns)
    .from(coupons)
    .where(and(eq(coupons.userId, customerId), eq(coupons.status, "unused")));
}

/** The code the customer typed: someone else's, used or past its date is refused with the reason. */
async function enteredCoupon(db: Reader, customerId: string | null, code: string, now: Date) {
  const [entered] = await db.select(couponColumns).from(coupons).where(eq(coupons.code, code));
  if (!entered || (entered.userId && entered.userId !== customerId)) throw new AppError("COUPON_INVALID");
  if (entered.status === "used") throw new AppError("COUPON_USED");
  if (entered.status === "expired" || (entered.expiresAt && entered.expiresAt <= now))
    throw new AppError("COUPON_EXPIRED");
  return entered;
}

/**
 * The one eligibility and pricing path of a booking checkout, shared by the quote (basket and checkout
 * summary) and the order: the same clinic, start, lines, customer facts, coupons, gift card and credit,
 * judged with the same clock, priced by priceOrder. Writes nothing. An order passes its transaction and
 * `lock: true` (the customer and the gift card are locked until it commits) and refuses any problem; the
 * quote reads and reports them. A visitor who has not signed in is priced as a new customer.
 */
export async function priceCheckout(
  db: Reader,
  request: CheckoutRequest,
  { now, lock, booker = "customer" }: { now: Date; lock: boolean; booker?: Booker },
): Promise<PricedCheckout> {
  const problems: CheckoutProblems = {
    clinic: null,
    start: null,
    lines: null,
    customer: null,
    coupon: null,
    giftCard: null,
    credit: null,
  };

  const clinic = request.clinicId ? await getBookingClinic(request.clinicId, db) : null;
  if (!clinic) problems.clinic = new AppError("CLINIC_REQUIRED");
  if (clinic && request.startsAt)
    [, problems.start] = await attempt(() => assertBookableStart(request.startsAt!, clinic, now, booker));

  const lines = await resolveBasketLines(request.lines, db, "en", clinic?.id, now);
  [, problems.lines] = await attempt(() => assertCheckoutable(lines));

  let customer: CustomerFacts | null = null;
  if (request.customerId)
    [customer, problems.customer] = await attempt(() => readCustomer(db, request.customerId!, lock));

  const own = await ownCoupons(db, customer?.id ?? null);
  let usable: (CouponFact & { id: string })[] = own;
  if (request.couponCode) {
    const [entered, problem] = await attempt(() => enteredCoupon(db, customer?.id ?? null, request.couponCode!, now));
    problems.coupon = problem;
    if (entered) usable = [entered, ...own.filter((c) => c.id !== entered.id)];
  }

  // The clinic's currency: resolveBasketLines read its price list in it; the fixed amounts and a gift card follow
  // (decision 268).
  const currency = clinic?.currency ?? DEFAULT_CURRENCY;

  let giftCard: RedeemableGiftCard | null = null;
  if (request.giftCard)
    [giftCard, problems.giftCard] = await attempt(() =>
      findRedeemableGiftCard(db, request.giftCard!, { lock, currency }),
    );

  // Only the credit held in the order's currency is offered and spent (decision 272); an order's own debit is one
  // guarded statement (changeCredit), and the customer's row locked above keeps two orders of theirs in turn.
  const availableCreditCents = customer ? await creditBalance(db, customer.id, currency) : 0;
  let creditCents = request.creditCents;
  if (creditCents > availableCreditCents) {
    problems.credit = new AppError("CREDIT_CHECK");
    creditCents = 0;
  }

  // A start outside the clinic's hours has no surcharge band to price; the problem says why.
  const priceableStart = clinic && request.startsAt && problems.start?.code !== "OUTSIDE_HOURS";
  const quote = priceOrder({
    purpose: "booking",
    currency,
    lines,
    customer: { isFree: customer?.isFree ?? false, isFirstOrder: customer?.isFirstOrder ?? true },
    coupons: usable,
    start: priceableStart
      ? {
          minuteOfDay: clinicMinuteOfDay(request.startsAt!, clinic.timeZone),
          outOfHoursOffered: clinic.outOfHours,
          standard: hoursOn(clinic.weeklyHours, clinicDayOf(request.startsAt!, clinic.timeZone)),
        }
      : null,
    conciergeCents: clinic?.inResidence && request.inResidence ? fixedAmounts(currency).conciergeCents : 0,
    giftCardBalanceCents: giftCard?.balanceCents ?? 0,
    credit: { requestedCents: creditCents, availableCents: availableCreditCents },
    paymentMethod: request.paymentMethod,
    now,
  });
  return {
    clinic,
    lines,
    customer,
    coupons: usable,
    giftCard,
    creditAvailableCents: availableCreditCents,
    quote,
    problems,
  };
}

/** What an order does with the problems: refuse with the first, in the order a customer would fix them. */
export function firstProblem(problems: CheckoutProblems): AppError | null {
  return (
    problems.clinic ??
    problems.start ??
    problems.lines ??
    problems.customer ??
    problems.coupon ??
    problems.giftCard ??
    problems.credit
  );
}
