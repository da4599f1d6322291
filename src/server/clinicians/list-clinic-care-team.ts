import "server-only";
import type { Locale } from "@/i18n/locales";
import { activeCareTeam, type CareTeamMember } from "./care-team-view";

/** "Your care team" on a clinic's page: its active clinicians in the order its managers set. Deactivated ones never show. */
export async function listClinicCareTeam(clinicSlug: string, locale: Locale): Promise<CareTeamMember[]> {
  return activeCareTeam(clinicSlug, locale);
}
