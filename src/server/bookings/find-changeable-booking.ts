import "server-only";
import { and, eq } from "drizzle-orm";
import { bookings } from "@/db/schema";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import type { Tx } from "@/server/availability/reserve-chair";
import { AppError } from "@/server/errors/app-error";
import { assertChangeable } from "./change-rules";

export interface LockedBooking {
  id: string;
  number: string;
  clinic: BookingClinic;
  startsAt: Date;
  endsAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Lock one of the customer's confirmed bookings for a change, inside the caller's transaction. Another
 * customer's booking, a cancelled one and an unknown id all answer NOT_FOUND alike; a visit less than
 * 72 hours away answers CHANGE_CLOSED with the clinic's phone and e-mail.
 */
export async function lockChangeableBooking(tx: Tx, customerId: string, bookingId: string, now: Date): Promise<LockedBooking> {
  if (!UUID.test(bookingId)) throw new AppError("NOT_FOUND");
  const [row] = await tx
    .select({ id: bookings.id, number: bookings.number, clinicId: bookings.clinicId, startsAt: bookings.startsAt, endsAt: bookings.endsAt, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, customerId)))
    .for("update");
  if (!row || row.status !== "confirmed") throw new AppError("NOT_FOUND");
  const clinic = await getBookingClinic(row.clinicId, tx);
  if (!clinic) throw new AppError("NOT_FOUND");
  assertChangeable(row.startsAt, clinic, now);
  return { id: row.id, number: row.number, clinic, startsAt: row.startsAt, endsAt: row.endsAt };
}
