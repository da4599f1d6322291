/**
 * Pricing: the one place that turns basket lines, the customer's facts, the chosen start time and
 * the means of payment into the sums an order keeps. Pure (no database), so every rule of
 * docs/product/booking-and-pricing-rules.md is pinned by table-driven tests. Money is integer cents.
 *
 * Rules (decision record 041):
 * - Offers: at most one per order, the best eligible one: new customer 10% (first order), newsletter
 *   coupon 10%, referral coupon 25%, member price (isFree, factor 0.9 = 10%). On a tie the offer that
 *   does not use up a coupon wins (member, then new customer), so the customer keeps the coupon.
 * - An offer discounts the treatments (with their add-ons), per line, rounded half-up to the cent; never
 *   surcharges, the concierge charge, or gift-card purchases.
 * - Surcharges by start time in clinic wall time, per treatment booked at that time: the bands live in
 *   src/config/booking-hours.ts, shared with the time picker, and the fixed amount in the order's currency in
 *   src/config/money.ts. Clinics without
 *   out-of-hours refuse anything outside the standard band.
 * - Gift card and clinic credit are means of payment applied after the offer: gift card first, then credit.
 */
import "server-only";
import { lineSurchargeCents, surchargeBandOf, type DayHours, type SurchargeBand } from "@/config/booking-hours";
import { AppError } from "@/server/errors/app-error";

export { surchargeBandOf, type SurchargeBand } from "@/config/booking-hours";

export type OfferKind = "member" | "new_customer" | "newsletter" | "referral";
export type CouponKind = "newsletter" | "referral";
export type CouponStatus = "unused" | "used" | "expired";

export const offerPercent: Record<OfferKind, number> = { member: 10, new_customer: 10, newsletter: 10, referral: 25 };
/** Tie-break: earlier wins (keeps coupons for later). */
const offerPreference: OfferKind[] = ["member", "new_customer", "newsletter", "referral"];

export type OfferReason =
  | "applied"
  | "better_offer_applied"
  | "not_first_order"
  | "not_member"
  | "no_coupon"
  | "coupon_used"
  | "coupon_expired"
  | "gift_card_purchase";

export interface PricingLine {
  code: string;
  optionCode: string | null;
  title: string;
  /** Price of one unit with its add-on choice. */
  unitPriceCents: number;
  /** Price of one unit without add-ons (the item's own price); the difference is shown as add-ons. */
  basePriceCents: number;
  quantity: number;
  /** Sessions in one unit (programmes: N). */
  sessions: number;
  durationMinutes: number;
  active: boolean;
}

/** How long a visit with these lines takes: every unit one after another (a programme: one session each). */
export function visitDurationMinutes(lines: readonly Pick<PricingLine, "durationMinutes" | "quantity">[]): number {
  return lines.reduce((acc, l) => acc + l.durationMinutes * l.quantity, 0);
}

export interface CouponFact {
  code: string;
  kind: CouponKind;
  status: CouponStatus;
  expiresAt: Date | null;
}

export interface PricingInput {
  purpose: "booking" | "gift_card";
  /** The order's currency (its clinic's): the lines' prices are in it, and the fixed amounts are read in it. */
  currency: string;
  lines: PricingLine[];
  /** Facts about the customer; a visitor who has not signed in yet is priced as a new customer. */
  customer: { isFree: boolean; isFirstOrder: boolean };
  /** Coupons the customer can use: entered codes and their own unused coupons. */
  coupons: CouponFact[];
  /**
   * Start in clinic wall time (minutes after local midnight), the clinic's standard hours that day (null: closed;
   * absent: the group's hours) and whether the clinic offers out-of-hours.
   */
  start: { minuteOfDay: number; outOfHoursOffered: boolean; standard?: DayHours | null } | null;
  /** The concierge line, in `currency` (fixedAmounts(currency).conciergeCents where it applies, else 0). */
  conciergeCents: number;
  giftCardBalanceCents: number;
  credit: { requestedCents: number; availableCents: number };
  paymentMethod: "card" | "clinic";
  now: Date;
}

export interface PricedLine extends PricingLine {
  lineTotalCents: number;
  addOnsCents: number;
  discountCents: number;
  surchargeCents: number;
}

export interface OfferVerdict {
  kind: OfferKind;
  percent: number;
  reason: OfferReason;
  couponCode: string | null;
}

export interface Quote {
  currency: string;
  lines: PricedLine[];
  subtotalCents: number;
  addOnsCents: number;
  offer: (OfferVerdict & { discountCents: number }) | null;
  offers: OfferVerdict[];
  discountCents: number;
  surchargeBand: SurchargeBand;
  surchargeCents: number;
  conciergeCents: number;
  totalCents: number;
  giftCardCents: number;
  creditCents: number;
  /** Charged now by card (0 when paying in the clinic). */
  payNowCents: number;
  /** Left to pay in the clinic. */
  leftToPayCents: number;
  durationMinutes: number;
  /** Lines that can no longer be bought: the order cannot be placed while any remain. */
  unavailableCodes: string[];
}

/** Percent of an amount in cents, rounded half-up to the cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.floor((cents * percent + 50) / 100);
}

function couponVerdict(
  kind: CouponKind,
  coupons: CouponFact[],
  now: Date,
): { reason: OfferReason; code: string | null } {
  const ofKind = coupons.filter((c) => c.kind === kind);
  const usable = ofKind.find((c) => c.status === "unused" && (!c.expiresAt || c.expiresAt > now));
  if (usable) return { reason: "applied", code: usable.code };
  if (ofKind.some((c) => c.status === "expired" || (c.status === "unused" && c.expiresAt && c.expiresAt <= now)))
    return { reason: "coupon_expired", code: ofKind[0]!.code };
  if (ofKind.some((c) => c.status === "used")) return { reason: "coupon_used", code: ofKind[0]!.code };
  return { reason: "no_coupon", code: null };
}

/** Every offer with whether it applies and why not; the best eligible one is marked "applied". */
export function judgeOffers(input: Pick<PricingInput, "purpose" | "customer" | "coupons" | "now">): OfferVerdict[] {
  const verdicts: OfferVerdict[] = offerPreference.map((kind) => {
    const percent = offerPercent[kind];
    if (input.purpose === "gift_card") return { kind, percent, reason: "gift_card_purchase", couponCode: null };
    if (kind === "member")
      return { kind, percent, reason: input.customer.isFree ? "applied" : "not_member", couponCode: null };
    if (kind === "new_customer")
      return { kind, percent, reason: input.customer.isFirstOrder ? "applied" : "not_first_order", couponCode: null };
    const { reason, code } = couponVerdict(kind, input.coupons, input.now);
    return { kind, percent, reason, couponCode: code };
  });
  const eligible = verdicts.filter((v) => v.reason === "applied");
  const best = eligible.reduce<OfferVerdict | null>((a, b) => (a === null || b.percent > a.percent ? b : a), null);
  return verdicts.map((v) => (v.reason === "applied" && v !== best ? { ...v, reason: "better_offer_applied" } : v));
}

/**
 * The offers worth naming to this customer: the one applied, and the ones they hold but that do not apply here (a
 * better one won, a coupon used or expired, a gift-card purchase). Never an offer they do not have: no member price
 * for someone who is not a member, no first-order offer after the first order, no coupon they were never given
 * (issue 40, row 14).
 */
export function offersHeld(offers: readonly OfferVerdict[]): OfferVerdict[] {
  const notHeld: readonly OfferReason[] = ["not_member", "not_first_order", "no_coupon"];
  return offers.filter((o) => !notHeld.includes(o.reason));
}

export function priceOrder(input: PricingInput): Quote {
  const offers = judgeOffers(input);
  const applied = offers.find((o) => o.reason === "applied") ?? null;

  let band: SurchargeBand = "standard";
  if (input.purpose === "booking" && input.start) {
    if (input.start.standard === null) throw new AppError("OUTSIDE_HOURS");
    band = surchargeBandOf(input.start.minuteOfDay, input.start.standard);
    if (band !== "standard" && !input.start.outOfHoursOffered) throw new AppError("OUTSIDE_HOURS");
  }

  const lines: PricedLine[] = input.lines.map((line) => {
    const lineTotalCents = line.unitPriceCents * line.quantity;
    const addOnsCents = Math.max(0, line.unitPriceCents - line.basePriceCents) * line.quantity;
    const discountCents = applied ? percentOf(lineTotalCents, applied.percent) : 0;
    const surchargeCents = lineSurchargeCents(band, line, input.currency);
    return { ...line, lineTotalCents, addOnsCents, discountCents, surchargeCents };
  });

  const sum = (f: (l: PricedLine) => number) => lines.reduce((acc, l) => acc + f(l), 0);
  const subtotalCents = sum((l) => l.lineTotalCents);
  const discountCents = sum((l) => l.discountCents);
  const surchargeCents = sum((l) => l.surchargeCents);
  const conciergeCents = input.purpose === "booking" ? input.conciergeCents : 0;
  const totalCents = subtotalCents - discountCents + surchargeCents + conciergeCents;

  // Gift cards cannot buy gift cards; they and credit pay what is left after the offer.
  const giftCardCents = input.purpose === "booking" ? Math.min(Math.max(0, input.giftCardBalanceCents), totalCents) : 0;
  const requested = Math.max(0, input.credit.requestedCents);
  if (requested > input.credit.availableCents) throw new AppError("CREDIT_CHECK");
  const creditCents = input.purpose === "booking" ? Math.min(requested, totalCents - giftCardCents) : 0;
  const remaining = totalCents - giftCardCents - creditCents;
  const payNowCents = input.purpose === "gift_card" || input.paymentMethod === "card" ? remaining : 0;

  return {
    currency: input.currency,
    lines,
    subtotalCents,
    addOnsCents: sum((l) => l.addOnsCents),
    offer: applied ? { ...applied, discountCents } : null,
    offers,
    discountCents,
    surchargeBand: band,
    surchargeCents,
    conciergeCents,
    totalCents,
    giftCardCents,
    creditCents,
    payNowCents,
    leftToPayCents: remaining - payNowCents,
    durationMinutes: visitDurationMinutes(input.lines),
    unavailableCodes: lines.filter((l) => !l.active).map((l) => l.code),
  };
}
