import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { ClinicDayForm, dayPill } from "../clinic-day-form";
import { addClinicDays } from "@/shared/clinic-time";
import type { StaffClinic } from "@/server/clinics/list-staff-clinics";
import { scheduleHref } from "./schedule-links";

/**
 * Clinic, date and view: a plain GET form (works without JavaScript, every state is a link) and large
 * previous/today/next targets for a tablet.
 */
export async function ScheduleToolbar({
  area,
  clinics,
  clinic,
  day,
  today,
  view,
}: {
  area: Area;
  clinics: StaffClinic[];
  clinic: StaffClinic;
  day: string;
  today: string;
  view: "day" | "week";
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
  const step = view === "week" ? 7 : 1;
  const at = (d: string, v = view) => scheduleHref(area, { clinic: clinic.slug, day: d, view: v });
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3" data-testid="schedule-toolbar">
      <ClinicDayForm
        action={pathFor(area, "en", "staff/schedule")}
        clinics={clinics}
        clinic={clinic.slug}
        day={day}
        labels={{ clinic: t("clinic"), date: t("date"), go: t("go") }}
      >
        {view === "week" && <input type="hidden" name="view" value="week" />}
      </ClinicDayForm>
      <nav aria-label={t("date")} className="flex flex-wrap gap-2">
        <DynamicLink href={at(addClinicDays(day, -step))} className={dayPill}>
          {view === "week" ? t("previousWeek") : t("previousDay")}
        </DynamicLink>
        <DynamicLink href={at(today)} className={dayPill} aria-current={day === today ? "date" : undefined}>
          {t("today")}
        </DynamicLink>
        <DynamicLink href={at(addClinicDays(day, step))} className={dayPill}>
          {view === "week" ? t("nextWeek") : t("nextDay")}
        </DynamicLink>
      </nav>
      <nav aria-label={t("views")} className="ms-auto flex rounded-full border border-linen bg-white p-1">
        {(["day", "week"] as const).map((v) => (
          <DynamicLink
            key={v}
            href={at(day, v)}
            aria-current={v === view ? "page" : undefined}
            className="min-h-9 rounded-full px-4 py-2 text-sm font-medium aria-[current=page]:bg-ink aria-[current=page]:text-ivory"
          >
            {t(v)}
          </DynamicLink>
        ))}
      </nav>
    </div>
  );
}
