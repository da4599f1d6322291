import "server-only";
import { and, count, eq, gt, gte, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/config/env";
import { getDb } from "@/db/client";
import { chairSlots } from "@/db/schema";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSaneInstant } from "@/server/input/date-range";
import { assertBookableStart, HOLD_MINUTES } from "./booking-rules";
import { reserveChair } from "./reserve-chair";

/** What the visitor sends. The holder key is not among it: the server keeps it in a cookie (decision 076). */
export const holdSlotSchema = z.object({
  clinicId: clinicIdField,
  startsAt: z.coerce
    .date({ message: "booking.form.selectTime" })
    .refine(isSaneInstant, { message: "booking.form.selectTime" }),
  durationMinutes: z.coerce
    .number()
    .int()
    .min(5)
    .max(12 * 60),
});
export type HoldSlotInput = z.infer<typeof holdSlotSchema>;

export interface HoldRequester {
  /** The server-issued key of the visitor's browser (src/server/availability/holder-key.ts). */
  holderKey: string;
  /** The trusted client address (src/server/http/client-address.ts). */
  clientAddress: string;
}

/** Decision 076: live holds one browser or one address may keep at once, and holds one address may take a day, across all clinics. */
export function holdLimits() {
  const config = env();
  return {
    livePerHolder: 2,
    livePerAddress: config.HOLDS_PER_ADDRESS,
    perAddressPerDay: config.HOLDS_PER_ADDRESS_PER_DAY,
  };
}

export interface Hold {
  id: string;
  clinicId: number;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

/**
 * Hold a chair for 10 minutes while the visitor checks out. The holder's earlier holds are let go
 * first (one hold per visitor). The hold becomes the booking when the order is placed. The limits are
 * counted inside the transaction, after taking the address's and the holder's advisory locks, so
 * parallel requests from one address are counted one after the other and cannot overtake the count.
 */
export async function holdSlot(input: HoldSlotInput, requester: HoldRequester, now = new Date()): Promise<Hold> {
  const clinic = await getBookingClinic(input.clinicId);
  if (!clinic) throw new AppError("CLINIC_REQUIRED");
  assertBookableStart(input.startsAt, clinic, now, "customer");
  const endsAt = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  return getDb().transaction(async (tx) => {
    // Always the address first, then the holder: two requests never wait on each other in a circle.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold-address:${requester.clientAddress}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold-holder:${requester.holderKey}`}))`);
    await tx
      .update(chairSlots)
      .set({ state: "released" })
      .where(and(eq(chairSlots.holderKey, requester.holderKey), eq(chairSlots.state, "held")));
    const live = and(eq(chairSlots.state, "held"), gt(chairSlots.expiresAt, now));
    const [byHolder] = await tx
      .select({ n: count() })
      .from(chairSlots)
      .where(and(eq(chairSlots.holderKey, requester.holderKey), live));
    const [byAddress] = await tx
      .select({ n: count() })
      .from(chairSlots)
      .where(and(eq(chairSlots.clientAddress, requester.clientAddress), live));
    const [today] = await tx
      .select({ n: count() })
      .from(chairSlots)
      .where(and(eq(chairSlots.clientAddress, requester.clientAddress), gte(chairSlots.createdAt, dayAgo)));
    const limits = holdLimits();
    if (
      (byHolder?.n ?? 0) >= limits.livePerHolder ||
      (byAddress?.n ?? 0) >= limits.livePerAddress ||
      (today?.n ?? 0) >= limits.perAddressPerDay
    ) {
      throw new AppError("HOLD_LIMIT");
    }
    const { slotId } = await reserveChair(tx, {
      clinicId: clinic.id,
      chairIds: clinic.chairIds,
      startsAt: input.startsAt,
      endsAt,
      state: "held",
      holderKey: requester.holderKey,
      clientAddress: requester.clientAddress,
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
