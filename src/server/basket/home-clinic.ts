import "server-only";
import { areaHomeClinic, clinicSeed, type Area } from "@/config/site";
import { listClinics } from "@/server/clinics/list-clinics";

/**
 * The clinic a basket merged "without a store" belongs to (docs/product/api.md): the home clinic of the area sent, else
 * of the country in the `country-code` header (GB London, ZA Cape Town, US New York), else none.
 */
export async function homeClinicId(area: Area | undefined, country: string | null): Promise<number | undefined> {
  const slug = area ? areaHomeClinic[area] : clinicSeed.find((c) => c.countryCode === country)?.slug;
  if (!slug) return undefined;
  return (await listClinics()).find((c) => c.slug === slug)?.id;
}
