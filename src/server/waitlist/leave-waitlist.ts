import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { waitlistEntries } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { releaseOfferHold } from "./offer-hold";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Leave the waitlist: the entry ends, and a time held for it is freed for the next in line. Another customer's
 * entry, an unknown id and an entry that has already ended answer NOT_FOUND alike.
 */
export async function leaveWaitlist(
  customer: { id: string },
  input: { entryId: string },
  now = new Date(),
): Promise<{ id: string }> {
  if (!UUID.test(input.entryId)) throw new AppError("NOT_FOUND");
  return getDb().transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: waitlistEntries.id, holdSlotId: waitlistEntries.holdSlotId })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.id, input.entryId),
          eq(waitlistEntries.userId, customer.id),
          inArray(waitlistEntries.state, ["waiting", "offered"]),
        ),
      )
      .for("update");
    if (!entry) throw new AppError("NOT_FOUND");
    await releaseOfferHold(tx, entry.id, entry.holdSlotId);
    await tx.update(waitlistEntries).set({ state: "left", endedAt: now }).where(eq(waitlistEntries.id, entry.id));
    return { id: entry.id };
  });
}
