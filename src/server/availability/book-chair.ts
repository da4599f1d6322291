import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/db/client";
import { chairSlots } from "@/db/schema";
import type { BookingClinic } from "@/server/clinics/get-clinic";
import { holdBecameBooking } from "./hold-slot";
import { reserveChair } from "./reserve-chair";

/** The time a visitor picked for a visit and the hold that keeps its chair meanwhile (moving a visit, a session). */
export const pickedTimeFields = {
  startsAt: z.coerce.date({ message: "booking.form.selectTime" }),
  holdId: z.string().uuid().optional(),
  holderKey: z.string().min(16).max(100),
};

/** Turn the visitor's live hold into the booking's chair, or take a chair now if the hold is gone (checkout and "apply session time"). */
export async function bookChair(
  tx: Tx,
  clinic: BookingClinic,
  input: { holdId?: string; holderKey: string; startsAt: Date; endsAt: Date; bookingId: string; now: Date },
) {
  if (input.holdId) {
    const converted = await tx
      .update(chairSlots)
      .set({ state: "booked", bookingId: input.bookingId, expiresAt: null })
      .where(
        and(
          eq(chairSlots.id, input.holdId),
          eq(chairSlots.holderKey, input.holderKey),
          eq(chairSlots.state, "held"),
          gt(chairSlots.expiresAt, input.now),
          eq(chairSlots.startsAt, input.startsAt),
          eq(chairSlots.endsAt, input.endsAt),
        ),
      )
      .returning({ id: chairSlots.id, clientAddress: chairSlots.clientAddress });
    if (converted.length) {
      // A finished booking never counts against its address's flood guard (decision 241).
      await holdBecameBooking(tx, converted[0]!.clientAddress);
      return;
    }
  }
  // No usable hold (expired, or the basket changed): let go of the visitor's holds and take a chair now.
  await tx
    .update(chairSlots)
    .set({ state: "released" })
    .where(and(eq(chairSlots.holderKey, input.holderKey), eq(chairSlots.state, "held")));
  await reserveChair(tx, {
    clinicId: clinic.id,
    chairIds: clinic.chairIds,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    state: "booked",
    holderKey: input.holderKey,
    expiresAt: null,
    bookingId: input.bookingId,
    now: input.now,
  });
}
