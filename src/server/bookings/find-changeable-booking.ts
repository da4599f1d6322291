import "server-only";
import { and, eq } from "drizzle-orm";
import { bookings, chairSlots } from "@/db/schema";
import { getBookingClinic, type BookingClinic } from "@/server/clinics/get-clinic";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";
import { assertClinic } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import type { StaffOverride } from "@/server/staff/staff-override";
import { assertChangeable, canChangeOnline } from "./change-rules";

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
 *
 * With a staff override (the back office, on the phone) the 72-hour rule does not apply; the booking must be
 * at one of the actor's clinics instead (another clinic's answers NOT_FOUND, like a missing one).
 */
export async function lockChangeableBooking(
  tx: Tx,
  customerId: string,
  bookingId: string,
  now: Date,
  override?: StaffOverride,
): Promise<LockedBooking> {
  if (!UUID.test(bookingId)) throw new AppError("NOT_FOUND");
  const [row] = await tx
    .select({
      id: bookings.id,
      number: bookings.number,
      clinicId: bookings.clinicId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
    })
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, customerId)))
    .for("update");
  if (!row || row.status !== "confirmed") throw new AppError("NOT_FOUND");
  if (override) assertClinic(override.actor, row.clinicId);
  const clinic = await getBookingClinic(row.clinicId, tx);
  if (!clinic) throw new AppError("NOT_FOUND");
  if (!override) assertChangeable(row.startsAt, clinic, now);
  return { id: row.id, number: row.number, clinic, startsAt: row.startsAt, endsAt: row.endsAt };
}

/** Free the chair a booking holds, as it is cancelled or moved. */
export async function freeBookedChair(tx: Tx, booking: LockedBooking): Promise<void> {
  await tx
    .update(chairSlots)
    .set({ state: "cancelled" })
    .where(and(eq(chairSlots.bookingId, booking.id), eq(chairSlots.state, "booked")));
}

/**
 * Audit a change staff made with an override, with its reason and whether the visit was already inside the 72-hour
 * window; a customer's own change is not audited.
 */
export async function auditOverride(
  tx: Tx,
  override: StaffOverride | undefined,
  booking: LockedBooking,
  change: { action: string; before: Record<string, unknown>; after: Record<string, unknown> },
  now: Date,
): Promise<void> {
  if (!override) return;
  await recordAudit(
    tx,
    override.actor,
    {
      action: change.action,
      entity: "booking",
      entityId: booking.number,
      clinicId: booking.clinic.id,
      before: change.before,
      after: { ...change.after, insideChangeWindow: !canChangeOnline(booking.startsAt, now) },
      reason: override.reason,
    },
    now,
  );
}
