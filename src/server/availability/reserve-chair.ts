import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { chairSlots, clinics } from "@/db/schema";
import { closedChairTimes } from "@/server/clinics/closures";
import { AppError } from "@/server/errors/app-error";
import { lostChairRace } from "@/server/errors/pg-error";
import { isWithinClinicHours } from "./booking-rules";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type { Tx };

export interface ReserveInput {
  clinicId: number;
  chairIds: number[];
  startsAt: Date;
  endsAt: Date;
  state: "held" | "booked";
  holderKey: string;
  /** Holds only: who asked, for the per-address limits (hold-slot.ts). */
  clientAddress?: string | null;
  expiresAt: Date | null;
  bookingId?: string | null;
  now: Date;
}

/**
 * Take a free chair for [startsAt, endsAt) inside the caller's transaction. Expired holds are released
 * first (the constraint cannot read the clock). Chairs that look free are tried in turn, each insert in
 * its own savepoint (a chair closed then, closures.ts, is never tried); the exclusion constraint has the last word, so two racing checkouts can never
 * both win: the loser gets SLOT_TAKEN ("this time was just taken"), whether the constraint refused its row or
 * PostgreSQL ended it as a deadlock's loser (both rows inserted at once, each waiting on the other). The clinic's hours as they are now (decision
 * 167) are read in the same transaction: a page shown before a manager shortened them cannot take a start they no
 * longer include (OUTSIDE_HOURS).
 */
export async function reserveChair(tx: Tx, input: ReserveInput): Promise<{ slotId: string; chairId: number }> {
  const [hours] = await tx
    .select({ timeZone: clinics.timeZone, outOfHours: clinics.outOfHours, weeklyHours: clinics.weeklyHours })
    .from(clinics)
    .where(eq(clinics.id, input.clinicId));
  if (!hours || !isWithinClinicHours(input.startsAt, hours)) throw new AppError("OUTSIDE_HOURS");
  const overlaps = sql`tstzrange(${chairSlots.startsAt}, ${chairSlots.endsAt}, '[)') && tstzrange(${input.startsAt.toISOString()}::timestamptz, ${input.endsAt.toISOString()}::timestamptz, '[)')`;
  await tx
    .update(chairSlots)
    .set({ state: "released" })
    .where(and(eq(chairSlots.clinicId, input.clinicId), eq(chairSlots.state, "held"), lte(chairSlots.expiresAt, input.now), overlaps));

  if (input.chairIds.length === 0) throw new AppError("SLOT_TAKEN");
  const busy = await tx
    .select({ chairId: chairSlots.chairId })
    .from(chairSlots)
    .where(and(inArray(chairSlots.chairId, input.chairIds), inArray(chairSlots.state, ["held", "booked"]), overlaps));
  const closed = await closedChairTimes(tx, input.clinicId, input.chairIds, input.startsAt, input.endsAt);
  const busyIds = new Set([...busy, ...closed].map((b) => b.chairId));
  const candidates = input.chairIds.filter((id) => !busyIds.has(id));

  for (const chairId of candidates) {
    try {
      const [row] = await tx.transaction(async (sp) =>
        sp
          .insert(chairSlots)
          .values({
            clinicId: input.clinicId,
            chairId,
            startsAt: input.startsAt,
            endsAt: input.endsAt,
            state: input.state,
            holderKey: input.holderKey,
            clientAddress: input.clientAddress ?? null,
            expiresAt: input.expiresAt,
            createdAt: input.now,
            bookingId: input.bookingId ?? null,
          })
          .returning({ id: chairSlots.id }),
      );
      return { slotId: row!.id, chairId };
    } catch (error) {
      // Taken by a racing checkout: refused by the constraint, chosen as the deadlock's loser when both inserted at
      // once, or still waiting for the other checkout at the query's deadline (the savepoint is rolled back in each
      // case, so the next chair can still be tried).
      if (!lostChairRace(error)) throw error;
    }
  }
  throw new AppError("SLOT_TAKEN");
}
