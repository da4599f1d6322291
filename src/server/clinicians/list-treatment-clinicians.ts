import "server-only";
import { arrayContains } from "drizzle-orm";
import { clinicians } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";
import { activeCareTeam, type CareTeamMember } from "./care-team-view";

/**
 * "Who treats you" on a treatment's page: the active clinicians of the area's clinic who give treatments of its
 * category (an infusion page names those who give infusions), in the clinic's order.
 */
export async function listTreatmentClinicians(
  input: { clinicSlug: string; category: ItemCategory },
  locale: Locale,
): Promise<CareTeamMember[]> {
  return activeCareTeam(input.clinicSlug, locale, arrayContains(clinicians.categories, [input.category]));
}
