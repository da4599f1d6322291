import { z } from "zod";

/** docs/product/messages.md: gift card number 16 capital letters or digits; code 6 letters or digits. */
export const giftCardRedeemSchema = z.object({
  number: z
    .string()
    .max(64, { message: "booking.checkout.giftCardNumberFormat" })
    .trim()
    .transform((v) => v.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{16}$/, { message: "booking.checkout.giftCardNumberFormat" })),
  code: z
    .string()
    .trim()
    .pipe(z.string().regex(/^[A-Za-z0-9]{6}$/, { message: "booking.checkout.giftCardCodeFormat" })),
});
export type GiftCardRedeemInput = z.infer<typeof giftCardRedeemSchema>;
