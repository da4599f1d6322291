import "server-only";
import { getBookingClinicBySlug } from "@/server/clinics/get-clinic";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { listBookableItems } from "@/server/basket/list-bookable-items";
import { CLOCK, formatTag } from "@/i18n/formats";
import type { Locale } from "@/i18n/locales";
import { earliestStart } from "./booking-rules";
import { clinicDayOf, clinicDaySpans } from "@/shared/clinic-time";
import { freeStartsBetween } from "./get-availability";

/** How far ahead the treatment page looks for a free time: beyond this it says "please call us". */
export const NEXT_FREE_SEARCH_DAYS = 28;

export interface NextFreeStart {
  startsAt: Date;
  timeZone: string;
  clinicSlug: string;
}

/**
 * The first start in standard hours (no surcharge) that a visit of one `code` could book at the clinic, from
 * the 24-hour lead time on, within NEXT_FREE_SEARCH_DAYS; null when the item is not bookable online, the
 * clinic is unknown or nothing is free. One query for the whole range.
 */
export async function getNextFreeStart(
  input: { clinicSlug: string; code: string },
  now = new Date(),
): Promise<NextFreeStart | null> {
  const [[item], clinic] = await Promise.all([
    listBookableItems([input.code]),
    getBookingClinicBySlug(input.clinicSlug),
  ]);
  if (!item || !clinic || clinic.chairIds.length === 0) return null;
  const spans = clinicDaySpans(
    clinicDayOf(earliestStart(now, "customer"), clinic.timeZone),
    NEXT_FREE_SEARCH_DAYS,
    clinic.timeZone,
  );
  for (const day of await freeStartsBetween(clinic, spans, item.durationMinutes, now)) {
    const start = day.find((s) => s.band === "standard");
    if (start) return { startsAt: start.startsAt, timeZone: clinic.timeZone, clinicSlug: clinic.slug };
  }
  return null;
}

/** "Tue 1 Dec, 10:00": the clinic's wall time, in the visitor's language, Latin digits as elsewhere. */
export function formatNextFree(instant: Date, timeZone: string, locale: Locale, area?: string): string {
  const tag = formatTag(locale, area);
  const base = { timeZone, numberingSystem: "latn" } as const;
  // One format for both, so the language joins them ("Tue 1 Dec, 10:00"; in Arabic with its own comma, issue 40 row 9).
  return new Intl.DateTimeFormat(tag, {
    ...base,
    ...CLOCK,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(instant);
}

/** The clinic's city in the visitor's language, for "{city} time". */
export async function clinicCityName(slug: string, fallback: string, locale: Locale): Promise<string> {
  return (await loadLocalizedCatalogue(locale)).clinicCity(slug, fallback);
}
