import "server-only";
import { eq, sql } from "drizzle-orm";
import { bookings, orders } from "@/db/schema";
import type { Tx } from "@/db/client";
import { buildBookingChange } from "./booking-confirmation";
import type { QueueMail } from "./order-mail";
import { recipientOf } from "@/server/accounts/find-user";
import type { LockedBooking } from "./find-changeable-booking";

/**
 * After a move or a cancellation, in the change's transaction: raise the booking's calendar SEQUENCE and queue
 * the mail whose .ics updates (same UID, higher SEQUENCE) or removes (METHOD:CANCEL) the customer's event.
 */
export async function queueBookingChange(
  tx: Tx,
  customerId: string,
  booking: LockedBooking,
  change: { kind: "moved" | "cancelled"; startsAt: Date; endsAt: Date },
  deps: { now: Date; queueMail: QueueMail },
): Promise<number> {
  const [row] = await tx
    .update(bookings)
    .set({ calendarSequence: sql`${bookings.calendarSequence} + 1` })
    .where(eq(bookings.id, booking.id))
    .returning({ sequence: bookings.calendarSequence, orderId: bookings.orderId });
  const [order] = await tx.select({ locale: orders.locale }).from(orders).where(eq(orders.id, row!.orderId));
  const person = await recipientOf(tx, customerId);
  await deps.queueMail(tx, {
    ...buildBookingChange({
      locale: order?.locale ?? "en",
      to: person.email,
      customerName: person.name,
      kind: change.kind,
      bookingNumber: booking.number,
      clinic: booking.clinic,
      startsAt: change.startsAt,
      endsAt: change.endsAt,
      sequence: row!.sequence,
      stampedAt: deps.now,
    }),
    bookings: [{ bookingId: booking.id, purpose: change.kind }],
  });
  return row!.sequence;
}
