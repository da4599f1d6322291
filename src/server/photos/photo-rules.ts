/**
 * The rules of a photo upload (decision 160), shared by the use case, the proxy's body screen and the forms.
 * No server-only guard: pure.
 */
import { z } from "zod";
import { locales, type Locale } from "@/i18n/locales";
import { isSingleLineText } from "@/shared/input/plain-text";

export const photoSubjects = ["treatment", "clinic", "team", "clinician"] as const;
export type PhotoSubject = (typeof photoSubjects)[number];
export const ALT_MAX = 160;

/** The form's name for a locale's alternative text: alt-en, alt-zh, … */
export const altField = (locale: Locale) => `alt-${locale}`;

const altText = z.string().trim().max(ALT_MAX, "altTooLong").refine(isSingleLineText, "altInvalid");

/** English is required; the other seven may be empty (the site then shows the English text). */
export const photoTextSchema = z.object({
  subject: z.enum(photoSubjects, "photoSubjectUnknown"),
  key: z.string("photoSubjectUnknown").trim().min(1, "photoSubjectUnknown").max(80, "photoSubjectUnknown"),
  ...Object.fromEntries(
    locales.map((locale) => [
      altField(locale),
      locale === "en"
        ? z.string("altRequired").pipe(altText).pipe(z.string().min(1, "altRequired"))
        : altText.optional(),
    ]),
  ),
});

/** The alternative texts a form sent, empty ones left out. */
export function altTexts(input: Record<string, unknown>): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const locale of locales) {
    const value = input[altField(locale)];
    if (typeof value === "string" && value.trim()) out[locale] = value.trim();
  }
  return out;
}

/** A locale's alternative text, else the English one. */
export function altFor(alt: Partial<Record<string, string>>, locale: Locale): string {
  return alt[locale] || alt.en || "";
}

/** Stored photos are served at /media/photos/<sha256>.<ext> (content-addressed: never changes, cached for a year). */
export const PHOTO_ROUTE = "/media/photos";
export const photoName = /^([0-9a-f]{64})\.(jpg|png|webp)$/;
