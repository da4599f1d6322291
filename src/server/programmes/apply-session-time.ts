import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, orders, programmeSessions, programmes } from "@/db/schema";
import { assertBookableStart } from "@/server/availability/booking-rules";
import { assertStandardHoursStart } from "@/server/bookings/change-rules";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { bookChair } from "@/server/orders/place-order";
import { newReference } from "@/server/orders/order-numbers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const applySessionTimeSchema = z.object({
  sessionId: z.string().min(1),
  startsAt: z.coerce.date({ message: "booking.form.selectTime" }),
  holdId: z.string().uuid().optional(),
  holderKey: z.string().min(16).max(100),
});
export type ApplySessionTimeInput = z.input<typeof applySessionTimeSchema>;

export interface AppliedSession {
  sessionId: string;
  bookingId: string;
  bookingNumber: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * "Apply session time" (SPEC 3, DESIGN 5): book one of the customer's programme sessions still to book at
 * the programme's clinic. The same rules as checkout: 24-hour lead time, a free chair taken through the
 * visitor's 10-minute hold or at once, the exclusion constraint deciding races (SLOT_TAKEN for the loser).
 * The session becomes its own booking (price 0: the programme's order paid for it). Another customer's
 * session answers NOT_FOUND exactly like a missing one.
 */
export async function applySessionTime(customer: { id: string }, raw: ApplySessionTimeInput, deps: { now?: Date } = {}): Promise<AppliedSession> {
  const input = applySessionTimeSchema.parse(raw);
  const now = deps.now ?? new Date();
  if (!UUID.test(input.sessionId)) throw new AppError("NOT_FOUND");
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({
        sessionId: programmeSessions.id,
        sessionStatus: programmeSessions.status,
        programmeStatus: programmes.status,
        clinicId: programmes.clinicId,
        minutes: programmes.sessionMinutes,
        orderId: programmes.orderId,
        orderStatus: orders.status,
        currency: orders.currency,
      })
      .from(programmeSessions)
      .innerJoin(programmes, eq(programmes.id, programmeSessions.programmeId))
      .innerJoin(orders, eq(orders.id, programmes.orderId))
      .where(and(eq(programmeSessions.id, input.sessionId), eq(programmes.userId, customer.id)))
      .for("update", { of: programmeSessions });
    if (!row || row.programmeStatus !== "active" || !(row.orderStatus === "confirmed" || row.orderStatus === "paid")) throw new AppError("NOT_FOUND");
    if (row.sessionStatus !== "to_book") throw new AppError("SESSION_ALREADY_BOOKED");
    const clinic = await getBookingClinic(row.clinicId, tx);
    if (!clinic) throw new AppError("NOT_FOUND");
    assertBookableStart(input.startsAt, clinic, now);
    assertStandardHoursStart(input.startsAt, clinic);
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
    await bookChair(tx, clinic, { holdId: input.holdId, holderKey: input.holderKey, startsAt: input.startsAt, endsAt, bookingId: booking!.id, now });
    await tx.update(programmeSessions).set({ status: "booked", bookingId: booking!.id, startsAt: input.startsAt }).where(eq(programmeSessions.id, row.sessionId));
    return { sessionId: row.sessionId, bookingId: booking!.id, bookingNumber: booking!.number, startsAt: input.startsAt, endsAt };
  });
}
