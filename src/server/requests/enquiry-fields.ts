import { z } from "zod";
import { isSaneDay } from "@/shared/input/date-range";
import { isMultilineText, isSingleLineText } from "@/shared/input/plain-text";
import { contactFields } from "@/shared/requests/contact-request-schema";

/**
 * Pieces the concierge, franchising and careers schemas share. Messages are keys under requests.errors.enquiry or
 * .contact (or catalogue.request.errors; `requestFieldNamespaces`), translated at the edge. No server-only guard: the
 * forms import them.
 */
export const personFields = contactFields.pick({ fullName: true, email: true, phoneCountry: true, phone: true });

/** A one-line text a visitor must give (a city, a company). */
export const requiredLine = (key: string, max = 120) =>
  z.string({ error: key }).refine(isSingleLineText, key).trim().min(1, key).max(max, key);

/** A paragraph a visitor must give; `lengthKey` when it is too long. */
export const requiredText = (key: string, lengthKey: string, max: number) =>
  z.string({ error: key }).refine(isMultilineText, key).trim().min(1, key).max(max, lengthKey);

/** A paragraph the visitor may leave empty. */
export const optionalText = (lengthKey: string, max: number) =>
  z
    .string()
    .refine(isMultilineText, lengthKey)
    .trim()
    .max(max, lengthKey)
    .optional()
    .transform((v) => v ?? "");

/** A calendar day "YYYY-MM-DD" (what a date input posts). */
export const dayField = (key: string) => z.string({ error: key }).trim().min(1, key).refine(isSaneDay, key);

/** Several choices posted as one comma-joined value (see form-values.ts), each one of `allowed`, at least one. */
export const choiceList = <T extends string>(allowed: readonly T[], key: string) =>
  z
    .string({ error: key })
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length > 0 && list.every((v) => (allowed as readonly string[]).includes(v)), key)
    .transform((list) => list as T[]);
