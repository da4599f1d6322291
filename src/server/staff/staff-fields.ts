import "server-only";
import { z } from "zod";
import { isSingleLineText } from "@/shared/input/plain-text";

/**
 * Field rules of back-office forms. Messages are keys of `staff.validation` (English only, decision 130),
 * translated by the action pipeline's staffAction (src/server/forms/action.ts).
 */

/** "420" or "420.50" (dollars) to integer cents. */
export const moneyField = z
  .string("priceRequired")
  .trim()
  .min(1, "priceRequired")
  .regex(/^\d{1,6}(\.\d{1,2})?$/, "priceFormat")
  .transform((value) => Math.round(Number(value) * 100));

/** An empty field means "none" (no sale price). */
export const optionalMoneyField = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "")
  .pipe(z.union([z.literal("").transform(() => null), moneyField]));

export const idField = z.coerce.number("idRequired").int("idRequired").positive("idRequired");

/** A checkbox: "on" when ticked, absent otherwise. */
export const checkboxField = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const dayField = z.string("dateRequired").regex(/^\d{4}-\d{2}-\d{2}$/, "dateRequired");

export const shortText = (requiredKey: string, max = 200) =>
  z.string(requiredKey).trim().min(1, requiredKey).max(max, "tooLong").refine(isSingleLineText, requiredKey);
