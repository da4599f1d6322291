import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, orders, programmeSessions, programmes } from "@/db/schema";
import { questionnaireUrl } from "@/server/health/questionnaire-link";
import { assertBookableStart, type Booker } from "@/server/availability/booking-rules";
import { assertStandardHoursStart } from "@/server/bookings/change-rules";
import type { Tx } from "@/db/client";
import { recipientOf } from "@/server/accounts/find-user";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { mailVisit, visitTreatmentsOf } from "@/server/bookings/visit-treatments";
import { buildBookingConfirmation } from "@/server/bookings/booking-confirmation";
import { queueOrderMail, type QueueMail } from "@/server/bookings/order-mail";
import { bookChair, pickedTimeFields } from "@/server/availability/book-chair";
import { newReference } from "@/server/pricing/references";
import { planReminders } from "@/server/bookings/plan-reminders";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const applySessionTimeSchema = z.object({
  sessionId: z.string().min(1),
  ...pickedTimeFields,
});
export type ApplySessionTimeInput = z.input<typeof applySessionTimeSchema>;

export interface AppliedSession {
  sessionId: string;
  bookingId: string;
  bookingNumber: string;
  startsAt: Date;
  endsAt: Date;
}

interface SessionBooked extends AppliedSession {
  programmeId: string;
  sessionNumber: number;
  programme: string;
  /** The programme as stored, with its goods code: mails name it in the recipient's language. */
  programmeLine: { title: string; code: string; optionCode: string | null };
  orderNumber: string;
  locale: string;
  currency: string;
  clinic: BookingClinic;
}

/**
 * Book one programme session inside the caller's transaction (the one place of the rules: the session is the
 * customer's and still to book, the programme's order is confirmed or paid, the booker's lead time (24 hours
 * online, from now on at the desk), standard hours, a chair through the visitor's hold or at once). Sends
 * nothing: the caller queues the mail.
 */
export async function bookSessionInTx(
  tx: Tx,
  customer: { id: string },
  input: z.output<typeof applySessionTimeSchema>,
  now: Date,
  booker: Booker = "customer",
): Promise<SessionBooked> {
  if (!UUID.test(input.sessionId)) throw new AppError("NOT_FOUND");
  const [row] = await tx
    .select({
      sessionId: programmeSessions.id,
      sessionNumber: programmeSessions.number,
      programmeId: programmes.id,
      sessionStatus: programmeSessions.status,
      programmeStatus: programmes.status,
      clinicId: programmes.clinicId,
      minutes: programmes.sessionMinutes,
      orderId: programmes.orderId,
      title: programmes.title,
      itemCode: programmes.itemCode,
      optionCode: programmes.optionCode,
      orderNumber: orders.number,
      orderStatus: orders.status,
      locale: orders.locale,
      currency: orders.currency,
    })
    .from(programmeSessions)
    .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
    .innerJoin(orders, eq(orders.id, programmes.orderId))
    .where(and(eq(programmeSessions.id, input.sessionId), eq(programmes.userId, customer.id)))
    .for("update", { of: programmeSessions });
  if (!row || row.programmeStatus !== "active" || !(row.orderStatus === "confirmed" || row.orderStatus === "paid"))
    throw new AppError("NOT_FOUND");
  if (row.sessionStatus !== "to_book") throw new AppError("SESSION_ALREADY_BOOKED");
  const clinic = await getBookingClinic(row.clinicId, tx);
  if (!clinic) throw new AppError("NOT_FOUND");
  assertBookableStart(input.startsAt, clinic, now, booker);
  assertStandardHoursStart(input.startsAt, clinic, booker);
  const endsAt = new Date(input.startsAt.getTime() + row.minutes * 60_000);
  const [booking] = await tx
    .insert(bookings)
    .values({
      number: newReference("BK"),
      orderId: row.orderId,
      userId: customer.id,
      clinicId: clinic.id,
      startsAt: input.startsAt,
      endsAt,
      programmeCount: 1,
      priceCents: 0,
      currency: row.currency,
      status: "confirmed",
    })
    .returning({ id: bookings.id, number: bookings.number });
  await bookChair(tx, clinic, {
    holdId: input.holdId,
    holderKey: input.holderKey,
    startsAt: input.startsAt,
    endsAt,
    bookingId: booking!.id,
    now,
  });
  await tx
    .update(programmeSessions)
    .set({ status: "booked", bookingId: booking!.id, startsAt: input.startsAt })
    .where(eq(programmeSessions.id, row.sessionId));
  await planReminders(tx, [booking!.id], now);
  return {
    sessionId: row.sessionId,
    programmeId: row.programmeId,
    sessionNumber: row.sessionNumber,
    bookingId: booking!.id,
    bookingNumber: booking!.number,
    startsAt: input.startsAt,
    endsAt,
    programme: row.title,
    programmeLine: { title: row.title, code: row.itemCode, optionCode: row.optionCode },
    orderNumber: row.orderNumber,
    locale: row.locale,
    currency: row.currency,
    clinic,
  };
}

/**
 * "Apply session time" (docs/product/entities.md, docs/product/booking-and-pricing-rules.md): book one of the customer's programme sessions still to book at
 * the programme's clinic. The same rules as checkout: 24-hour lead time, a free chair taken through the
 * visitor's 10-minute hold or at once, the exclusion constraint deciding races (SLOT_TAKEN for the loser).
 * The session becomes its own booking (price 0: the programme's order paid for it; the mail says so).
 * Another customer's session answers NOT_FOUND exactly like a missing one.
 */
export async function applySessionTime(
  customer: { id: string },
  raw: ApplySessionTimeInput,
  deps: {
    now?: Date;
    queueMail?: QueueMail;
    /** Staff booking it on the phone: their lead time (from now on) instead of the customer's 24 hours. */
    booker?: Booker;
    alsoInTransaction?: (tx: Tx, applied: AppliedSession & { clinicId: number }) => Promise<void>;
  } = {},
): Promise<AppliedSession> {
  const input = applySessionTimeSchema.parse(raw);
  const now = deps.now ?? new Date();
  const queueMail = deps.queueMail ?? queueOrderMail;
  return getDb().transaction(async (tx) => {
    const booked = await bookSessionInTx(tx, customer, input, now, deps.booker);
    // The confirmation with its .ics, in this transaction: sent only if the session is booked.
    const person = await recipientOf(tx, customer.id);
    // What is done at this visit, read as every other screen and mail reads it: the programme, session n of N.
    const visit = (await visitTreatmentsOf([booked.bookingId], tx)).get(booked.bookingId)!;
    await queueMail(tx, {
      ...buildBookingConfirmation({
        locale: booked.locale,
        to: person.email,
        customerName: person.name,
        bookingNumber: booked.bookingNumber,
        orderNumber: booked.orderNumber,
        clinic: booked.clinic,
        startsAt: booked.startsAt,
        endsAt: booked.endsAt,
        ...mailVisit(visit),
        totalCents: null,
        leftToPayCents: 0,
        currency: booked.currency,
        stampedAt: now,
        healthUrl: await questionnaireUrl(tx, {
          id: booked.bookingId,
          clinicSlug: booked.clinic.slug,
          locale: booked.locale,
        }),
      }),
      bookings: [{ bookingId: booked.bookingId, purpose: "confirmation" }],
    });
    const applied = {
      sessionId: booked.sessionId,
      bookingId: booked.bookingId,
      bookingNumber: booked.bookingNumber,
      startsAt: booked.startsAt,
      endsAt: booked.endsAt,
    };
    await deps.alsoInTransaction?.(tx, { ...applied, clinicId: booked.clinic.id });
    return applied;
  });
}
