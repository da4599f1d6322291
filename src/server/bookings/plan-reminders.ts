import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { bookingReminders, bookings, clinics } from "@/db/schema";
import type { Tx } from "@/db/client";
import { reminderDueAt, reminderKinds } from "./reminder-times";

/**
 * Bring a booking's reminder rows in line with the booking as it stands, inside the caller's transaction
 * (decision 180). The one rule, called wherever a booking is made, confirmed, moved or cancelled:
 * - a confirmed visit has one row per kind for its current time: scheduled when its time is still ahead,
 *   skipped when it has passed (a visit booked less than two days ahead gets no two-day reminder);
 * - a row planned for another time (the visit moved) is planned again for the new one, even if it was sent;
 * - any other status (awaiting payment, cancelled, arrived, completed, no-show) cancels what is still scheduled.
 */
export async function planReminders(tx: Tx, bookingIds: string[], now: Date): Promise<void> {
  if (!bookingIds.length) return;
  const rows = await tx
    .select({ id: bookings.id, startsAt: bookings.startsAt, status: bookings.status, timeZone: clinics.timeZone })
    .from(bookings)
    .innerJoin(clinics, eq(clinics.id, bookings.clinicId))
    .where(inArray(bookings.id, bookingIds));
  for (const booking of rows) {
    if (booking.status !== "confirmed") {
      await tx
        .update(bookingReminders)
        .set({ status: "cancelled", updatedAt: now })
        .where(and(eq(bookingReminders.bookingId, booking.id), eq(bookingReminders.status, "scheduled")));
      continue;
    }
    for (const kind of reminderKinds) {
      const dueAt = reminderDueAt(kind, booking.startsAt, booking.timeZone);
      const status = dueAt.getTime() > now.getTime() ? "scheduled" : "skipped";
      await tx
        .insert(bookingReminders)
        .values({ bookingId: booking.id, kind, dueAt, forStartsAt: booking.startsAt, status, updatedAt: now })
        .onConflictDoUpdate({
          target: [bookingReminders.bookingId, bookingReminders.kind],
          set: { dueAt, forStartsAt: booking.startsAt, status, mailId: null, updatedAt: now },
          // Same visit time: a sent or skipped row stays as it is; a cancelled one (the visit confirmed again) is planned again.
          setWhere: sql`${bookingReminders.forStartsAt} <> ${booking.startsAt.toISOString()}::timestamptz or ${bookingReminders.status} = 'cancelled'`,
        });
    }
  }
}
