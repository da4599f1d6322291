import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { orders, payments } from "@/db/schema";
import { logger } from "@/server/log/logger";
import type { PaymentProvider } from "@/server/payments/payment-provider";
import { cancelUnpaidOrder } from "./settle-card-payment";

/** A card order not paid within this time lets its chair go (decision 092). */
export const UNPAID_ORDER_TTL_MS = 30 * 60_000;
/** How long one instance's claim on an order lasts: another retries it only after (a crashed run, a slow provider). */
const CLAIM_LEASE_MS = 2 * 60_000;

export interface ExpireUnpaidOrdersOptions {
  provider: PaymentProvider;
  now?: Date;
  batchSize?: number;
  /** Only these orders (tests that share the database with others). */
  onlyOrderIds?: string[];
}

/**
 * Card orders still awaiting payment 30 minutes after they were placed are cancelled and free their
 * chair. A started payment is cancelled at the provider first; if the provider refuses (it succeeded or
 * is being processed), the order is left for the webhook that is on its way. Safe to run in every
 * instance: each order is cancelled in its own transaction that re-reads it under a row lock.
 */
export async function expireUnpaidOrders({
  provider,
  now = new Date(),
  batchSize = 50,
  onlyOrderIds,
}: ExpireUnpaidOrdersOptions): Promise<{ expired: number; kept: number }> {
  const db = getDb();
  // Claim due orders with a lease, one statement with FOR UPDATE SKIP LOCKED (as the mail outbox does): any number
  // of instances share the work and no order is handled by two at once, even across the provider's HTTP call.
  const nowIso = now.toISOString();
  const claimed = await db.execute<{ id: string }>(sql`
    update ${orders} set expiry_claimed_until = ${new Date(now.getTime() + CLAIM_LEASE_MS).toISOString()}::timestamptz
     where id in (
       select id from ${orders}
        where status = 'awaiting_payment' and payment_method = 'card'
          and created_at < ${new Date(now.getTime() - UNPAID_ORDER_TTL_MS).toISOString()}::timestamptz
          and (expiry_claimed_until is null or expiry_claimed_until < ${nowIso}::timestamptz)
          ${onlyOrderIds ? (onlyOrderIds.length ? sql`and id in ${onlyOrderIds}` : sql`and false`) : sql``}
        order by created_at
        limit ${batchSize}
        for update skip locked)
    returning id`);
  const due = claimed.rows;

  let expired = 0;
  let kept = 0;
  for (const { id } of due) {
    const started = await db
      .select({ ref: payments.providerRef, provider: payments.provider })
      .from(payments)
      .where(and(eq(payments.orderId, id), eq(payments.kind, "card"), eq(payments.state, "pending")));
    let cancelable = true;
    for (const attempt of started) {
      if (!attempt.ref || attempt.provider !== provider.name) continue;
      try {
        if ((await provider.cancelPayment(attempt.ref)) === "not_cancelable") cancelable = false;
      } catch (error) {
        // The provider is unreachable: try again on the next run rather than free a chair that may be paid for.
        logger.warn(
          { orderId: id, err: error instanceof Error ? error.message : String(error) },
          "could not cancel an expired payment; will retry",
        );
        cancelable = false;
      }
    }
    if (!cancelable) {
      kept += 1;
      continue;
    }
    if ((await cancelUnpaidOrder(id, "expired")) === "cancelled") expired += 1;
  }
  return { expired, kept };
}
