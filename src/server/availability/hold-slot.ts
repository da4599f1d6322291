import "server-only";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { chairSlots } from "@/db/schema";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSaneInstant } from "@/server/input/date-range";
import { isSingleLineText } from "@/server/input/plain-text";
import { assertBookableStart, HOLD_MINUTES } from "./booking-rules";
import { reserveChair } from "./reserve-chair";

export const holdSlotSchema = z.object({
  clinicId: clinicIdField,
  startsAt: z.coerce.date({ message: "booking.form.selectTime" }).refine(isSaneInstant, { message: "booking.form.selectTime" }),
  durationMinutes: z.coerce.number().int().min(5).max(12 * 60),
  holderKey: z.string().min(16).max(100).refine(isSingleLineText),
});
export type HoldSlotInput = z.infer<typeof holdSlotSchema>;

export interface Hold {
  id: string;
  clinicId: number;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

/**
 * Hold a chair for 10 minutes while the visitor checks out. The holder's earlier holds are let go
 * first (one hold per visitor). The hold becomes the booking when the order is placed.
 */
export async function holdSlot(input: HoldSlotInput, now = new Date()): Promise<Hold> {
  const clinic = await getBookingClinic(input.clinicId);
  if (!clinic) throw new AppError("CLINIC_REQUIRED");
  assertBookableStart(input.startsAt, clinic, now);
  const endsAt = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  return getDb().transaction(async (tx) => {
    await tx
      .update(chairSlots)
      .set({ state: "released" })
      .where(and(eq(chairSlots.holderKey, input.holderKey), eq(chairSlots.state, "held")));
    const { slotId } = await reserveChair(tx, {
      clinicId: clinic.id,
      chairIds: clinic.chairIds,
      startsAt: input.startsAt,
      endsAt,
      state: "held",
      holderKey: input.holderKey,
      expiresAt,
      now,
    });
    return { id: slotId, clinicId: clinic.id, startsAt: input.startsAt, endsAt, expiresAt };
  });
}

/** Let a hold go (the visitor changed the time or left). */
export async function releaseHold(holdId: string, holderKey: string): Promise<void> {
  await getDb()
    .update(chairSlots)
    .set({ state: "released" })
    .where(and(eq(chairSlots.id, holdId), eq(chairSlots.holderKey, holderKey), eq(chairSlots.state, "held")));
}
