import { z } from "zod";

/** A coupon code as typed at checkout: trimmed, upper-cased, empty means none. Shared by quote and order. */
export const couponCodeField = z
  .string()
  .trim()
  .max(40)
  .optional()
  .transform((v) => v?.toUpperCase() || undefined);
