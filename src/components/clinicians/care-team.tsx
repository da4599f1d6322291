import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { CareTeamMember } from "@/server/clinicians/care-team-view";
import { ClinicianCredentials } from "./clinician-credentials";
import { ClinicianPortrait } from "./clinician-portrait";
import { TitledSection } from "@/components/ui/titled-section";

/** "Your care team" on a clinic's page: each active clinician with photo or initials, role and registration. */
export async function CareTeam({ team, locale }: { team: CareTeamMember[]; locale: Locale }) {
  if (team.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "clinicians.careTeam" });
  return (
    <TitledSection id="care-team-title" title={t("title")} headingClassName="text-3xl" testId="care-team">
      <p className="mt-2 max-w-prose text-sm leading-relaxed text-stone">{t("intro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((clinician) => (
          <li
            key={clinician.id}
            className="flex items-center gap-4 rounded-2xl border border-linen bg-white p-5"
            data-testid="care-team-member"
          >
            <ClinicianPortrait clinician={clinician} size="md" />
            <div className="min-w-0">
              <h3 className="text-xl leading-tight">
                <bdi>{clinician.name}</bdi>
              </h3>
              <div className="mt-1 space-y-0.5">
                <ClinicianCredentials clinician={clinician} locale={locale} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
