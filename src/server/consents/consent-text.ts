import "server-only";
import { createHash } from "node:crypto";
import {
  consentVersionById,
  currentConsentVersion,
  kindSections,
  sharedSections,
  type ConsentKind,
  type ConsentVersion,
} from "@/config/treatment-consents";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import ar from "../../../messages/ar/consent-forms.json";
import de from "../../../messages/de/consent-forms.json";
import en from "../../../messages/en/consent-forms.json";
import es from "../../../messages/es/consent-forms.json";
import fr from "../../../messages/fr/consent-forms.json";
import ja from "../../../messages/ja/consent-forms.json";
import ru from "../../../messages/ru/consent-forms.json";
import zh from "../../../messages/zh/consent-forms.json";

type Texts = Record<string, Record<string, Record<string, string> | undefined> | undefined>;

/**
 * The words of each edition, per language, straight from the files: never merged with English key by key (a
 * signed text is in one language), and never read through ICU formatting (the words are shown as written).
 */
const texts: Record<Locale, Texts> = {
  en: en.texts,
  zh: zh.texts,
  ar: ar.texts,
  de: de.texts,
  fr: fr.texts,
  ru: ru.texts,
  es: es.texts,
  ja: ja.texts,
};

export interface ConsentSection {
  id: string;
  heading: string;
  body: string;
}

/** One version of a consent in one language: exactly the words a customer reads and signs. */
export interface ConsentDocument {
  version: string;
  kind: ConsentKind;
  locale: Locale;
  title: string;
  sections: ConsentSection[];
}

/** The words of `version` in `locale`, or null when that language does not have every one of them. */
function documentIn(version: ConsentVersion, locale: Locale): ConsentDocument | null {
  const edition = texts[locale][version.edition];
  const headings = edition?.headings;
  const own = edition?.[version.kind];
  const shared = edition?.shared;
  if (!headings || !own?.title || !shared) return null;
  const sections: ConsentSection[] = [];
  for (const id of kindSections) {
    if (!headings[id] || !own[id]) return null;
    sections.push({ id, heading: headings[id], body: own[id] });
  }
  for (const id of sharedSections) {
    if (!headings[id] || !shared[id]) return null;
    sections.push({ id, heading: headings[id], body: shared[id] });
  }
  return { version: version.id, kind: version.kind, locale, title: own.title, sections };
}

/**
 * The words of a version as signed in `locale`: that language's text when it has the whole version, else the
 * English one (the document says which language it is in). Null for an unknown version.
 */
export function consentDocument(versionId: string, locale: string): ConsentDocument | null {
  const version = consentVersionById(versionId);
  if (!version) return null;
  return (isLocale(locale) ? documentIn(version, locale) : null) ?? documentIn(version, defaultLocale);
}

/** What a customer signs today for `kind`, in their language (or English). */
export function consentToSign(kind: ConsentKind, locale: string): ConsentDocument {
  const document = consentDocument(currentConsentVersion(kind).id, locale);
  if (!document) throw new Error(`the current ${kind} consent has no English text`);
  return document;
}

/**
 * The text as one string, the way it is hashed: the title, then each section's heading and body, separated by
 * blank lines. Unicode isolates in the Arabic text (decision 177) are part of the words as written.
 */
export function canonicalConsentText(document: ConsentDocument): string {
  return [document.title, ...document.sections.map((s) => `${s.heading}\n${s.body}`)].join("\n\n");
}

/** The SHA-256 (hex) of the text: stored with the signature and printed on the PDF. */
export function consentTextSha256(document: ConsentDocument): string {
  return createHash("sha256").update(canonicalConsentText(document), "utf8").digest("hex");
}

type PdfLabels = typeof en.pdf;
const pdfLabels: Record<Locale, Partial<PdfLabels>> = {
  en: en.pdf,
  zh: zh.pdf,
  ar: ar.pdf,
  de: de.pdf,
  fr: fr.pdf,
  ru: ru.pdf,
  es: es.pdf,
  ja: ja.pdf,
};

/** The PDF's own words (labels, the note on electronic signing) in `locale`, English where one is missing. */
export function consentPdfLabels(locale: string): PdfLabels {
  return { ...en.pdf, ...(isLocale(locale) ? pdfLabels[locale] : {}) };
}
