import "server-only";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Database } from "@/db/client";
import { clinicClosures } from "@/db/schema";

type Reader = Pick<Database, "select">;

export interface ClosedChairTime {
  chairId: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The one rule for closures (decision 144): the times in [from, to) when each of these chairs cannot be
 * booked because the clinic is closed (a closure without a chair: every chair) or the chair is out of
 * service. Availability counts them as busy; reserveChair refuses them, so a hold or an order for a
 * closed chair is refused even when the page offering it was shown before the closure.
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
    .where(
      and(eq(clinicClosures.clinicId, clinicId), lt(clinicClosures.startsAt, to), gt(clinicClosures.endsAt, from)),
    );
  return rows.flatMap((row) =>
    (row.chairId == null ? chairIds : chairIds.filter((id) => id === row.chairId)).map((chairId) => ({
      chairId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    })),
  );
}
