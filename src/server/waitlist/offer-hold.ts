import "server-only";
import { and, eq } from "drizzle-orm";
import { chairSlots } from "@/db/schema";
import type { Tx } from "@/db/client";

/** Whose hold an offered time is until the customer takes it: the entry's, never a browser's (decision 183). */
export const offerHolderKey = (entryId: string) => `waitlist-${entryId}`;

/** Let an offer's chair go (left, lapsed, account deleted); a hold already taken to checkout is the customer's and stays. */
export async function releaseOfferHold(tx: Tx, entryId: string, holdSlotId: string | null): Promise<void> {
  if (!holdSlotId) return;
  await tx
    .update(chairSlots)
    .set({ state: "released" })
    .where(
      and(
        eq(chairSlots.id, holdSlotId),
        eq(chairSlots.holderKey, offerHolderKey(entryId)),
        eq(chairSlots.state, "held"),
      ),
    );
}
