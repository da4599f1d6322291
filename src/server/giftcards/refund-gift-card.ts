import "server-only";
import { eq, sql } from "drizzle-orm";
import { giftCards } from "@/db/schema";
import type { Tx } from "@/db/client";

/** Give back what an order took from a gift card (its card payment failed), inside that order's transaction. */
export async function refundGiftCard(tx: Tx, input: { giftCardId: string; amountCents: number }): Promise<void> {
  await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} + ${input.amountCents}` })
    .where(eq(giftCards.id, input.giftCardId));
}
