import "server-only";
import { and, eq, isNull, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { giftCards } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { giftCardRedeemSchema, type GiftCardRedeemInput } from "./gift-card-schema";
import { checkGiftCardCode } from "./check-gift-card-code";

/**
 * My Gift Card: add a card to the account by its 16-character number and 6-character code, so its balance shows
 * there. The code is checked by the one gift-card check (decision 070): counted first, atomically, per card number
 * and per client, at most 5 wrong codes an hour, so parallel guesses cannot slip past the limit. A wrong code, an
 * unknown number, a void card and a card another account holds all answer alike.
 */
export async function addGiftCardToAccount(
  customer: { id: string },
  raw: GiftCardRedeemInput,
  deps: { now?: Date; client?: string } = {},
): Promise<{ id: string; balanceCents: number }> {
  const input = giftCardRedeemSchema.parse(raw);
  const check = await checkGiftCardCode(input, { client: deps.client, now: deps.now });
  if (!check.ok) throw new AppError(check.error);
  const card = check.card;
  const [added] = await getDb()
    .update(giftCards)
    .set({ holderId: customer.id })
    .where(and(eq(giftCards.id, card.id), or(isNull(giftCards.holderId), eq(giftCards.holderId, customer.id))))
    .returning({ id: giftCards.id, balanceCents: giftCards.balanceCents });
  if (!added) throw new AppError("GIFT_CARD_INVALID");
  return added;
}
