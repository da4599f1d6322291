import "server-only";
import { issueReferralReward } from "@/server/referrals/referral-rules";
import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { bookings, clinics, programmeSessions, programmes } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { planReminders } from "@/server/bookings/plan-reminders";

import { checkInRefusal, checkInSteps, type CheckInStep } from "./check-in-rules";

export { type CheckInStep } from "./check-in-rules";

type BookingStatus = (typeof bookings.$inferSelect)["status"];

const auditAction: Record<CheckInStep, string> = {
  arrived: "booking.arrived",
  completed: "booking.completed",
  no_show: "booking.no_show",
};

export const checkInSchema = z.object({
  bookingId: z.uuid("staff.checkIn.booking"),
  step: z.enum(checkInSteps, { message: "staff.checkIn.step" }),
});

/**
 * The front desk marks a booking: the customer arrived, the treatment is completed (a programme's
 * session becomes done, and the programme completes with its last session), or they did not come.
 * When each is allowed is check-in-rules.ts (arrived from an hour before the start on the visit's day,
 * completed after arrival, no-show after the start); a refusal is CHECK_IN_REFUSED with its reason and the
 * clinic time it opens. Another clinic's booking is NOT_FOUND. Audited.
 */
export async function markBooking(
  actor: StaffActor,
  input: z.input<typeof checkInSchema>,
  now = new Date(),
): Promise<{ status: BookingStatus }> {
  const { bookingId, step } = checkInSchema.parse(input);
  return getDb().transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!booking) throw new AppError("NOT_FOUND");
    assertClinic(actor, booking.clinicId);
    const [clinic] = await tx
      .select({ timeZone: clinics.timeZone })
      .from(clinics)
      .where(eq(clinics.id, booking.clinicId));
    const refusal = checkInRefusal(step, booking, clinic!.timeZone, now);
    if (refusal) throw new AppError("CHECK_IN_REFUSED", refusal);

    await tx.update(bookings).set({ status: step }).where(eq(bookings.id, booking.id));
    await planReminders(tx, [booking.id], now);
    // An attended visit of a paid order may earn the referrer their reward (decision 212).
    if (step !== "no_show") await issueReferralReward(tx, { orderId: booking.orderId, now });
    const after: Record<string, unknown> = { status: step };
    if (step === "completed") {
      const done = await tx
        .update(programmeSessions)
        .set({ status: "done" })
        .where(and(eq(programmeSessions.bookingId, booking.id), eq(programmeSessions.status, "booked")))
        .returning({ programmeId: programmeSessions.programmeId, number: programmeSessions.number });
      for (const session of done) {
        const open = await tx
          .select({ id: programmeSessions.id })
          .from(programmeSessions)
          .where(
            and(
              eq(programmeSessions.programmeId, session.programmeId),
              inArray(programmeSessions.status, ["booked", "to_book"]),
            ),
          );
        if (open.length === 0)
          await tx.update(programmes).set({ status: "completed" }).where(eq(programmes.id, session.programmeId));
      }
      if (done.length) after.sessionsDone = done.map((s) => s.number);
    }
    await recordAudit(
      tx,
      actor,
      {
        action: auditAction[step],
        entity: "booking",
        entityId: booking.id,
        clinicId: booking.clinicId,
        before: { status: booking.status },
        after,
      },
      now,
    );
    return { status: step };
  });
}
