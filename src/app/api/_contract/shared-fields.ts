import { z } from "zod";
import { env } from "@/config/env";
import { holderKeyOf } from "@/server/availability/holder-key";

/** A read of the caller's own data or of the site's: no fields, by GET or POST as the original API allowed. */
export const readWithoutInput = { methods: ["GET", "POST"], input: z.object({}), example: {} } as const;

/** What a call that charges a card may answer besides its own errors: the card refused before or by the bank. */
export const cardErrors = [
  "CARD_INCOMPLETE",
  "CARD_INVALID",
  "CARD_EXPIRED",
  "PAYMENT_DECLINED",
  "PAYMENT_FAILED",
] as const;

/** The id of one of the caller's own records (a booking, a programme session, a waitlist entry): else NOT_FOUND. */
export const ownRecordIdField = z
  .string({ message: "errors.app.notFound" })
  .max(100, { message: "errors.app.notFound" });

/** Text that stands for a chosen time: missing or too long, the answer asks to choose a time. */
const chosenTimeText = z
  .string({ message: "booking.form.selectTime" })
  .max(100, { message: "booking.form.selectTime" });

/** The start a booking or a move chooses, ISO 8601, described as the call means it. */
export function startsAtField(description: string) {
  return chosenTimeText.meta({ description });
}

/** What a card payment's answer may add: the Payment Element's client secret and Stripe's publishable key. */
export const cardActionFields = {
  client_secret: z.string().optional(),
  publishable_key: z.string().nullable().optional(),
};

/**
 * A card payment's answer: paid, or the action the card asks for (Stripe: the browser's Payment Element needs the
 * client secret and the publishable key).
 */
export function cardPaymentAnswer(paid: { status: "paid" } | { status: "requires_action"; clientSecret: string }) {
  return paid.status === "paid"
    ? { status: "paid" as const }
    : {
        status: "requires_action" as const,
        client_secret: paid.clientSecret,
        publishable_key: env().STRIPE_PUBLISHABLE_KEY ?? null,
      };
}

/** A chair held with /api/v2/place_order/hold, used by a booking or a move when it is still live. */
export const holdIdField = chosenTimeText.optional();

/**
 * A chosen time as a booking's or a move's use case takes it: the start, the hold when one was sent, and the holder key
 * of the browser (its cookie), whose holds alone it may use.
 */
export function chosenTime(input: { starts_at: string; hold_id?: string | undefined }, request: Request) {
  return { startsAt: input.starts_at, holdId: input.hold_id || undefined, holderKey: holderKeyOf(request).key };
}
