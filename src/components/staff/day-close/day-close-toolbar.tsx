import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { ClinicDayForm, dayPill } from "../clinic-day-form";
import { addClinicDays } from "@/shared/clinic-time";
import type { DayClose } from "@/server/day-close/get-day-close";
import { dayCloseHref } from "./day-close-links";

/** Clinic and day: a plain GET form and previous/today/next links (every day is a link); hidden in print. */
export async function DayCloseToolbar({ area, report }: { area: Area; report: DayClose }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.dayClose" });
  const at = (day: string) => dayCloseHref(area, { clinic: report.clinic.slug, day });
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3 print:hidden" data-testid="day-close-toolbar">
      <ClinicDayForm
        action={pathFor(area, "en", "staff/day-close")}
        clinics={report.clinics}
        clinic={report.clinic.slug}
        day={report.day}
        labels={{ clinic: t("clinic"), date: t("date"), go: t("go") }}
      />
      <nav aria-label={t("days")} className="flex flex-wrap gap-2">
        <DynamicLink href={at(addClinicDays(report.day, -1))} className={dayPill}>
          {t("previousDay")}
        </DynamicLink>
        <DynamicLink
          href={at(report.today)}
          className={dayPill}
          aria-current={report.day === report.today ? "date" : undefined}
        >
          {t("today")}
        </DynamicLink>
        {report.day < report.today && (
          <DynamicLink href={at(addClinicDays(report.day, 1))} className={dayPill}>
            {t("nextDay")}
          </DynamicLink>
        )}
      </nav>
    </div>
  );
}
