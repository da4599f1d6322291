import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics, orders, payments } from "@/db/schema";
import { localLineTitle } from "@/server/bookings/booking-confirmation";
import { orderLinesOf } from "@/server/bookings/visit-treatments";

export interface CustomerPayment {
  id: string;
  createdAt: Date;
  kind: (typeof payments.$inferSelect)["kind"];
  state: "pending" | "succeeded" | "failed" | "refunded" | "flagged";
  amountCents: number;
  cardLast4: string | null;
}

export interface CustomerOrder {
  id: string;
  number: string;
  kind: "booking" | "gift_card";
  /** Null for gift-card orders (bought online, not at a clinic). */
  clinicId: number | null;
  createdAt: Date;
  /** The clinic's zone for showing times (gift-card orders have no clinic: London, the headquarters). */
  timeZone: string;
  status: "awaiting_payment" | "confirmed" | "paid" | "payment_failed" | "cancelled";
  paymentMethod: "card" | "clinic";
  currency: string;
  totalCents: number;
  paidCents: number;
  leftToPayCents: number;
  /** Programmes and treatments bought (the original site's "number of programs"). */
  programmeCount: number;
  notes: string | null;
  lines: { title: string; quantity: number }[];
  payments: CustomerPayment[];
}

/** The customer's orders with their lines and payment history (My Orders), newest first. Only their own; line titles in `locale`. */
export async function listCustomerOrders(customerId: string, locale = "en"): Promise<CustomerOrder[]> {
  const db = getDb();
  const rows = (
    await db
      .select({ order: orders, timeZone: clinics.timeZone })
      .from(orders)
      .leftJoin(clinics, eq(clinics.id, orders.clinicId))
      .where(eq(orders.userId, customerId))
      .orderBy(desc(orders.createdAt))
  ).map((r) => ({ ...r.order, timeZone: r.timeZone ?? "Europe/London" }));
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const [lines, history] = await Promise.all([
    orderLinesOf(ids, db),
    db
      .select({
        id: payments.id,
        orderId: payments.orderId,
        createdAt: payments.createdAt,
        kind: payments.kind,
        state: payments.state,
        amountCents: payments.amountCents,
        cardLast4: payments.cardLast4,
      })
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.createdAt)),
  ]);
  return rows.map((o) => {
    const own = lines.filter((l) => l.orderId === o.id);
    return {
      id: o.id,
      number: o.number,
      kind: o.kind,
      clinicId: o.clinicId,
      createdAt: o.createdAt,
      timeZone: o.timeZone,
      status: o.status,
      paymentMethod: o.paymentMethod,
      currency: o.currency,
      totalCents: o.totalCents,
      paidCents: o.paidCents,
      leftToPayCents: o.leftToPayCents,
      programmeCount: own.reduce((n, l) => n + l.quantity, 0),
      notes: o.notes,
      lines: own.map((l) => ({ title: localLineTitle(locale, l), quantity: l.quantity })),
      payments: history
        .filter((p) => p.orderId === o.id)
        .map((p) => ({
          id: p.id,
          createdAt: p.createdAt,
          kind: p.kind,
          state: p.state,
          amountCents: p.amountCents,
          cardLast4: p.cardLast4,
        })),
    };
  });
}

/** What the customer still has to pay across live orders (the account home), per currency. */
export async function sumLeftToPay(customerId: string): Promise<{ currency: string; cents: number; orders: number }[]> {
  const rows = await getDb()
    .select({
      currency: orders.currency,
      cents: sql<number>`coalesce(sum(${orders.leftToPayCents}), 0)::int`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, customerId),
        inArray(orders.status, ["confirmed", "paid"]),
        sql`${orders.leftToPayCents} > 0`,
      ),
    )
    .groupBy(orders.currency);
  return rows;
}
