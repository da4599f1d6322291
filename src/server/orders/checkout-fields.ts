import { z } from "zod";
import { isSingleLineText } from "@/shared/input/plain-text";

/** A coupon code as typed at checkout: trimmed, upper-cased, empty means none. Shared by quote and order. */
export const couponCodeField = z
  .string()
  .max(200)
  .refine(isSingleLineText)
  .trim()
  .max(40)
  .optional()
  .transform((v) => v?.toUpperCase() || undefined);
