import "server-only";
import { and, eq, gt, lt, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "@/db/client";
import { clinicClosures } from "@/db/schema";

type Reader = Pick<Database, "select">;

export interface ClosedChairTime {
  chairId: number;
  startsAt: Date;
  endsAt: Date;
}

/** A closure as stored: no chair is the whole clinic. Instants as Dates or as epoch milliseconds. */
export interface ClosureRow<T = number> {
  chairId: number | null;
  startsAt: T;
  endsAt: T;
}

/** A timestamp column as epoch milliseconds (float8, which the driver reads as a number, not a string to parse). */
export function epochMs(column: SQLWrapper): SQL<number> {
  return sql<number>`(extract(epoch from ${column}) * 1000)::float8`;
}

/** The clinic's closures that overlap [from, to). */
function overlapping(clinicId: number, from: Date, to: Date) {
  return and(eq(clinicClosures.clinicId, clinicId), lt(clinicClosures.startsAt, to), gt(clinicClosures.endsAt, from));
}

/**
 * The one rule for closures (decision 144): a closure without a chair closes every chair, one with a chair that
 * chair alone (when it is one of `chairIds`).
 */
export function closedTimesOf<T>(rows: readonly ClosureRow<T>[], chairIds: readonly number[]) {
  return rows.flatMap((row) =>
    (row.chairId == null ? chairIds : chairIds.filter((id) => id === row.chairId)).map((chairId) => ({
      chairId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    })),
  );
}

/**
 * The closures overlapping [from, to) as a subquery of (chair_id, starts, ends), the instants in epoch milliseconds:
 * availability reads them in the same query as the bookings (get-availability.ts), then expands them with
 * closedTimesOf.
 */
export function closuresOverlapping(clinicId: number, from: Date, to: Date): SQL {
  return sql`select ${clinicClosures.chairId} as chair_id, ${epochMs(clinicClosures.startsAt)} as starts,
                    ${epochMs(clinicClosures.endsAt)} as ends
               from ${clinicClosures}
              where ${overlapping(clinicId, from, to)}`;
}

/**
 * The times in [from, to) when each of these chairs cannot be booked because the clinic is closed (a closure
 * without a chair: every chair) or the chair is out of service. Availability counts them as busy; reserveChair
 * refuses them, so a hold or an order for a closed chair is refused even when the page offering it was shown before
 * the closure.
 */
export async function closedChairTimes(
  db: Reader,
  clinicId: number,
  chairIds: readonly number[],
  from: Date,
  to: Date,
): Promise<ClosedChairTime[]> {
  const rows = await db
    .select({ chairId: clinicClosures.chairId, startsAt: clinicClosures.startsAt, endsAt: clinicClosures.endsAt })
    .from(clinicClosures)
    .where(overlapping(clinicId, from, to));
  return closedTimesOf(rows, chairIds);
}
