import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { giftCards, payments } from "@/db/schema";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";

/**
 * Pay part of an order with a gift card, inside the order's transaction: the balance goes down only if
 * it still covers the amount (GIFT_CARD_EMPTY otherwise, and the order rolls back), and the order's
 * payment history records it.
 */
export async function spendGiftCard(
  tx: Tx,
  input: { giftCardId: string; orderId: string; amountCents: number; currency: string },
): Promise<void> {
  const spent = await tx
    .update(giftCards)
    .set({ balanceCents: sql`${giftCards.balanceCents} - ${input.amountCents}` })
    // A card voided by staff meanwhile spends nothing (the void holds the row's lock until it commits).
    .where(
      and(
        eq(giftCards.id, input.giftCardId),
        eq(giftCards.status, "active"),
        sql`${giftCards.balanceCents} >= ${input.amountCents}`,
      ),
    )
    .returning({ id: giftCards.id });
  if (!spent.length) throw new AppError("GIFT_CARD_EMPTY");
  await tx.insert(payments).values({
    orderId: input.orderId,
    kind: "gift_card",
    state: "succeeded",
    amountCents: input.amountCents,
    currency: input.currency,
    giftCardId: input.giftCardId,
  });
}
