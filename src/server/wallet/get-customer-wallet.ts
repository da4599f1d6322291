import "server-only";
import { matchesProvenAddress } from "@/server/accounts/prove-address";
import { desc, eq, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { coupons, giftCards, orders, users } from "@/db/schema";
import { creditBalances, type CreditBalance } from "./credit";

export type CouponKindShown = "newsletter" | "referral_welcome" | "referral_reward";
export type CouponStatusShown = "unused" | "used" | "expired";

export interface WalletCoupon {
  code: string;
  kind: CouponKindShown;
  /** Percent off the order. */
  percentOff: number;
  status: CouponStatusShown;
  expiresAt: Date | null;
}

export interface WalletGiftCard {
  id: string;
  /** Only the last four characters are ever shown: the number with the code spends the balance. */
  maskedNumber: string;
  currency: string;
  initialCents: number;
  balanceCents: number;
  status: "pending" | "active" | "void";
  createdAt: Date;
  /** Bought by this customer for someone else, or received (sent to their e-mail, or added with number and code). */
  relation: "bought" | "received";
  /** Bought for someone else: whether any of it has been spent. */
  redeemed: boolean;
  recipientName: string | null;
}

export interface CustomerWallet {
  /** Clinic credit, one balance per currency held (decision 272); none when the customer holds none. */
  credits: CreditBalance[];
  coupons: WalletCoupon[];
  giftCards: WalletGiftCard[];
}

const PERCENT: Record<CouponKindShown, number> = { newsletter: 10, referral_welcome: 25, referral_reward: 25 };

export function maskGiftCardNumber(number: string): string {
  return `•••• •••• •••• ${number.slice(-4)}`;
}

/**
 * The customer's means of payment and offers (account home, My Voucher, My Gift Card): clinic credit in each
 * currency held, their coupons with a status that counts expiry at `now`, gift cards they bought or added, and cards
 * sent to their e-mail address once it is proven. Never a gift card's code.
 */
export async function getCustomerWallet(customerId: string, now = new Date()): Promise<CustomerWallet> {
  const db = getDb();
  const [user] = await db
    .select({ email: users.email, provenAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, customerId));
  if (!user) return { credits: [], coupons: [], giftCards: [] };
  // Cards sent to the address are the customer's only once the address is proven (decision 210).
  const proven = user.provenAt ? user.email.toLowerCase() : null;
  const [credits, couponRows, cardRows] = await Promise.all([
    creditBalances(db, customerId),
    db
      .select({
        code: coupons.code,
        kind: coupons.kind,
        status: coupons.status,
        expiresAt: coupons.expiresAt,
        earnedByOrderId: coupons.earnedByOrderId,
      })
      .from(coupons)
      .where(eq(coupons.userId, customerId))
      .orderBy(desc(coupons.createdAt)),
    db
      .select({
        id: giftCards.id,
        number: giftCards.number,
        currency: giftCards.currency,
        initialCents: giftCards.initialCents,
        balanceCents: giftCards.balanceCents,
        status: giftCards.status,
        createdAt: giftCards.createdAt,
        buyerId: giftCards.buyerId,
        recipientName: giftCards.recipientName,
        recipientEmail: giftCards.recipientEmail,
        holderId: giftCards.holderId,
        orderStatus: orders.status,
      })
      .from(giftCards)
      .leftJoin(orders, eq(orders.id, giftCards.purchaseOrderId))
      .where(
        or(
          eq(giftCards.buyerId, customerId),
          eq(giftCards.holderId, customerId),
          matchesProvenAddress(giftCards.recipientEmail, proven),
        ),
      )
      .orderBy(desc(giftCards.createdAt)),
  ]);
  return {
    credits,
    coupons: couponRows.map((c) => {
      const kind: CouponKindShown =
        c.kind === "newsletter" ? "newsletter" : c.earnedByOrderId ? "referral_reward" : "referral_welcome";
      const status: CouponStatusShown =
        c.status === "unused" && c.expiresAt && c.expiresAt <= now ? "expired" : c.status;
      return { code: c.code, kind, percentOff: PERCENT[kind], status, expiresAt: c.expiresAt };
    }),
    giftCards: cardRows
      .filter((c) => c.status !== "pending" || c.buyerId === customerId)
      .map((c) => {
        const received =
          (c.holderId === customerId || c.recipientEmail.toLowerCase() === proven) && c.status === "active";
        return {
          id: c.id,
          maskedNumber: maskGiftCardNumber(c.number),
          currency: c.currency,
          initialCents: c.initialCents,
          balanceCents: c.balanceCents,
          status: c.status,
          createdAt: c.createdAt,
          relation: received ? ("received" as const) : ("bought" as const),
          redeemed: c.balanceCents < c.initialCents,
          recipientName: received ? null : c.recipientName,
        };
      }),
  };
}

/** Unused coupons still valid at `now` (the account home's wallet line). */
export function usableCoupons(wallet: CustomerWallet): WalletCoupon[] {
  return wallet.coupons.filter((c) => c.status === "unused");
}
