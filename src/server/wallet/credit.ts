import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { customerCredits } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";

/**
 * A customer's clinic credit, one balance per currency (decision 272). The only module that reads or writes
 * `customer_credits`: the checkout reads the order's currency, the order and the back office change it, a refund
 * gives it back. Credit in one currency is never spent on, shown as or converted into another.
 */

type Reader = Pick<Database, "select">;
type Writer = Pick<Database, "insert" | "update" | "select">;

/** One currency's balance: ISO 4217, in cents. */
export interface CreditBalance {
  currency: string;
  balanceCents: number;
}

const ISO_4217 = /^[A-Z]{3}$/;

function assertCurrency(currency: string): void {
  // The table's check refuses it too; failing here names the caller's mistake before a query runs.
  if (!ISO_4217.test(currency)) throw new Error(`Credit needs an ISO 4217 currency, not ${JSON.stringify(currency)}`);
}

/** The customer's credit in `currency` (0 when they never held any in it). */
export async function creditBalance(db: Reader, userId: string, currency: string): Promise<number> {
  assertCurrency(currency);
  const [row] = await db
    .select({ balanceCents: customerCredits.balanceCents })
    .from(customerCredits)
    .where(and(eq(customerCredits.userId, userId), eq(customerCredits.currency, currency)));
  return row?.balanceCents ?? 0;
}

/** Every currency the customer holds credit in (balances above zero), by currency code. */
export async function creditBalances(db: Reader, userId: string): Promise<CreditBalance[]> {
  return db
    .select({ currency: customerCredits.currency, balanceCents: customerCredits.balanceCents })
    .from(customerCredits)
    .where(and(eq(customerCredits.userId, userId), gt(customerCredits.balanceCents, 0)))
    .orderBy(asc(customerCredits.currency));
}

/**
 * Add `deltaCents` (negative: take) to the customer's credit in `currency`, in one statement, never read then
 * written: a credit is an upsert that adds to the row, a debit an UPDATE that changes the row only while the result
 * stays at zero or above. Parallel debits therefore can never take a balance below zero; the one that would is
 * refused with CREDIT_CHECK and changes nothing. Answers the balance before and after.
 */
export async function changeCredit(
  db: Writer,
  { userId, currency, deltaCents }: { userId: string; currency: string; deltaCents: number },
): Promise<{ beforeCents: number; afterCents: number }> {
  assertCurrency(currency);
  if (!Number.isSafeInteger(deltaCents)) throw new Error(`Credit changes in whole cents, not ${deltaCents}`);
  if (deltaCents === 0) {
    const balance = await creditBalance(db, userId, currency);
    return { beforeCents: balance, afterCents: balance };
  }
  if (deltaCents > 0) {
    const [row] = await db
      .insert(customerCredits)
      .values({ userId, currency, balanceCents: deltaCents })
      .onConflictDoUpdate({
        target: [customerCredits.userId, customerCredits.currency],
        set: { balanceCents: sql`${customerCredits.balanceCents} + ${deltaCents}` },
      })
      .returning({ afterCents: customerCredits.balanceCents });
    return { beforeCents: row!.afterCents - deltaCents, afterCents: row!.afterCents };
  }
  const [row] = await db
    .update(customerCredits)
    .set({ balanceCents: sql`${customerCredits.balanceCents} + ${deltaCents}` })
    .where(
      and(
        eq(customerCredits.userId, userId),
        eq(customerCredits.currency, currency),
        sql`${customerCredits.balanceCents} + ${deltaCents} >= 0`,
      ),
    )
    .returning({ afterCents: customerCredits.balanceCents });
  if (!row) throw new AppError("CREDIT_CHECK");
  return { beforeCents: row.afterCents - deltaCents, afterCents: row.afterCents };
}
