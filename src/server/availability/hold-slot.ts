import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { z } from "zod";
import { env } from "@/config/env";
import { getDb } from "@/db/client";
import { chairSlots } from "@/db/schema";
import { getBookingClinic } from "@/server/clinics/get-clinic";
import { AppError } from "@/server/errors/app-error";
import { clinicIdField } from "@/server/input/clinic-id";
import { isSaneInstant } from "@/shared/input/date-range";
import { assertBookableStart, HOLD_MINUTES } from "./booking-rules";
import { countAttempt, refundAttempt, rules, type RateRule } from "@/server/accounts/rate-limit";
import { verifyBotCheck } from "@/server/bot-check/verify-bot-check";
import type { Tx } from "@/db/client";
import { reserveChair } from "./reserve-chair";

/** What the visitor sends. The holder key is not among it: the server keeps it in a cookie (decision 076). */
export const holdSlotSchema = z.object({
  clinicId: clinicIdField,
  startsAt: z.coerce
    .date({ message: "booking.form.selectTime" })
    .refine(isSaneInstant, { message: "booking.form.selectTime" }),
  durationMinutes: z.coerce
    .number()
    .int()
    .min(5)
    .max(12 * 60),
  /** The bot check's proof of work, when an earlier try was answered PROOF_REQUIRED (decision 241). */
  altcha: z.string().max(4000).optional(),
});
export type HoldSlotInput = z.infer<typeof holdSlotSchema>;

export interface HoldRequester {
  /** The server-issued key of the visitor's browser (src/server/availability/holder-key.ts). */
  holderKey: string;
  /** The trusted client address (src/server/http/client-address.ts). */
  clientAddress: string;
  /** The bot check's proof of work (form "hold"), sent when a hold was answered PROOF_REQUIRED. */
  proof?: unknown;
}

/**
 * Decision 241 (which replaces decision 076's per-address limits): a browser keeps at most 2 live holds (a new hold
 * lets its earlier one go) and takes at most 30 in 15 minutes; a client address is only flood-guarded: the holds it
 * takes in an hour that did not become bookings, free up to `HOLDS_PER_ADDRESS_BEFORE_PROOF` (30), with the bot
 * check's proof of work up to `HOLDS_PER_ADDRESS_PER_HOUR` (120), refused above. A hotel's guests share an address.
 */
export function holdLimits() {
  const config = env();
  return {
    livePerHolder: 2,
    perHolder: rules.chairHoldBrowser,
    addressBeforeProof: config.HOLDS_PER_ADDRESS_BEFORE_PROOF,
    perAddress: {
      bucket: "chair-hold-address",
      limit: config.HOLDS_PER_ADDRESS_PER_HOUR,
      windowMs: 60 * 60_000,
    } satisfies RateRule,
  };
}

export interface Hold {
  id: string;
  clinicId: number;
  startsAt: Date;
  endsAt: Date;
  expiresAt: Date;
}

/**
 * Hold a chair for 10 minutes while the visitor checks out. The holder's earlier holds are let go first (one hold
 * per visitor); the hold becomes the booking when the order is placed, and then gives its address count back
 * (`bookChair`), so finished bookings never count against an address. Every count is taken before it is compared
 * (one upsert, decision 070): of parallel holds from one address exactly the allowance pass. A hold that is refused
 * or finds no chair gives its counts back. The live holds of a holder are counted inside the transaction, after
 * the holder's advisory lock.
 */
export async function holdSlot(input: HoldSlotInput, requester: HoldRequester, now = new Date()): Promise<Hold> {
  const clinic = await getBookingClinic(input.clinicId);
  if (!clinic) throw new AppError("CLINIC_REQUIRED");
  assertBookableStart(input.startsAt, clinic, now, "customer");
  const endsAt = new Date(input.startsAt.getTime() + input.durationMinutes * 60_000);
  const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
  const limits = holdLimits();
  const counted: [RateRule, string][] = [];
  const giveBack = () => Promise.all(counted.map(([rule, key]) => refundAttempt(rule, key)));
  try {
    const address = await countAttempt(limits.perAddress, requester.clientAddress, now);
    counted.push([limits.perAddress, requester.clientAddress]);
    if (!address.allowed) throw new AppError("HOLD_LIMIT");
    if (address.count > limits.addressBeforeProof) {
      if (requester.proof === undefined || requester.proof === null || requester.proof === "")
        throw new AppError("PROOF_REQUIRED");
      await verifyBotCheck({ form: "hold", payload: requester.proof, honeypot: "", now });
    }
    const holder = await countAttempt(limits.perHolder, requester.holderKey, now);
    counted.push([limits.perHolder, requester.holderKey]);
    if (!holder.allowed) throw new AppError("HOLD_LIMIT");
    return await getDb().transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`hold-holder:${requester.holderKey}`}))`);
      await tx
        .update(chairSlots)
        .set({ state: "released" })
        .where(and(eq(chairSlots.holderKey, requester.holderKey), eq(chairSlots.state, "held")));
      const [byHolder] = await tx
        .select({ n: count() })
        .from(chairSlots)
        .where(
          and(
            eq(chairSlots.holderKey, requester.holderKey),
            eq(chairSlots.state, "held"),
            gt(chairSlots.expiresAt, now),
          ),
        );
      if ((byHolder?.n ?? 0) >= limits.livePerHolder) throw new AppError("HOLD_LIMIT");
      const { slotId } = await reserveChair(tx, {
        clinicId: clinic.id,
        chairIds: clinic.chairIds,
        startsAt: input.startsAt,
        endsAt,
        state: "held",
        holderKey: requester.holderKey,
        clientAddress: requester.clientAddress,
        expiresAt,
        now,
      });
      return { id: slotId, clinicId: clinic.id, startsAt: input.startsAt, endsAt, expiresAt };
    });
  } catch (error) {
    await giveBack();
    throw error;
  }
}

/**
 * A hold that became a booking gives back the count it took from its client address (decision 241): the flood
 * guard counts holds that came to nothing, never finished bookings. Run in the booking's transaction.
 */
export async function holdBecameBooking(tx: Tx, clientAddress: string | null): Promise<void> {
  if (clientAddress) await refundAttempt(holdLimits().perAddress, clientAddress, tx);
}
