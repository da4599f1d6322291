import "server-only";
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { chairSlots, clinics } from "@/db/schema";
import { closedChairTimes } from "@/server/clinics/closures";
import { AppError } from "@/server/errors/app-error";
import { lostChairRace } from "@/server/errors/pg-error";
import { isWithinClinicHours, WALK_IN_STEP_MINUTES } from "./booking-rules";

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
 * longer include (OUTSIDE_HOURS). The grid here is the finest anyone books on (staff's five minutes): whose grid a
 * start must follow was judged before, by assertBookableStart with the booker.
 */
export async function reserveChair(tx: Tx, input: ReserveInput): Promise<{ slotId: string; chairId: number }> {
  const [hours] = await tx
    .select({ timeZone: clinics.timeZone, outOfHours: clinics.outOfHours, weeklyHours: clinics.weeklyHours })
    .from(clinics)
    .where(eq(clinics.id, input.clinicId));
  if (!hours || !isWithinClinicHours(input.startsAt, hours, WALK_IN_STEP_MINUTES)) throw new AppError("OUTSIDE_HOURS");
  const overlaps = sql`tstzrange(${chairSlots.startsAt}, ${chairSlots.endsAt}, '[)') && tstzrange(${input.startsAt.toISOString()}::timestamptz, ${input.endsAt.toISOString()}::timestamptz, '[)')`;
  await tx
    .update(chairSlots)
    .set({ state: "released" })
    .where(
      and(
        eq(chairSlots.clinicId, input.clinicId),
        eq(chairSlots.state, "held"),
        lte(chairSlots.expiresAt, input.now),
        overlaps,
      ),
    );

  if (input.chairIds.length === 0) throw new AppError("SLOT_TAKEN");
  await takeTurnForTime(tx, input.clinicId, input.startsAt, input.endsAt);
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

const HOUR_MS = 3_600_000;
/** Visits last hours: a time touching more UTC hours than this takes the clinic's own key instead. */
const MAX_HOUR_LOCKS = 48;

/** The advisory-lock keys of a clinic's time: every UTC hour it touches, in order (decision 201). */
export function chairTimeLockKeys(clinicId: number, startsAt: Date, endsAt: Date): string[] {
  const first = Math.floor(startsAt.getTime() / HOUR_MS);
  const last = Math.max(first, Math.ceil(endsAt.getTime() / HOUR_MS) - 1);
  if (last - first + 1 > MAX_HOUR_LOCKS) return [`chair-time:${clinicId}`];
  return Array.from({ length: last - first + 1 }, (_, i) => `chair-time:${clinicId}:${first + i}`);
}

/**
 * Reservations of overlapping times at one clinic take turns (decision 201): each takes a transaction-scoped
 * advisory lock on every UTC hour its time touches, in ascending order, before looking for a free chair, so the
 * next one sees the chair the first took once it commits. Without it, checkouts inserting the same chair's time at
 * once each waited on the other's uncommitted row until PostgreSQL's deadlock check (a second) ended one; 50 racing
 * for a last chair on PostgreSQL took 23.7 s and some waited past the pool's 10 s (CI, 2026-11-29). Taken in a
 * savepoint: a transaction reserving several times (a programme's sessions) that still meets another in a deadlock,
 * or waits past the query's deadline, is told the time was taken, as before.
 */
async function takeTurnForTime(tx: Tx, clinicId: number, startsAt: Date, endsAt: Date): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      for (const key of chairTimeLockKeys(clinicId, startsAt, endsAt))
        await sp.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    });
  } catch (error) {
    if (lostChairRace(error)) throw new AppError("SLOT_TAKEN");
    throw error;
  }
}
