import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { orders, programmeSessions, programmes } from "@/db/schema";
import { intervalDaysOf, rhythms } from "@/config/programme-rhythm";
import { assertBookableStart } from "@/server/availability/booking-rules";
import { addClinicDays, clinicDayOf, instantToWallTime, wallTimeToInstant } from "@/shared/clinic-time";
import { getDayAvailability } from "@/server/availability/get-availability";
import { assertStandardHoursStart } from "@/server/bookings/change-rules";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { buildSessionsConfirmation } from "@/server/bookings/booking-confirmation";
import { queueOrderMail, type QueueMail } from "@/server/bookings/order-mail";
import { recipientOf } from "@/server/accounts/find-user";
import { bookSessionInTx } from "./apply-session-time";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How many of the nearest free times are offered for a proposed time that is taken. */
export const ALTERNATIVES_OFFERED = 3;

export const proposeSessionsSchema = z.object({
  programmeId: z.string().min(1),
  firstStartsAt: z.coerce.date({ message: "booking.form.selectTime" }),
  rhythm: z.enum(rhythms),
});

export interface ProposedSession {
  sessionId: string;
  sessionNumber: number;
  startsAt: Date;
  free: boolean;
  /** When the proposed time is taken: the nearest free starts (standard hours, the day before, of and after). */
  alternatives: Date[];
}

interface OpenProgramme {
  id: string;
  itemCode: string;
  minutes: number;
  clinic: BookingClinic;
  toBook: { id: string; number: number }[];
}

/** The customer's programme with its sessions still to book; another customer's (or a closed one) answers NOT_FOUND. */
async function openProgramme(customerId: string, programmeId: string): Promise<OpenProgramme> {
  if (!UUID.test(programmeId)) throw new AppError("NOT_FOUND");
  const db = getDb();
  const [row] = await db
    .select({
      id: programmes.id,
      itemCode: programmes.itemCode,
      minutes: programmes.sessionMinutes,
      clinicId: programmes.clinicId,
      status: programmes.status,
      orderStatus: orders.status,
    })
    .from(programmes)
    .innerJoin(orders, eq(orders.id, programmes.orderId))
    .where(and(eq(programmes.id, programmeId), eq(programmes.userId, customerId)));
  if (!row || row.status !== "active" || !(row.orderStatus === "confirmed" || row.orderStatus === "paid"))
    throw new AppError("NOT_FOUND");
  const clinic = await getBookingClinic(row.clinicId);
  if (!clinic) throw new AppError("NOT_FOUND");
  const toBook = await db
    .select({ id: programmeSessions.id, number: programmeSessions.number })
    .from(programmeSessions)
    .where(and(eq(programmeSessions.programmeId, row.id), eq(programmeSessions.status, "to_book")))
    .orderBy(asc(programmeSessions.number));
  return { id: row.id, itemCode: row.itemCode, minutes: row.minutes, clinic, toBook };
}

/** Free standard-hours starts of one clinic day (the checkout's availability), [] outside the availability window. */
async function freeStandardStarts(clinic: BookingClinic, day: string, minutes: number, now: Date): Promise<Date[]> {
  try {
    const free = await getDayAvailability({ clinicId: clinic.id, day, durationMinutes: minutes }, now);
    return free.filter((s) => s.band === "standard").map((s) => s.startsAt);
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION") return [];
    throw error;
  }
}

/**
 * "Book all remaining sessions", step one: from the first time and a rhythm (every week, every two weeks or the
 * programme's recommended interval), one proposed time per session still to book, at the same clinic wall time
 * on every day (so a daylight-saving change does not shift it), each with its availability and, when taken,
 * the nearest free times. Nothing is held: the confirmation decides (bookRemainingSessions).
 */
export async function proposeRemainingSessions(
  customer: { id: string },
  raw: Untrusted<typeof proposeSessionsSchema>,
  deps: { now?: Date } = {},
): Promise<{ intervalDays: number; proposals: ProposedSession[] }> {
  return proposeParsedSessions(customer, proposeSessionsSchema.parse(raw), deps);
}

/** proposeRemainingSessions for a caller whose contract parsed the input with proposeSessionsSchema already. */
export async function proposeParsedSessions(
  customer: { id: string },
  input: z.output<typeof proposeSessionsSchema>,
  deps: { now?: Date } = {},
): Promise<{ intervalDays: number; proposals: ProposedSession[] }> {
  const now = deps.now ?? new Date();
  const programme = await openProgramme(customer.id, input.programmeId);
  const { clinic, minutes } = programme;
  assertBookableStart(input.firstStartsAt, clinic, now, "customer");
  assertStandardHoursStart(input.firstStartsAt, clinic);
  const intervalDays = intervalDaysOf(input.rhythm, programme.itemCode);
  const wall = instantToWallTime(input.firstStartsAt, clinic.timeZone);
  const firstDay = clinicDayOf(input.firstStartsAt, clinic.timeZone);
  const freeByDay = new Map<string, Promise<Date[]>>();
  const freeOn = (day: string) => {
    if (!freeByDay.has(day)) freeByDay.set(day, freeStandardStarts(clinic, day, minutes, now));
    return freeByDay.get(day)!;
  };
  const planned = programme.toBook.map((session, i) => {
    const day = addClinicDays(firstDay, i * intervalDays);
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    return {
      session,
      day,
      startsAt: wallTimeToInstant({ year, month, day: date, hour: wall.hour, minute: wall.minute }, clinic.timeZone),
    };
  });
  const overlapsAnother = (start: Date, own: number) =>
    planned.some(
      (p, j) =>
        j !== own &&
        start.getTime() < p.startsAt.getTime() + minutes * 60_000 &&
        p.startsAt.getTime() < start.getTime() + minutes * 60_000,
    );
  const proposals: ProposedSession[] = [];
  for (const [i, p] of planned.entries()) {
    const free = (await freeOn(p.day)).some((s) => s.getTime() === p.startsAt.getTime());
    let alternatives: Date[] = [];
    if (!free) {
      const around = (await Promise.all([addClinicDays(p.day, -1), p.day, addClinicDays(p.day, 1)].map(freeOn))).flat();
      alternatives = around
        .filter((s) => !overlapsAnother(s, i))
        .sort(
          (a, b) =>
            Math.abs(a.getTime() - p.startsAt.getTime()) - Math.abs(b.getTime() - p.startsAt.getTime()) ||
            a.getTime() - b.getTime(),
        )
        .slice(0, ALTERNATIVES_OFFERED)
        .sort((a, b) => a.getTime() - b.getTime());
    }
    proposals.push({
      sessionId: p.session.id,
      sessionNumber: p.session.number,
      startsAt: p.startsAt,
      free,
      alternatives,
    });
  }
  return { intervalDays, proposals };
}

export const bookRemainingSchema = z.object({
  programmeId: z.string().min(1),
  times: z
    .array(z.object({ sessionId: z.string().min(1), startsAt: z.coerce.date({ message: "booking.form.selectTime" }) }))
    .min(1)
    .max(20),
  holderKey: z.string().min(16).max(100),
});

export interface BookedSession {
  sessionId: string;
  sessionNumber: number;
  bookingId: string;
  bookingNumber: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * "Book all remaining sessions", step two: every chosen time in one transaction, each through the one
 * apply-session rule (bookSessionInTx: lead time, standard hours, a chair on the clinic's constraint), each
 * session its own booking. All or nothing: when one time was taken meanwhile (another customer won the last
 * chair), nothing is booked and SESSION_TIME_TAKEN names the session, so the customer is offered the nearest
 * free times again. One mail lists every session with one .ics holding every event.
 */
export async function bookRemainingSessions(
  customer: { id: string },
  raw: Untrusted<typeof bookRemainingSchema>,
  deps: { now?: Date; queueMail?: QueueMail } = {},
): Promise<BookedSession[]> {
  return bookParsedRemainingSessions(customer, bookRemainingSchema.parse(raw), deps);
}

/** bookRemainingSessions for a caller whose contract parsed the input with bookRemainingSchema already. */
export async function bookParsedRemainingSessions(
  customer: { id: string },
  input: z.output<typeof bookRemainingSchema>,
  deps: { now?: Date; queueMail?: QueueMail } = {},
): Promise<BookedSession[]> {
  const now = deps.now ?? new Date();
  const queueMail = deps.queueMail ?? queueOrderMail;
  if (!UUID.test(input.programmeId)) throw new AppError("NOT_FOUND");
  if (new Set(input.times.map((t) => t.sessionId)).size !== input.times.length) throw new AppError("VALIDATION");
  return getDb().transaction(async (tx) => {
    const booked = [];
    for (const time of [...input.times].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
      try {
        const one = await bookSessionInTx(
          tx,
          customer,
          { sessionId: time.sessionId, startsAt: time.startsAt, holderKey: input.holderKey },
          now,
        );
        if (one.programmeId !== input.programmeId) throw new AppError("NOT_FOUND");
        booked.push(one);
      } catch (error) {
        if (error instanceof AppError && error.code === "SLOT_TAKEN") {
          const [session] = await tx
            .select({ number: programmeSessions.number })
            .from(programmeSessions)
            .where(eq(programmeSessions.id, time.sessionId));
          throw new AppError("SESSION_TIME_TAKEN", { session: session?.number ?? 0 });
        }
        throw error;
      }
    }
    booked.sort((a, b) => a.sessionNumber - b.sessionNumber);
    const first = booked[0]!;
    const person = await recipientOf(tx, customer.id);
    await queueMail(tx, {
      ...buildSessionsConfirmation({
        locale: first.locale,
        to: person.email,
        customerName: person.name,
        programme: first.programmeLine,
        orderNumber: first.orderNumber,
        clinic: first.clinic,
        sessions: booked.map((b) => ({
          sessionNumber: b.sessionNumber,
          bookingNumber: b.bookingNumber,
          startsAt: b.startsAt,
          endsAt: b.endsAt,
        })),
        stampedAt: now,
      }),
      bookings: booked.map((b) => ({ bookingId: b.bookingId, purpose: "confirmation" })),
    });
    return booked.map((b) => ({
      sessionId: b.sessionId,
      sessionNumber: b.sessionNumber,
      bookingId: b.bookingId,
      bookingNumber: b.bookingNumber,
      startsAt: b.startsAt,
      endsAt: b.endsAt,
    }));
  });
}
