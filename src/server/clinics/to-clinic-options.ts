import "server-only";
import type { ClinicOption } from "@/components/booking/types";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import type { Clinic } from "@/server/clinics/list-clinics";

/** The clinics as the booking islands get them: name and city in the visitor's language. */
export async function toClinicOptions(clinics: readonly Clinic[], locale: string): Promise<ClinicOption[]> {
  const texts = await loadLocalizedCatalogue(locale);
  return clinics.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: texts.clinicName(c.slug, c.name),
    city: texts.clinicCity(c.slug, c.city),
    timeZone: c.timeZone,
    phone: c.phone,
    email: c.email,
    outOfHours: c.outOfHours,
    weeklyHours: c.weeklyHours,
    inResidence: c.inResidence,
  }));
}
