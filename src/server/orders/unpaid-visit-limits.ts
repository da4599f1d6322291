import "server-only";
import { and, eq, gt, inArray, or, sql, type SQL } from "drizzle-orm";
import { bookings, orders, users } from "@/db/schema";
import { countAttempt, type RateRule } from "@/server/accounts/rate-limit";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";

/**
 * Decision 242: the limits on visits booked to be paid in the clinic, per account (issue 39: one new account booked 92
 * of them in nine seconds and emptied a clinic's day). A customer may book at most 3 such visits in 24 hours, and,
 * until one of their visits has been paid or attended, have at most 3 of them still to come. Paying by card, or a
 * visit paid in full by gift card or credit, is not limited here. Staff lift both for a customer from the customer's
 * page (`users.booking_limits_lifted_at`, audited); staff booking by phone are not limited.
 */
export const UNPAID_VISITS_PER_DAY = 3;
export const UNPAID_UPCOMING_UNTIL_TRACK_RECORD = 3;

export const unpaidVisitsPerDay: RateRule = {
  bucket: "unpaid-visits-account",
  limit: UNPAID_VISITS_PER_DAY,
  windowMs: 24 * 60 * 60_000,
};

/**
 * Run in the order's transaction before the booking is written, for a visit left to pay in the clinic. The
 * customer's row is locked first, so their orders are judged one after another; the day's count is taken before it
 * is compared (one upsert, in the transaction: a refused or failed order gives it back by rolling back).
 */
export async function assertUnpaidVisitAllowed(tx: Tx, customerId: string, now: Date): Promise<void> {
  const [customer] = await tx
    .select({ lifted: users.bookingLimitsLiftedAt })
    .from(users)
    .where(eq(users.id, customerId))
    .for("update");
  if (!customer || customer.lifted) return;
  const today = await countAttempt(unpaidVisitsPerDay, customerId, now, tx);
  if (!today.allowed) throw new AppError("UNPAID_LIMIT");

  const record = await countCustomerBookings(
    tx,
    customerId,
    or(inArray(bookings.status, ["arrived", "completed"]), eq(orders.status, "paid")),
  );
  if (record > 0) return;
  const upcoming = await countCustomerBookings(
    tx,
    customerId,
    inArray(bookings.status, ["confirmed", "awaiting_payment"]),
    gt(bookings.startsAt, now),
    gt(orders.leftToPayCents, 0),
    eq(orders.paymentMethod, "clinic"),
  );
  if (upcoming >= UNPAID_UPCOMING_UNTIL_TRACK_RECORD) throw new AppError("UNPAID_LIMIT");
}

/** How many of the customer's bookings, each with its order, meet all the conditions. */
async function countCustomerBookings(tx: Tx, customerId: string, ...conditions: (SQL | undefined)[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .where(and(eq(bookings.userId, customerId), ...conditions));
  return row?.n ?? 0;
}
