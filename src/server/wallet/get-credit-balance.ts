import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders } from "@/db/schema";
import { DEFAULT_CURRENCY } from "@/config/money";
import { creditBalances, type CreditBalance } from "./credit";

export interface CreditBalanceAnswer {
  /**
   * The currency the single figure of the original API is given in: that of the customer's latest booking (the
   * clinic they last booked, where they most likely book again), else the group's (decision 272).
   */
  currency: string;
  /** The credit in that currency (0 when they hold none in it). */
  creditCents: number;
  /** Every currency the customer holds credit in, above zero. */
  balances: CreditBalance[];
}

/** The customer's clinic credit for the API's credit_balance and user_info: one figure with its currency, and all. */
export async function getCreditBalance(customerId: string): Promise<CreditBalanceAnswer> {
  const db = getDb();
  const [balances, [latest]] = await Promise.all([
    creditBalances(db, customerId),
    db
      .select({ currency: orders.currency })
      .from(orders)
      .where(and(eq(orders.userId, customerId), eq(orders.kind, "booking")))
      .orderBy(desc(orders.createdAt))
      .limit(1),
  ]);
  const currency = latest?.currency ?? DEFAULT_CURRENCY;
  return { currency, creditCents: balances.find((b) => b.currency === currency)?.balanceCents ?? 0, balances };
}
