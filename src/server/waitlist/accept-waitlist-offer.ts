import "server-only";
import { and, eq, gt, ne } from "drizzle-orm";
import { HOLD_MINUTES } from "@/config/booking-hours";
import { getDb } from "@/db/client";
import { chairSlots, waitlistEntries, type WaitlistLine } from "@/db/schema";
import { replaceServerBasket } from "@/server/basket/server-basket";
import { AppError } from "@/server/errors/app-error";
import { UUID } from "./leave-waitlist";
import { offerHolderKey } from "./offer-hold";

export interface AcceptedOffer {
  entryId: string;
  clinicId: number;
  day: string;
  startsAt: Date;
  holdId: string;
  expiresAt: Date;
  lines: WaitlistLine[];
}

/**
 * Take an offered time to checkout (decision 183). The hold becomes the browser's (its signed holder cookie, as
 * a hold made in the basket), so checkout turns it into the booking's chair; it lasts until the offer would have
 * ended, and at least checkout's 10 minutes. The browser's other holds are let go (one hold per visitor), the
 * clinic's server basket becomes the entry's lines, and the entry ends as accepted. Another customer's entry is
 * NOT_FOUND; an offer that has run out, was left or whose hold is gone is WAITLIST_OFFER_CLOSED. Taking the same
 * offer again in the same browser answers the same hold.
 */
export async function acceptWaitlistOffer(
  customer: { id: string },
  input: { entryId: string },
  deps: { holderKey: string; now?: Date },
): Promise<AcceptedOffer> {
  const now = deps.now ?? new Date();
  if (!UUID.test(input.entryId)) throw new AppError("NOT_FOUND");
  return getDb().transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, input.entryId), eq(waitlistEntries.userId, customer.id)))
      .for("update");
    if (!entry) throw new AppError("NOT_FOUND");
    const answer = (hold: { id: string; startsAt: Date; expiresAt: Date | null }): AcceptedOffer => ({
      entryId: entry.id,
      clinicId: entry.clinicId,
      day: entry.day,
      startsAt: hold.startsAt,
      holdId: hold.id,
      expiresAt: hold.expiresAt!,
      lines: entry.lines,
    });
    const live = and(eq(chairSlots.state, "held"), gt(chairSlots.expiresAt, now));
    if (entry.state === "accepted" && entry.holdSlotId) {
      const [mine] = await tx
        .select({ id: chairSlots.id, startsAt: chairSlots.startsAt, expiresAt: chairSlots.expiresAt })
        .from(chairSlots)
        .where(and(eq(chairSlots.id, entry.holdSlotId), eq(chairSlots.holderKey, deps.holderKey), live));
      if (mine) return answer(mine);
    }
    if (entry.state !== "offered" || !entry.holdSlotId || !entry.offerExpiresAt || entry.offerExpiresAt <= now)
      throw new AppError("WAITLIST_OFFER_CLOSED");

    const expiresAt = new Date(Math.max(entry.offerExpiresAt.getTime(), now.getTime() + HOLD_MINUTES * 60_000));
    await tx
      .update(chairSlots)
      .set({ state: "released" })
      .where(
        and(
          eq(chairSlots.holderKey, deps.holderKey),
          eq(chairSlots.state, "held"),
          ne(chairSlots.id, entry.holdSlotId),
        ),
      );
    const [taken] = await tx
      .update(chairSlots)
      .set({ holderKey: deps.holderKey, expiresAt })
      .where(and(eq(chairSlots.id, entry.holdSlotId), eq(chairSlots.holderKey, offerHolderKey(entry.id)), live))
      .returning({ id: chairSlots.id, startsAt: chairSlots.startsAt, expiresAt: chairSlots.expiresAt });
    if (!taken) throw new AppError("WAITLIST_OFFER_CLOSED");
    await replaceServerBasket(tx, customer.id, entry.clinicId, entry.lines);
    await tx.update(waitlistEntries).set({ state: "accepted", endedAt: now }).where(eq(waitlistEntries.id, entry.id));
    return answer(taken);
  });
}
