import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, dayCloses, orders, payments, users } from "@/db/schema";
import { clinicDayRange, type ClinicDay } from "@/shared/clinic-time";
import type { StaffActor } from "@/server/staff/actor";
import { staffNameColumn } from "@/server/staff/staff-name";
import { resolveStaffClinicDay, type StaffClinic } from "@/server/clinics/list-staff-clinics";

type Reader = Pick<ReturnType<typeof getDb>, "select">;

/** The means of payment a day close counts, in the order it shows them (decision 235). */
export const dayCloseMethods = ["card", "terminal", "cash", "bank_transfer", "gift_card", "credit"] as const;
export type DayCloseMethod = (typeof dayCloseMethods)[number];

export interface MethodTotal {
  method: DayCloseMethod;
  currency: string;
  count: number;
  amountCents: number;
}

export interface DayClosePayment {
  id: string;
  at: Date;
  method: DayCloseMethod;
  amountCents: number;
  currency: string;
  orderId: string;
  orderNumber: string;
  customerName: string;
  reference: string | null;
  recordedBy: string | null;
}

export interface DayCloseVisit {
  bookingId: string;
  bookingNumber: string;
  startsAt: Date;
  customerName: string;
  status: (typeof bookings.$inferSelect)["status"];
  orderNumber: string;
  currency: string;
  leftToPayCents: number;
}

export interface DayClose {
  clinic: StaffClinic;
  clinics: StaffClinic[];
  day: ClinicDay;
  today: ClinicDay;
  /** One row per method and currency that took money that day, in `dayCloseMethods` order. */
  totals: MethodTotal[];
  /** All money taken, per currency. */
  grandTotals: { currency: string; count: number; amountCents: number }[];
  payments: DayClosePayment[];
  /** Payments of the day given back (a gift card's share of a card payment that failed, decision 092). */
  refunds: DayClosePayment[];
  noShows: DayCloseVisit[];
  /** Visits of the day (confirmed, arrived or completed) whose order still has something left to pay. */
  unpaid: DayCloseVisit[];
  closed: {
    at: Date;
    by: string | null;
    totals: MethodTotal[];
    /** A manager recorded or changed a payment of the day after it was closed: today's totals differ. */
    changedSince: boolean;
  } | null;
  /** The day has begun in the clinic's zone (today or before): only such a day can be closed. */
  closable: boolean;
}

export interface DayCloseQuery {
  /** A clinic slug; the person's first clinic when missing. */
  clinic?: string;
  /** YYYY-MM-DD in the clinic's calendar; today there when missing or malformed. */
  day?: string;
}

/** The clinic and day a query names, for this person (another clinic answers NOT_FOUND, decision 130). */
export async function resolveDayCloseClinic(actor: StaffActor, query: DayCloseQuery, now: Date) {
  return resolveStaffClinicDay(actor, query, now);
}

/**
 * What a clinic took on one of its days (the cash-up, decision 235): every payment dated that day in the clinic's
 * own time zone, its totals by means of payment, the refunds, who did not come and the visits still unpaid, and
 * whether a manager has closed the day. Reception and above, at their clinics only.
 */
export async function getDayClose(actor: StaffActor, query: DayCloseQuery, now = new Date()): Promise<DayClose> {
  const base = await resolveDayCloseClinic(actor, query, now);
  const db = getDb();
  const { payments: taken, refunds } = await dayPayments(db, base.clinic, base.day);
  const totals = totalsOf(taken);
  const range = clinicDayRange(base.day, base.clinic.timeZone);
  const visits = await db
    .select({
      bookingId: bookings.id,
      bookingNumber: bookings.number,
      startsAt: bookings.startsAt,
      status: bookings.status,
      firstName: users.firstName,
      lastName: users.lastName,
      orderNumber: orders.number,
      currency: orders.currency,
      leftToPayCents: orders.leftToPayCents,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.clinicId, base.clinic.id),
        gte(bookings.startsAt, range.start),
        lt(bookings.startsAt, range.end),
        inArray(bookings.status, ["no_show", "confirmed", "arrived", "completed"]),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.number));
  const visit = (v: (typeof visits)[number]): DayCloseVisit => ({
    bookingId: v.bookingId,
    bookingNumber: v.bookingNumber,
    startsAt: v.startsAt,
    customerName: `${v.firstName} ${v.lastName}`.trim(),
    status: v.status,
    orderNumber: v.orderNumber,
    currency: v.currency,
    leftToPayCents: v.leftToPayCents,
  });
  const [close] = await db
    .select({
      at: dayCloses.closedAt,
      totals: dayCloses.totals,
      by: staffNameColumn(),
    })
    .from(dayCloses)
    .leftJoin(users, eq(users.id, dayCloses.closedById))
    .where(and(eq(dayCloses.clinicId, base.clinic.id), eq(dayCloses.day, base.day)));
  return {
    ...base,
    totals,
    grandTotals: grandTotalsOf(totals),
    payments: taken,
    refunds,
    noShows: visits.filter((v) => v.status === "no_show").map(visit),
    unpaid: visits.filter((v) => v.status !== "no_show" && v.leftToPayCents > 0).map(visit),
    closed: close
      ? {
          at: close.at,
          by: close.by?.trim() || null,
          totals: close.totals as MethodTotal[],
          changedSince: totalsKey(close.totals as MethodTotal[]) !== totalsKey(totals),
        }
      : null,
    closable: base.day <= base.today,
  };
}

/**
 * The payments of a clinic day: money taken (state succeeded) and money given back (refunded), each by the
 * instant it was made, inside the day's [start, end) in the clinic's zone (23, 24 or 25 hours). What is still
 * due at the clinic (the "clinic" placeholder) is not money taken and is left out.
 */
export async function dayPayments(
  db: Reader,
  clinic: { id: number; timeZone: string },
  day: ClinicDay,
): Promise<{ payments: DayClosePayment[]; refunds: DayClosePayment[] }> {
  const range = clinicDayRange(day, clinic.timeZone);
  const recorder = alias(users, "recorder");
  const rows = await db
    .select({
      id: payments.id,
      at: payments.createdAt,
      kind: payments.kind,
      state: payments.state,
      amountCents: payments.amountCents,
      currency: payments.currency,
      orderId: orders.id,
      orderNumber: orders.number,
      firstName: users.firstName,
      lastName: users.lastName,
      reference: payments.reference,
      recordedBy: sql<string | null>`${recorder.firstName} || ' ' || ${recorder.lastName}`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(recorder, eq(recorder.id, payments.recordedById))
    .where(
      and(
        eq(orders.clinicId, clinic.id),
        gte(payments.createdAt, range.start),
        lt(payments.createdAt, range.end),
        ne(payments.kind, "clinic"),
        inArray(payments.state, ["succeeded", "refunded"]),
        gt(payments.amountCents, 0),
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const out = rows.map((r) => ({
    state: r.state,
    payment: {
      id: r.id,
      at: r.at,
      method: r.kind as DayCloseMethod,
      amountCents: r.amountCents,
      currency: r.currency,
      orderId: r.orderId,
      orderNumber: r.orderNumber,
      customerName: `${r.firstName} ${r.lastName}`.trim(),
      reference: r.reference,
      recordedBy: r.recordedBy?.trim() || null,
    },
  }));
  return {
    payments: out.filter((r) => r.state === "succeeded").map((r) => r.payment),
    refunds: out.filter((r) => r.state === "refunded").map((r) => r.payment),
  };
}

/** Totals by method and currency, in `dayCloseMethods` order (methods that took nothing are left out). */
export function totalsOf(list: Pick<DayClosePayment, "method" | "currency" | "amountCents">[]): MethodTotal[] {
  const out: MethodTotal[] = [];
  for (const method of dayCloseMethods) {
    const currencies = [...new Set(list.filter((p) => p.method === method).map((p) => p.currency))].sort();
    for (const currency of currencies) {
      const of = list.filter((p) => p.method === method && p.currency === currency);
      out.push({ method, currency, count: of.length, amountCents: of.reduce((sum, p) => sum + p.amountCents, 0) });
    }
  }
  return out;
}

/** Totals as one comparable text (jsonb keeps an object's keys in its own order). */
function totalsKey(totals: MethodTotal[]): string {
  return totals.map((t) => `${t.method}:${t.currency}:${t.count}:${t.amountCents}`).join("|");
}

export function grandTotalsOf(totals: MethodTotal[]): DayClose["grandTotals"] {
  const currencies = [...new Set(totals.map((t) => t.currency))].sort();
  return currencies.map((currency) => {
    const of = totals.filter((t) => t.currency === currency);
    return {
      currency,
      count: of.reduce((s, t) => s + t.count, 0),
      amountCents: of.reduce((s, t) => s + t.amountCents, 0),
    };
  });
}
