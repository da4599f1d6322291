import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { queueOrderMail, type QueueMail } from "./order-mail";
import { queueBookingConfirmation } from "./queue-booking-confirmation";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";

export const resendConfirmationSchema = z.object({ bookingId: z.string().uuid("bookingRequired") });

/** Send a booking's confirmation again (its current time and sums) to the customer's address; audited. */
export async function resendBookingConfirmation(
  actor: StaffActor,
  raw: z.input<typeof resendConfirmationSchema>,
  deps: { now?: Date; queueMail?: QueueMail } = {},
): Promise<{ to: string }> {
  assertRole(actor, "reception");
  const { bookingId } = resendConfirmationSchema.parse(raw);
  const now = deps.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ number: bookings.number, clinicId: bookings.clinicId, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!row) throw new AppError("NOT_FOUND");
    assertClinic(actor, row.clinicId);
    if (row.status !== "confirmed" && row.status !== "completed") throw new AppError("NOT_FOUND");
    const sent = await queueBookingConfirmation(tx, bookingId, deps.queueMail ?? queueOrderMail, now);
    await recordAudit(
      tx,
      actor,
      {
        action: "booking.resend_confirmation",
        entity: "booking",
        entityId: row.number,
        clinicId: row.clinicId,
        after: { to: sent.to },
      },
      now,
    );
    return sent;
  });
}
