import "server-only";
import { eq } from "drizzle-orm";
import { bookings, orders, users } from "@/db/schema";
import type { Tx } from "@/db/client";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";

export interface BookingForMail {
  booking: typeof bookings.$inferSelect;
  orderNumber: string;
  /** The order's language: the mails about its visits are in it. */
  locale: string;
  totalCents: number;
  leftToPayCents: number;
  email: string;
  firstName: string;
  lastName: string;
  clinic: BookingClinic;
}

/**
 * A booking as the mails about it need it (confirmation, reminders): its order's number, language and sums, its
 * customer and its clinic. Null when the booking, its customer (deleted) or its clinic is gone.
 */
export async function bookingForMail(tx: Tx, bookingId: string): Promise<BookingForMail | null> {
  const [row] = await tx
    .select({
      booking: bookings,
      orderNumber: orders.number,
      locale: orders.locale,
      totalCents: orders.totalCents,
      leftToPayCents: orders.leftToPayCents,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      deletedAt: users.deletedAt,
    })
    .from(bookings)
    .innerJoin(orders, eq(orders.id, bookings.orderId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  if (!row || row.deletedAt) return null;
  const clinic = await getBookingClinic(row.booking.clinicId, tx);
  if (!clinic) return null;
  return { ...row, clinic };
}
