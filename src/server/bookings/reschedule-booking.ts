import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, chairSlots, programmeSessions } from "@/db/schema";
import { assertBookableStart } from "@/server/availability/booking-rules";
import { bookChair } from "@/server/orders/place-order";
import { queueOrderMail, type QueueMail } from "@/server/orders/order-mail";
import { queueBookingChange } from "./booking-change-mail";
import { assertStandardHoursStart } from "./change-rules";
import { lockChangeableBooking } from "./find-changeable-booking";

export const rescheduleBookingSchema = z.object({
  bookingId: z.string().min(1),
  startsAt: z.coerce.date({ message: "booking.form.selectTime" }),
  holdId: z.string().uuid().optional(),
  holderKey: z.string().min(16).max(100),
});
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

/**
 * Move a booked visit (a programme session or any booking) to another time, only while it is more than
 * 72 hours away and the new time is at least 24 hours ahead, in standard hours, with a free chair. The old
 * chair is freed and the new one taken in one transaction: if the new time is gone (SLOT_TAKEN) nothing
 * changes. The visit keeps its length; programme sessions of the booking follow it ("Modify Successful"). The
 * customer gets the new time with an updated .ics (same UID, higher SEQUENCE).
 */
export async function rescheduleBooking(customer: { id: string }, raw: RescheduleBookingInput, deps: { now?: Date; queueMail?: QueueMail } = {}): Promise<{ bookingId: string; startsAt: Date; endsAt: Date }> {
  const input = rescheduleBookingSchema.parse(raw);
  const now = deps.now ?? new Date();
  const queueMail = deps.queueMail ?? queueOrderMail;
  return getDb().transaction(async (tx) => {
    const booking = await lockChangeableBooking(tx, customer.id, input.bookingId, now);
    assertBookableStart(input.startsAt, booking.clinic, now);
    assertStandardHoursStart(input.startsAt, booking.clinic);
    const endsAt = new Date(input.startsAt.getTime() + (booking.endsAt.getTime() - booking.startsAt.getTime()));
    await tx
      .update(chairSlots)
      .set({ state: "cancelled" })
      .where(and(eq(chairSlots.bookingId, booking.id), eq(chairSlots.state, "booked")));
    await bookChair(tx, booking.clinic, { holdId: input.holdId, holderKey: input.holderKey, startsAt: input.startsAt, endsAt, bookingId: booking.id, now });
    await tx.update(bookings).set({ startsAt: input.startsAt, endsAt }).where(eq(bookings.id, booking.id));
    await tx.update(programmeSessions).set({ startsAt: input.startsAt }).where(eq(programmeSessions.bookingId, booking.id));
    await queueBookingChange(tx, customer.id, booking, { kind: "moved", startsAt: input.startsAt, endsAt }, { now, queueMail });
    return { bookingId: booking.id, startsAt: input.startsAt, endsAt };
  });
}
