/**
 * The rules of a clinic's care team (issue 40 row 15, decision 228), shared by the use cases, the back office's
 * forms and the public pages. No server-only guard: pure.
 */
import { z } from "zod";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";
import { isSingleLineText } from "@/shared/input/plain-text";

/** The closed list of roles the site names in every language (messages clinicians.roles.*); the database's enum. */
export const clinicianRoles = [
  "doctor",
  "nurse_prescriber",
  "registered_nurse",
  "aesthetic_practitioner",
  "phlebotomist",
] as const;
export type ClinicianRole = (typeof clinicianRoles)[number];

/** The catalogue's treatment categories a clinician can give, in the order the back office lists them. */
export const clinicianCategories = [
  "infusion",
  "injection",
  "blood",
  "diagnostics",
  "detox",
  "spa",
] as const satisfies readonly ItemCategory[];

/** The back-office form names one checkbox per category: categories-infusion, categories-blood, … */
export const categoryField = (category: ItemCategory) => `categories-${category}`;

/** The categories a form's ticked boxes name (a checkbox sends "on"), in the list's order. */
export function categoriesFromForm(input: Record<string, string | undefined>): ItemCategory[] {
  return clinicianCategories.filter((category) => input[categoryField(category)] === "on");
}

const line = (required: string, max: number, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong).refine(isSingleLineText, required);

/**
 * What a manager types about a clinician. Messages are keys of staff.validation (English, decision 130). The
 * registration is required: the page exists to say who treats a guest and with which registration, and a body's
 * short name and a number are what a guest can check (the public registers search by both).
 */
export const clinicianFieldsSchema = z.object({
  name: line("clinicianNameRequired", 80, "clinicianNameTooLong"),
  role: z.enum(clinicianRoles, "clinicianRoleRequired"),
  registrationBody: line("registrationBodyRequired", 40, "registrationBodyTooLong").regex(
    /^[A-Za-z][A-Za-z0-9 .&'-]*$/,
    "registrationBodyFormat",
  ),
  registrationNumber: line("registrationNumberRequired", 30, "registrationNumberTooLong").regex(
    /^[A-Za-z0-9][A-Za-z0-9 /.-]*$/,
    "registrationNumberFormat",
  ),
  categories: z
    .array(z.string(), "categoriesRequired")
    .refine(
      (values) => values.every((v) => (clinicianCategories as readonly string[]).includes(v)),
      "categoriesRequired",
    )
    .transform((values) => clinicianCategories.filter((c) => values.includes(c)))
    .pipe(z.array(z.enum(clinicianCategories)).min(1, "categoriesRequired")),
});

const HONORIFICS = new Set([
  "dr",
  "prof",
  "professor",
  "sister",
  "nurse",
  "mr",
  "mrs",
  "ms",
  "mx",
  "miss",
  "sir",
  "dame",
]);

/**
 * The monogram shown where a clinician has no photo: the first letters of their first and last names, titles left
 * out ("Dr Eleanor Hart" → "EH", "Sister Amara Nkosi" → "AN", "Cher" → "C").
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .filter((word, i, all) => !(HONORIFICS.has(word.toLowerCase().replace(/\.$/, "")) && i < all.length - 1));
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined]
    .map((word) => (word ? Array.from(word)[0] : ""))
    .join("");
  return letters.toLocaleUpperCase("en");
}
