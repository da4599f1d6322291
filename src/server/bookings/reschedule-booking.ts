import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, programmeSessions } from "@/db/schema";
import { assertBookableStart } from "@/server/availability/booking-rules";
import { queueOrderMail, type QueueMail } from "./order-mail";
import { bookChair, pickedTimeFields } from "@/server/availability/book-chair";
import type { StaffOverride } from "@/server/staff/staff-override";
import { queueBookingChange } from "./booking-change-mail";
import { assertStandardHoursStart } from "./change-rules";
import { auditOverride, freeBookedChair, lockChangeableBooking } from "./find-changeable-booking";
import { planReminders } from "./plan-reminders";

export const rescheduleBookingSchema = z.object({
  bookingId: z.string().min(1),
  ...pickedTimeFields,
});
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

export interface RescheduleDeps {
  now?: Date;
  queueMail?: QueueMail;
  /**
   * The back office moving it on the phone: the 72-hour rule is lifted, the new start may be from now on (staff's
   * lead time, booking-rules.ts), the move is audited with the reason.
   */
  override?: StaffOverride;
}

/**
 * Move a booked visit (a programme session or any booking) to another time, only while it is more than
 * 72 hours away (unless staff override it) and the new time is at least 24 hours ahead (from now on when staff
 * move it), in standard hours, with a free chair. The old chair is freed and the new one taken in one transaction: if the new time is gone
 * (SLOT_TAKEN) nothing changes. The visit keeps its length; programme sessions of the booking follow it
 * ("Modify Successful"). The customer gets the new time with an updated .ics (same UID, higher SEQUENCE).
 */
export async function rescheduleBooking(
  customer: { id: string },
  raw: RescheduleBookingInput,
  deps: RescheduleDeps = {},
): Promise<{ bookingId: string; startsAt: Date; endsAt: Date }> {
  const input = rescheduleBookingSchema.parse(raw);
  const now = deps.now ?? new Date();
  const queueMail = deps.queueMail ?? queueOrderMail;
  return getDb().transaction(async (tx) => {
    const booking = await lockChangeableBooking(tx, customer.id, input.bookingId, now, deps.override);
    const booker = deps.override ? "staff" : "customer";
    assertBookableStart(input.startsAt, booking.clinic, now, booker);
    assertStandardHoursStart(input.startsAt, booking.clinic, booker);
    const endsAt = new Date(input.startsAt.getTime() + (booking.endsAt.getTime() - booking.startsAt.getTime()));
    await freeBookedChair(tx, booking);
    await bookChair(tx, booking.clinic, {
      holdId: input.holdId,
      holderKey: input.holderKey,
      startsAt: input.startsAt,
      endsAt,
      bookingId: booking.id,
      now,
    });
    await tx.update(bookings).set({ startsAt: input.startsAt, endsAt }).where(eq(bookings.id, booking.id));
    await planReminders(tx, [booking.id], now);
    await tx
      .update(programmeSessions)
      .set({ startsAt: input.startsAt })
      .where(eq(programmeSessions.bookingId, booking.id));
    await auditOverride(
      tx,
      deps.override,
      booking,
      {
        action: "booking.move",
        before: { startsAt: booking.startsAt.toISOString(), endsAt: booking.endsAt.toISOString() },
        after: { startsAt: input.startsAt.toISOString(), endsAt: endsAt.toISOString() },
      },
      now,
    );
    await queueBookingChange(
      tx,
      customer.id,
      booking,
      { kind: "moved", startsAt: input.startsAt, endsAt },
      { now, queueMail },
    );
    return { bookingId: booking.id, startsAt: input.startsAt, endsAt };
  });
}
