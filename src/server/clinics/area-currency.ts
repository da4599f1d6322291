import "server-only";
import { DEFAULT_CURRENCY } from "@/config/money";
import { areaHomeClinic, type Area } from "@/config/site";
import type { Clinic } from "./list-clinics";

/**
 * The currency of an area's site (decision 268): its home clinic's, so `/uk` shows pounds, `/za` rand and `/us`
 * dollars, and an area whose home clinic is not in the list the group's default. Pages not tied to a clinic yet, the
 * gift-card form and the basket's notice all read it here.
 */
export function areaCurrency(clinics: readonly Pick<Clinic, "slug" | "currency">[], area: Area): string {
  return clinics.find((c) => c.slug === areaHomeClinic[area])?.currency ?? DEFAULT_CURRENCY;
}
