import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { giftCards } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import type { GiftCardCheck } from "./check-gift-card-code";

export interface RedeemableGiftCard {
  id: string;
  balanceCents: number;
  /** ISO 4217: a card is spent only on orders in its currency (decision 268). */
  currency: string;
}

/**
 * The gift card a customer entered, once checkGiftCardCode has counted and compared its code (decision 070),
 * if it is still the same active card with money on it: the check's refusal, GIFT_CARD_INVALID (gone, no
 * longer active, or its code changed since the check), GIFT_CARD_CURRENCY for a card in another currency than the
 * order's (its clinic's; decision 268), or GIFT_CARD_EMPTY otherwise. An order locks the row (`lock`) so two orders
 * cannot spend the same balance; the quote only reads it.
 */
export async function findRedeemableGiftCard(
  db: Pick<Database, "select">,
  checked: GiftCardCheck,
  { lock, currency }: { lock: boolean; currency: string },
): Promise<RedeemableGiftCard> {
  if (!checked.ok) throw new AppError(checked.error);
  const query = db
    .select({
      id: giftCards.id,
      status: giftCards.status,
      codeHash: giftCards.codeHash,
      balanceCents: giftCards.balanceCents,
      currency: giftCards.currency,
    })
    .from(giftCards)
    .where(eq(giftCards.number, checked.card.number));
  const [card] = lock ? await query.for("update") : await query;
  if (!card || card.status !== "active" || card.codeHash !== checked.card.codeHash)
    throw new AppError("GIFT_CARD_INVALID");
  if (card.currency !== currency) throw new AppError("GIFT_CARD_CURRENCY");
  if (card.balanceCents <= 0) throw new AppError("GIFT_CARD_EMPTY");
  return { id: card.id, balanceCents: card.balanceCents, currency: card.currency };
}
