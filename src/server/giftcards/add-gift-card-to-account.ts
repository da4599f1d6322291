import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { giftCards } from "@/db/schema";
import { countEvent, rules } from "@/server/accounts/rate-limit";
import { AppError } from "@/server/errors/app-error";
import { giftCardRedeemSchema, type GiftCardRedeemInput } from "./gift-card-schema";
import { verifyGiftCardCode } from "./gift-card-secret";

/**
 * My Gift Card: add a card to the account by its 16-character number and 6-character code, so its balance shows
 * there. Every try is counted first, atomically, per card number (5 an hour): parallel guesses cannot slip past the
 * limit. A wrong code, an unknown number, a void card and a card another account holds all answer alike.
 */
export async function addGiftCardToAccount(customer: { id: string }, raw: GiftCardRedeemInput, deps: { now?: Date } = {}): Promise<{ id: string; balanceCents: number }> {
  const input = giftCardRedeemSchema.parse(raw);
  const now = deps.now ?? new Date();
  const attempt = await countEvent(rules.giftCardAddCard, input.number, now);
  if (attempt.count > rules.giftCardAddCard.limit) {
    const minutes = Math.max(1, Math.ceil((attempt.windowStartedAt.getTime() + rules.giftCardAddCard.windowMs - now.getTime()) / 60_000));
    throw new AppError("RATE_LIMITED", { minutes });
  }
  const [card] = await getDb().select({ id: giftCards.id, codeHash: giftCards.codeHash, status: giftCards.status, holderId: giftCards.holderId }).from(giftCards).where(eq(giftCards.number, input.number));
  if (!card || card.status !== "active" || !verifyGiftCardCode(input.code, card.codeHash)) throw new AppError("GIFT_CARD_INVALID");
  const [added] = await getDb()
    .update(giftCards)
    .set({ holderId: customer.id })
    .where(and(eq(giftCards.id, card.id), or(isNull(giftCards.holderId), eq(giftCards.holderId, customer.id))))
    .returning({ id: giftCards.id, balanceCents: giftCards.balanceCents });
  if (!added) throw new AppError("GIFT_CARD_INVALID");
  return added;
}
