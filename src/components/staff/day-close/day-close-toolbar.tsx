import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";
import { addClinicDays } from "@/shared/clinic-time";
import type { DayClose } from "@/server/day-close/get-day-close";
import { dayCloseHref } from "./day-close-links";

const pill =
  "inline-flex min-h-11 items-center rounded-full border border-linen bg-white px-4 text-sm font-medium hover:border-gold-deep";

/** Clinic and day: a plain GET form and previous/today/next links (every day is a link); hidden in print. */
export async function DayCloseToolbar({ area, report }: { area: Area; report: DayClose }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.dayClose" });
  const at = (day: string) => dayCloseHref(area, { clinic: report.clinic.slug, day });
  return (
    <div className="mb-6 flex flex-wrap items-end gap-3 print:hidden" data-testid="day-close-toolbar">
      <form method="get" action={pathFor(area, "en", "staff/day-close")} className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-xs text-stone">
          {t("clinic")}
          <select
            name="clinic"
            defaultValue={report.clinic.slug}
            className="min-h-11 rounded-xl border border-linen bg-white px-3 text-base text-ink"
          >
            {report.clinics.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-xs text-stone">
          {t("date")}
          <input
            type="date"
            name="day"
            defaultValue={report.day}
            required
            className="min-h-11 rounded-xl border border-linen bg-white px-3 text-base text-ink"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-full bg-ink px-5 text-sm font-medium text-ivory hover:bg-gold-deep"
        >
          {t("go")}
        </button>
      </form>
      <nav aria-label={t("days")} className="flex flex-wrap gap-2">
        <DynamicLink href={at(addClinicDays(report.day, -1))} className={pill}>
          {t("previousDay")}
        </DynamicLink>
        <DynamicLink
          href={at(report.today)}
          className={pill}
          aria-current={report.day === report.today ? "date" : undefined}
        >
          {t("today")}
        </DynamicLink>
        {report.day < report.today && (
          <DynamicLink href={at(addClinicDays(report.day, 1))} className={pill}>
            {t("nextDay")}
          </DynamicLink>
        )}
      </nav>
    </div>
  );
}
