import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { giftCards } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { reasonField } from "@/server/staff/staff-override";
import { lookUpGiftCardSchema } from "./look-up-gift-card";

export const voidGiftCardSchema = lookUpGiftCardSchema.extend({ reason: reasonField });

/**
 * Void a gift card (managers and admins, with a reason; audited): from then on checkout refuses it and
 * nothing more can be spent from it. The balance it had stays recorded. Voiding twice is refused (CONFLICT).
 */
export async function voidGiftCard(
  actor: StaffActor,
  raw: z.input<typeof voidGiftCardSchema>,
  deps: { now?: Date } = {},
): Promise<{ number: string; balanceCents: number }> {
  assertRole(actor, "manager");
  const input = voidGiftCardSchema.parse(raw);
  const now = deps.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const [card] = await tx
      .select({
        id: giftCards.id,
        status: giftCards.status,
        balanceCents: giftCards.balanceCents,
        currency: giftCards.currency,
      })
      .from(giftCards)
      .where(eq(giftCards.number, input.number))
      .for("update");
    if (!card) throw new AppError("NOT_FOUND");
    if (card.status === "void") throw new AppError("CONFLICT");
    await tx.update(giftCards).set({ status: "void" }).where(eq(giftCards.id, card.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "gift_card.void",
        entity: "gift_card",
        entityId: input.number,
        before: { status: card.status, balanceCents: card.balanceCents, currency: card.currency },
        after: { status: "void", balanceCents: card.balanceCents },
        reason: input.reason,
      },
      now,
    );
    return { number: input.number, balanceCents: card.balanceCents };
  });
}
