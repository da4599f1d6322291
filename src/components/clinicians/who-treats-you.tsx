import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import { areaHomeClinic } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";
import { listTreatmentClinicians } from "@/server/clinicians/list-treatment-clinicians";
import { ClinicianCredentials } from "./clinician-credentials";
import { ClinicianPortrait } from "./clinician-portrait";
import { TitledSection } from "@/components/ui/titled-section";

/**
 * "Who treats you" on a treatment's page: the area's clinic's active clinicians who give treatments of this
 * category, and the way to the clinic's whole care team. Nothing when the clinic lists no one for it.
 */
export async function WhoTreatsYou({ area, locale, category }: { area: Area; locale: Locale; category: ItemCategory }) {
  const clinicSlug = areaHomeClinic[area];
  const [clinicians, t, common] = await Promise.all([
    listTreatmentClinicians({ clinicSlug, category }, locale),
    getTranslations({ locale, namespace: "clinicians.whoTreatsYou" }),
    getTranslations({ locale, namespace: "common" }),
  ]);
  if (clinicians.length === 0) return null;
  const clinic = common(`clinics.${clinicSlug}`);
  return (
    <TitledSection id="who-treats-you-title" title={t("title")} headingClassName="text-2xl" testId="who-treats-you">
      <p className="mt-2 max-w-prose text-sm leading-relaxed text-stone">{t("intro", { clinic })}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {clinicians.map((clinician) => (
          <li key={clinician.id} className="flex items-center gap-3" data-testid="who-treats-you-member">
            <ClinicianPortrait clinician={clinician} size="sm" />
            <div className="min-w-0">
              <p className="font-medium leading-tight">
                <bdi>{clinician.name}</bdi>
              </p>
              <ClinicianCredentials clinician={clinician} locale={locale} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link
          href={`${pathFor(area, locale, `locations/${clinicSlug}`)}#care-team-title`}
          className="font-medium text-gold-deep underline underline-offset-4 hover:text-ink"
        >
          {t("teamLink", { clinic })}
        </Link>
      </p>
    </TitledSection>
  );
}
