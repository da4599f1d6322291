import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { giftCards } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import type { GiftCardRedeemInput } from "./gift-card-schema";
import { verifyGiftCardCode } from "./gift-card-secret";

export interface RedeemableGiftCard {
  id: string;
  balanceCents: number;
}

/**
 * The gift card a customer entered, if its number and code match an active card with money on it:
 * GIFT_CARD_INVALID (unknown number, wrong code, not active) or GIFT_CARD_EMPTY otherwise. An order locks
 * the row (`lock`) so two orders cannot spend the same balance; the quote only reads it.
 */
export async function findRedeemableGiftCard(db: Pick<Database, "select">, entered: GiftCardRedeemInput, { lock }: { lock: boolean }): Promise<RedeemableGiftCard> {
  const query = db
    .select({ id: giftCards.id, status: giftCards.status, codeHash: giftCards.codeHash, balanceCents: giftCards.balanceCents })
    .from(giftCards)
    .where(eq(giftCards.number, entered.number));
  const [card] = lock ? await query.for("update") : await query;
  if (!card || card.status !== "active" || !verifyGiftCardCode(entered.code, card.codeHash)) throw new AppError("GIFT_CARD_INVALID");
  if (card.balanceCents <= 0) throw new AppError("GIFT_CARD_EMPTY");
  return { id: card.id, balanceCents: card.balanceCents };
}
