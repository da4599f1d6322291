import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { CareTeamMember } from "@/server/clinicians/care-team-view";

/**
 * A clinician's role (from the closed list, in the page's language) and registration ("GMC 1234567"). The
 * registration is Latin letters and digits: isolated, so it keeps its order in Arabic.
 */
export async function ClinicianCredentials({
  clinician,
  locale,
}: {
  clinician: Pick<CareTeamMember, "role" | "registrationBody" | "registrationNumber">;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "clinicians" });
  return (
    <>
      <p className="text-sm font-medium text-gold-deep" data-testid="clinician-role">
        {t(`roles.${clinician.role}`)}
      </p>
      <p className="text-xs text-stone" data-testid="clinician-registration">
        {t.rich("registration", {
          registration: `${clinician.registrationBody} ${clinician.registrationNumber}`,
          reg: (chunks) => <bdi className="font-medium tabular-nums">{chunks}</bdi>,
        })}
      </p>
    </>
  );
}
