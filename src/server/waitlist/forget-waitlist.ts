import "server-only";
import { and, eq } from "drizzle-orm";
import { waitlistEntries } from "@/db/schema";
import type { Tx } from "@/db/client";
import { releaseOfferHold } from "./offer-hold";

/** Account deletion (decision 104): the person's entries go, and any time held for them is freed. */
export async function forgetWaitlist(tx: Tx, userId: string): Promise<void> {
  const held = await tx
    .select({ id: waitlistEntries.id, holdSlotId: waitlistEntries.holdSlotId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.state, "offered")));
  for (const entry of held) await releaseOfferHold(tx, entry.id, entry.holdSlotId);
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, userId));
}
