import { ClipboardCheck, ClipboardList, Stethoscope } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { DynamicLink } from "@/components/links/dynamic-link";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import type { HealthStatus } from "@/server/health/health-review";

const tone: Record<Exclude<HealthStatus, "not_needed">, string> = {
  due: "bg-amber-50 text-amber-900 ring-amber-200",
  clear: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  approved: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  review_needed: "bg-sand text-ink ring-linen",
  contact: "bg-sand text-ink ring-linen",
};

/**
 * Where a visit stands with the health questionnaire (decision 181), as the customer sees it: a status, and
 * the way to the questionnaire while it is to complete. Nothing for treatments that need none.
 */
export async function HealthStatusNote({
  status,
  area,
  locale,
  linkless,
}: {
  status: HealthStatus | undefined;
  area: Area;
  locale: Locale;
  /** On the questionnaire page itself. */ linkless?: boolean;
}) {
  if (!status || status === "not_needed") return null;
  const t = await getTranslations({ locale, namespace: "health" });
  const Icon =
    status === "due" ? ClipboardList : status === "clear" || status === "approved" ? ClipboardCheck : Stethoscope;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="health-status" data-status={status}>
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1 ${tone[status]}`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {t(`status.${status}`)}
      </span>
      {status === "due" && !linkless && (
        <DynamicLink
          href={pathFor(area, locale, "account/health")}
          className="inline-flex min-h-11 items-center rounded-full bg-ink px-4 py-2 text-sm font-medium text-ivory hover:bg-gold-deep"
        >
          {t("complete")}
        </DynamicLink>
      )}
    </div>
  );
}
