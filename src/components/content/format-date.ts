import { localeTags, type Locale } from "@/i18n/locales";

/** A publication date ("2026-09-15") in the reader's language; dates carry no time, so UTC keeps the day. */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
