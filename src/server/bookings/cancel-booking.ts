import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { bookings, programmeSessions } from "@/db/schema";
import { queueOrderMail, type QueueMail } from "./order-mail";
import type { StaffOverride } from "@/server/staff/staff-override";
import { queueBookingChange } from "./booking-change-mail";
import { auditOverride, freeBookedChair, lockChangeableBooking } from "./find-changeable-booking";
import { planReminders } from "./plan-reminders";

/**
 * Cancel a booked visit while it is more than 72 hours away (or at any time with a staff override, audited
 * with its reason): the chair is freed at once, and every programme session it held goes back to "to book"
 * so it can be booked again. Nothing is refunded online (docs/product/booking-and-pricing-rules.md). The customer gets a METHOD:CANCEL
 * calendar file for the visit.
 */
export async function cancelBooking(
  customer: { id: string },
  input: { bookingId: string },
  deps: { now?: Date; override?: StaffOverride; queueMail?: QueueMail } = {},
): Promise<{ bookingId: string; sessionsReturned: number }> {
  const now = deps.now ?? new Date();
  const queueMail = deps.queueMail ?? queueOrderMail;
  return getDb().transaction(async (tx) => {
    const booking = await lockChangeableBooking(tx, customer.id, input.bookingId, now, deps.override);
    await tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    await planReminders(tx, [booking.id], now);
    await freeBookedChair(tx, booking);
    const returned = await tx
      .update(programmeSessions)
      .set({ status: "to_book", bookingId: null, startsAt: null })
      .where(eq(programmeSessions.bookingId, booking.id))
      .returning({ id: programmeSessions.id });
    await auditOverride(
      tx,
      deps.override,
      booking,
      {
        action: "booking.cancel",
        before: { status: "confirmed", startsAt: booking.startsAt.toISOString() },
        after: { status: "cancelled", sessionsReturned: returned.length },
      },
      now,
    );
    await queueBookingChange(
      tx,
      customer.id,
      booking,
      { kind: "cancelled", startsAt: booking.startsAt, endsAt: booking.endsAt },
      { now, queueMail },
    );
    return { bookingId: booking.id, sessionsReturned: returned.length };
  });
}
