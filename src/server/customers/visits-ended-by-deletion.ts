import "server-only";
import { and, asc, eq, gt, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { bookings, clinics, orders, payments, programmeSessions, programmes } from "@/db/schema";
import { visitTreatmentsOf } from "@/server/bookings/visit-treatments";
import type { Tx } from "@/db/client";
import { refundGiftCard } from "@/server/giftcards/refund-gift-card";

/**
 * What deleting the account does to the money of an order with visits still to come (decision 221):
 * - `nothing_paid`: nothing was paid (pay in the clinic): the visits are cancelled, nothing is owed;
 * - `refund`: none of the order's visits has taken place: what was paid by card (or at the desk) is refunded to the
 *   card ending `last4` by the clinic's desk within 5 working days, what a gift card paid goes back onto the gift
 *   card at once (it outlives the account), and clinic credit used ends with the account (it cannot be kept on an
 *   account that no longer exists, and it was never money paid);
 * - `partly_used`: a visit of the order has taken place (a programme part-way through): the desk works out the
 *   unused part and refunds it to the card.
 */
export type DeletionOutcome =
  | { kind: "nothing_paid" }
  | {
      kind: "refund" | "partly_used";
      currency: string;
      /** Paid by card online or at the desk: refunded to the card by the desk. */
      cardCents: number;
      last4: string | null;
      /** Paid with gift cards: back on them when the account is deleted. */
      giftCardCents: number;
      /** Clinic credit used: ends with the account. */
      creditCents: number;
    };

export interface VisitEndedByDeletion {
  bookingId: string;
  number: string;
  startsAt: Date;
  clinic: {
    id: number;
    slug: string;
    name: string;
    city: string;
    email: string;
    phone: string;
    timeZone: string;
  };
  orderId: string;
  orderNumber: string;
  /** The order's lines (English titles as stored, with their goods codes for the reader's language). */
  lines: { title: string; quantity: number; code: string; optionCode: string | null }[];
  /** The order's money, told once: on the first visit listed of each order; null on its other visits. */
  outcome: DeletionOutcome | null;
}

const TAKEN_PLACE = ["arrived", "completed", "no_show"] as const;
const DESK_OR_CARD = ["card", "terminal", "cash", "bank_transfer"] as const;

/**
 * The account's visits still to come (confirmed, or awaiting a card payment), soonest first, each with what
 * happens to it and its order's money when the account is deleted. The settings page lists them before asking;
 * deleteAccount cancels exactly these (in its transaction, `db`).
 */
export async function visitsEndedByDeletion(
  userId: string,
  now: Date,
  db: Tx | Database = getDb(),
): Promise<VisitEndedByDeletion[]> {
  const rows = await db
    .select({
      bookingId: bookings.id,
      number: bookings.number,
      startsAt: bookings.startsAt,
      orderId: orders.id,
      orderNumber: orders.number,
      currency: orders.currency,
      clinic: {
        id: clinics.id,
        slug: clinics.slug,
        name: clinics.name,
        city: clinics.city,
        email: clinics.email,
        phone: clinics.phone,
        timeZone: clinics.timeZone,
      },
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, ["confirmed", "awaiting_payment"]),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  if (rows.length === 0) return [];
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  // One after another: inside deleteAccount's transaction `db` is a single connection, which runs one query at a time
  // (node-postgres warns of a query sent while another runs).
  // What each visit is for: the one answer My Bookings and the mails give (a programme's later session names its
  // programme alone, not the whole first order).
  const treatments = await visitTreatmentsOf(
    rows.map((r) => r.bookingId),
    db,
  );
  const paid = await db
    .select({
      orderId: payments.orderId,
      kind: payments.kind,
      amountCents: payments.amountCents,
      last4: payments.cardLast4,
    })
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.state, "succeeded")))
    .orderBy(asc(payments.createdAt));
  const taken = await db
    .select({ orderId: bookings.orderId })
    .from(bookings)
    .where(and(inArray(bookings.orderId, orderIds), inArray(bookings.status, [...TAKEN_PLACE])));
  const done = await db
    .select({ orderId: programmes.orderId })
    .from(programmeSessions)
    .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
    .where(and(inArray(programmes.orderId, orderIds), eq(programmeSessions.status, "done")));
  const used = new Set([...taken, ...done].map((r) => r.orderId));
  const told = new Set<string>();
  return rows.map((row) => {
    const first = !told.has(row.orderId);
    told.add(row.orderId);
    const mine = paid.filter((p) => p.orderId === row.orderId);
    const sum = (kinds: readonly string[]) =>
      mine.filter((p) => kinds.includes(p.kind)).reduce((acc, p) => acc + p.amountCents, 0);
    const cardCents = sum(DESK_OR_CARD);
    const giftCardCents = sum(["gift_card"]);
    const creditCents = sum(["credit"]);
    const outcome: DeletionOutcome =
      cardCents + giftCardCents + creditCents === 0
        ? { kind: "nothing_paid" }
        : {
            kind: used.has(row.orderId) ? "partly_used" : "refund",
            currency: row.currency,
            cardCents,
            last4: mine.find((p) => p.last4)?.last4 ?? null,
            giftCardCents,
            creditCents,
          };
    return {
      bookingId: row.bookingId,
      number: row.number,
      startsAt: row.startsAt,
      clinic: row.clinic,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      lines: treatments.get(row.bookingId)?.lines ?? [],
      outcome: first ? outcome : null,
    };
  });
}

/** Give back what gift cards paid for the orders refunded whole (the rest is the desk's, by card). */
export async function refundGiftCardsOfEndedOrders(tx: Tx, visits: VisitEndedByDeletion[]): Promise<void> {
  const refunded = visits.filter((v) => v.outcome?.kind === "refund").map((v) => v.orderId);
  if (refunded.length === 0) return;
  const paidByGiftCard = await tx
    .select({ id: payments.id, giftCardId: payments.giftCardId, amountCents: payments.amountCents })
    .from(payments)
    .where(and(inArray(payments.orderId, refunded), eq(payments.kind, "gift_card"), eq(payments.state, "succeeded")));
  for (const p of paidByGiftCard) {
    if (!p.giftCardId) continue;
    await refundGiftCard(tx, { giftCardId: p.giftCardId, amountCents: p.amountCents });
    await tx.update(payments).set({ state: "refunded" }).where(eq(payments.id, p.id));
  }
}
