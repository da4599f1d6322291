import "server-only";
import type { ClinicOption } from "@/server/clinics/clinic-option";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import {
  addClinicDays,
  clinicDayOf,
  clinicDayRange,
  dayOffsets,
  zoneLabel,
  type DayOffsets,
} from "@/shared/clinic-time";
import type { Clinic } from "@/server/clinics/list-clinics";

/** Days ahead whose zone the page names: past the end of the twelve months that can be booked (decision 080). */
const OFFSET_DAYS = 400;
/** Per zone and day: the basket renders per request, and the offsets change only at midnight. */
const offsetsKept = new Map<string, DayOffsets>();

function offsetsFrom(today: string, timeZone: string): DayOffsets {
  const key = `${timeZone}|${today}`;
  let offsets = offsetsKept.get(key);
  if (!offsets) {
    offsets = dayOffsets(today, addClinicDays(today, OFFSET_DAYS), timeZone);
    if (offsetsKept.size >= 64) offsetsKept.clear();
    offsetsKept.set(key, offsets);
  }
  return offsets;
}

/**
 * The clinics as the booking islands get them: name and city in the visitor's language, and (for pages rendered per
 * request, `now` given) each clinic's day and zone name at that moment, and when that day ends there.
 */
export async function toClinicOptions(clinics: readonly Clinic[], locale: string, now?: Date): Promise<ClinicOption[]> {
  const texts = await loadLocalizedCatalogue(locale);
  return clinics.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: texts.clinicName(c.slug, c.name),
    city: texts.clinicCity(c.slug, c.city),
    timeZone: c.timeZone,
    currency: c.currency,
    phone: c.phone,
    email: c.email,
    outOfHours: c.outOfHours,
    weeklyHours: c.weeklyHours,
    inResidence: c.inResidence,
    ...(now ? pageMoment(now, c.timeZone) : {}),
  }));
}

function pageMoment(now: Date, timeZone: string): Pick<ClinicOption, "today" | "zoneNow" | "todayEndsAt" | "offsets"> {
  const today = clinicDayOf(now, timeZone);
  return {
    today,
    zoneNow: zoneLabel(now, timeZone),
    todayEndsAt: clinicDayRange(today, timeZone).end.getTime(),
    offsets: offsetsFrom(today, timeZone),
  };
}
