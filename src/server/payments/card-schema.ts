import { z } from "zod";

/** Luhn check digit (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "MM/YY" -> month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return expiry.year < y || (expiry.year === y && expiry.month < m);
}

/**
 * The sandbox card form (docs/product/messages.md): all three fields or "Please fill in the card number, expiry date
 * and CVC."; then the number's check digit and the expiry date. Messages are keys of `booking`.
 */
export function cardFormSchema(now = new Date()) {
  return z
    .object({
      // Generous caps: the checks below give the precise message; a megabyte never reaches them.
      cardNumber: z.string().max(64, "booking.checkout.card.invalidNumber").default(""),
      cardExpiry: z.string().max(32, "booking.checkout.card.invalidExpiry").default(""),
      cardCvc: z.string().max(16, "booking.checkout.card.invalidCvc").default(""),
    })
    .transform((v, ctx) => {
      const number = v.cardNumber.replace(/[\s-]/g, "");
      const cvc = v.cardCvc.trim();
      if (!number || !v.cardExpiry.trim() || !cvc) {
        ctx.addIssue({ code: "custom", path: ["cardNumber"], message: "booking.checkout.card.incomplete" });
        return z.NEVER;
      }
      if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
        ctx.addIssue({ code: "custom", path: ["cardNumber"], message: "booking.checkout.card.invalidNumber" });
        return z.NEVER;
      }
      const expiry = parseExpiry(v.cardExpiry);
      if (!expiry) {
        ctx.addIssue({ code: "custom", path: ["cardExpiry"], message: "booking.checkout.card.invalidExpiry" });
        return z.NEVER;
      }
      if (isExpired(expiry, now)) {
        ctx.addIssue({ code: "custom", path: ["cardExpiry"], message: "booking.checkout.card.expired" });
        return z.NEVER;
      }
      if (!/^\d{3,4}$/.test(cvc)) {
        ctx.addIssue({ code: "custom", path: ["cardCvc"], message: "booking.checkout.card.invalidCvc" });
        return z.NEVER;
      }
      return { number, expMonth: expiry.month, expYear: expiry.year, cvc };
    });
}
