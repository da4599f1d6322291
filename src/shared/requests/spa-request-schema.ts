import { z } from "zod";
import { isSaneDay } from "@/shared/input/date-range";
import { isMultilineText, isSingleLineText } from "@/shared/input/plain-text";

/**
 * The spa/residence request (docs/product/routes-and-languages.md forms, docs/product/messages.md messages). One schema for the form, the server
 * action and any API caller. Messages are keys under catalogue.request.errors, translated at the edge.
 * No server-only guard: the form imports the field names and title list.
 */
export const personTitles = ["Mr", "Mrs", "Ms", "Miss", "Dr"] as const;
export const requestClinics = ["london", "cape-town", "new-york"] as const;

/** A hidden code field (the item, its add-on); `message` is its key under catalogue.request.errors. */
const optionalCode = (message: string) =>
  z
    .string({ error: message })
    .max(200, message)
    .refine(isSingleLineText, message)
    .trim()
    .max(40, message)
    .optional()
    .transform((v) => v || undefined);

/** Phone numbers as people type them: an optional +, digits, spaces, dots, dashes, brackets; 7 to 15 digits. */
const phonePattern = /^\+?[\d\s().-]+$/;

export const spaRequestSchema = z.object({
  item: optionalCode("item"),
  option: optionalCode("option"),
  title: z.enum(personTitles, { error: "title" }),
  fullName: z
    .string({ error: "fullName" })
    .refine(isSingleLineText, "fullName")
    .trim()
    .min(1, "fullName")
    .max(120, "fullName"),
  email: z
    .string({ error: "email" })
    .refine(isSingleLineText, "emailFormat")
    .trim()
    .min(1, "email")
    .max(200, "emailFormat")
    .pipe(z.email("emailFormat")),
  phone: z
    .string({ error: "phone" })
    .trim()
    .min(1, "phone")
    .refine(
      (v) => phonePattern.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7 && (v.match(/\d/g)?.length ?? 0) <= 15,
      "phoneFormat",
    ),
  clinic: z.enum(requestClinics, { error: "clinic" }),
  preferredDate: z.string({ error: "date" }).trim().min(1, "date").refine(isSaneDay, "date"),
  message: z
    .string()
    .max(20_000, "messageLength")
    .refine(isMultilineText, "messageLength")
    .trim()
    .max(2000, "messageLength")
    .optional()
    .default(""),
});
