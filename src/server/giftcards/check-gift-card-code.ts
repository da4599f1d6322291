import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { giftCards } from "@/db/schema";
import { countAttempt, refundAttempt, rules } from "@/server/accounts/rate-limit";
import type { GiftCardRedeemInput } from "./gift-card-schema";
import { dummyGiftCardHash, verifyGiftCardCode } from "./gift-card-secret";

export interface GiftCardCheckContext {
  /**
   * The caller's address (the one client-address function), the second key of the limit. Routes always pass
   * it; without it (scripts, tests) only the per-number limit applies, rather than one bucket shared by all.
   */
  client?: string;
  now?: Date;
}

export type GiftCardCheck =
  | { ok: true; card: { id: string; number: string; balanceCents: number; currency: string; codeHash: string } }
  | { ok: false; error: "GIFT_CARD_INVALID" | "GIFT_CARD_LIMITED" };

/**
 * Check a gift card's number and code (decision 070). The attempt is counted first, atomically, per card
 * number and per client, at most 5 wrong codes an hour each; only then is the code compared, so N parallel
 * guesses compare at most 5. An unknown number, an inactive card and a wrong code give the same answer after
 * the same work (a dummy hash is verified). A right code gives its attempt back.
 */
export async function checkGiftCardCode(input: GiftCardRedeemInput, ctx: GiftCardCheckContext): Promise<GiftCardCheck> {
  const now = ctx.now ?? new Date();
  const byNumber = await countAttempt(rules.giftCardNumber, input.number, now);
  const byClient = ctx.client ? await countAttempt(rules.giftCardClient, ctx.client, now) : { allowed: true };
  if (!byNumber.allowed || !byClient.allowed) return { ok: false, error: "GIFT_CARD_LIMITED" };

  const [card] = await getDb()
    .select({
      id: giftCards.id,
      number: giftCards.number,
      balanceCents: giftCards.balanceCents,
      currency: giftCards.currency,
      codeHash: giftCards.codeHash,
      status: giftCards.status,
    })
    .from(giftCards)
    .where(eq(giftCards.number, input.number));
  const matches = await verifyGiftCardCode(input.code, card?.codeHash ?? (await dummyGiftCardHash()));
  if (!card || card.status !== "active" || !matches) return { ok: false, error: "GIFT_CARD_INVALID" };

  await refundAttempt(rules.giftCardNumber, input.number);
  if (ctx.client) await refundAttempt(rules.giftCardClient, ctx.client);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { status, ...found } = card;
  return { ok: true, card: found };
}
