import "server-only";
import type { ClinicOption } from "@/server/clinics/clinic-option";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { clinicDayOf, clinicDayRange, zoneLabel } from "@/shared/clinic-time";
import type { Clinic } from "@/server/clinics/list-clinics";

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

function pageMoment(now: Date, timeZone: string): Pick<ClinicOption, "today" | "zoneNow" | "todayEndsAt"> {
  const today = clinicDayOf(now, timeZone);
  return { today, zoneNow: zoneLabel(now, timeZone), todayEndsAt: clinicDayRange(today, timeZone).end.getTime() };
}
