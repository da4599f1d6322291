import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/db/client";
import { bookings, orderLines, programmeSessions, programmes } from "@/db/schema";
import type { Tx } from "@/db/client";

/** One thing done at a visit, as stored: the English title, the goods code (and add-on) that name it in any language. */
export interface VisitLine {
  title: string;
  quantity: number;
  code: string;
  optionCode: string | null;
}

/** What is done at one visit (issue 41): the one answer My Bookings, the desk's schedule and the mails read. */
export interface VisitTreatments {
  /**
   * order: the visit booked with its order, which lists every line of the order. session: a programme session booked
   * on its own after that visit, which names its programme alone (the order's other lines were for the first visit),
   * and costs nothing of its own (the programme's order paid for it).
   */
  kind: "order" | "session";
  lines: VisitLine[];
  /** The programme session this visit is, when it is one ("session 2 of 5"); at checkout, the first programme's. */
  session: { number: number; count: number } | null;
}

/** The lines of these orders as stored, each with its order: what the visits, My Orders and the mails list. */
export function orderLinesOf(
  orderIds: string[],
  db: Database | Tx = getDb(),
): Promise<(VisitLine & { orderId: string })[]> {
  return db
    .select({
      orderId: orderLines.orderId,
      title: orderLines.title,
      quantity: orderLines.quantity,
      code: orderLines.itemCode,
      optionCode: orderLines.optionCode,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds));
}

/**
 * What is done at each of these visits. A visit is its order's own when it is the order's first booking (the one
 * checkout made); a later booking of the order that is a programme session is that session alone. Booking ids that
 * do not exist are left out of the map.
 */
export async function visitTreatmentsOf(
  bookingIds: readonly string[],
  db: Database | Tx = getDb(),
): Promise<Map<string, VisitTreatments>> {
  const result = new Map<string, VisitTreatments>();
  if (bookingIds.length === 0) return result;
  const visits = await db
    .select({ id: bookings.id, orderId: bookings.orderId })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]));
  if (visits.length === 0) return result;
  const orderIds = [...new Set(visits.map((v) => v.orderId))];
  // One query after another: inside a caller's transaction they share one connection.
  const firsts = await db
    .selectDistinctOn([bookings.orderId], { orderId: bookings.orderId, id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.orderId, orderIds))
    .orderBy(bookings.orderId, asc(bookings.createdAt), asc(bookings.id));
  const sessions = await db
    .select({
      bookingId: programmeSessions.bookingId,
      number: programmeSessions.number,
      count: programmes.sessionCount,
      title: programmes.title,
      code: programmes.itemCode,
      optionCode: programmes.optionCode,
    })
    .from(programmeSessions)
    .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
    .where(inArray(programmeSessions.bookingId, [...bookingIds]))
    .orderBy(asc(programmes.createdAt), asc(programmes.id));
  const lines = await orderLinesOf(orderIds, db);
  const firstOf = new Map(firsts.map((f) => [f.orderId, f.id]));
  for (const visit of visits) {
    const session = sessions.find((s) => s.bookingId === visit.id);
    const own = firstOf.get(visit.orderId) === visit.id;
    result.set(
      visit.id,
      !own && session
        ? {
            kind: "session",
            lines: [{ title: session.title, quantity: 1, code: session.code, optionCode: session.optionCode }],
            session: { number: session.number, count: session.count },
          }
        : {
            kind: "order",
            lines: lines
              .filter((l) => l.orderId === visit.orderId)
              .map((l) => ({ title: l.title, quantity: l.quantity, code: l.code, optionCode: l.optionCode })),
            session: session ? { number: session.number, count: session.count } : null,
          },
    );
  }
  return result;
}

/**
 * The visit as the booking mails take it (buildBookingConfirmation, visitMailLines): its lines, and which programme
 * session it is when it is one booked on its own.
 */
export function mailVisit(visit: VisitTreatments): { lines: VisitLine[]; session: VisitTreatments["session"] } {
  return { lines: visit.lines, session: visit.kind === "session" ? visit.session : null };
}
