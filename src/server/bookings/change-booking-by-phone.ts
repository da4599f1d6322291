import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, clinics } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import type { QueueMail } from "./order-mail";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { clinicWallTime, clinicWallTimeFields, reasonField, staffHolderKey } from "@/server/staff/staff-override";
import { cancelBooking } from "./cancel-booking";
import { rescheduleBooking } from "./reschedule-booking";

const bookingIdField = z.string().uuid("bookingRequired");

export const moveBookingByPhoneSchema = z.object({
  bookingId: bookingIdField,
  ...clinicWallTimeFields,
  reason: reasonField,
});
export const cancelBookingByPhoneSchema = z.object({ bookingId: bookingIdField, reason: reasonField });

/** The booking's owner and clinic, refused as NOT_FOUND outside the actor's clinics. */
async function bookingFor(actor: StaffActor, bookingId: string): Promise<{ userId: string; timeZone: string }> {
  const [row] = await getDb()
    .select({ userId: bookings.userId, clinicId: bookings.clinicId, timeZone: clinics.timeZone })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new AppError("NOT_FOUND");
  assertClinic(actor, row.clinicId);
  return row;
}

/**
 * Reception moves a customer's visit on the phone: the customer's own move (reschedule-booking.ts) with a
 * staff override, so the 72-hour rule is lifted, the new start may be from now on (staff's lead time), and the
 * move is audited with its reason. Standard hours and a free chair are the customer's rules; the customer gets the
 * confirmation again.
 */
export async function moveBookingByPhone(
  actor: StaffActor,
  raw: z.input<typeof moveBookingByPhoneSchema>,
  deps: { now?: Date; queueMail?: QueueMail } = {},
) {
  assertRole(actor, "reception");
  const input = moveBookingByPhoneSchema.parse(raw);
  const booking = await bookingFor(actor, input.bookingId);
  return rescheduleBooking(
    { id: booking.userId },
    {
      bookingId: input.bookingId,
      startsAt: clinicWallTime(input.day, input.time, booking.timeZone),
      holderKey: staffHolderKey(actor),
    },
    { ...deps, override: { actor, reason: input.reason } },
  );
}

/** Reception cancels a customer's visit on the phone, at any time before it, with a reason (audited). */
export async function cancelBookingByPhone(
  actor: StaffActor,
  raw: z.input<typeof cancelBookingByPhoneSchema>,
  deps: { now?: Date } = {},
) {
  assertRole(actor, "reception");
  const input = cancelBookingByPhoneSchema.parse(raw);
  const booking = await bookingFor(actor, input.bookingId);
  return cancelBooking(
    { id: booking.userId },
    { bookingId: input.bookingId },
    { ...deps, override: { actor, reason: input.reason } },
  );
}
