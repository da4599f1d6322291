import { FileDown, PenLine } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { DynamicLink } from "@/components/links/dynamic-link";
import type { Area } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { consentPagePath, consentPdfUrl } from "@/server/consents/consent-links";
import type { BookingConsents } from "@/server/consents/consent-status";
import type { HealthStatus } from "@/server/health/health-review";
import { HealthStatusNote } from "./health-status";

const badge = "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-medium ring-1";
const action = "inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-medium";

/**
 * What a visit asks of the customer before it (decisions 181 and 184): the health questionnaire's status, and
 * the consent to sign or its signed PDFs. `signable`: the visit is still to come, so a missing consent can be
 * signed; a past visit only offers what was signed.
 */
export async function VisitPreparation({
  bookingId,
  health,
  consents,
  signable,
  area,
  locale,
}: {
  bookingId: string;
  health?: HealthStatus;
  consents?: BookingConsents;
  signable: boolean;
  area: Area;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "consent-forms" });
  const signed = consents?.kinds.filter((k) => k.consentId) ?? [];
  const consentDue = signable && consents?.status === "due";
  if ((!health || health === "not_needed") && !consentDue && signed.length === 0) return null;
  return (
    <div className="grid gap-2" data-testid="visit-preparation">
      <HealthStatusNote status={signable ? health : undefined} area={area} locale={locale} />
      {consentDue && (
        <div className="flex flex-wrap items-center gap-2" data-testid="consent-status" data-status="due">
          <span className={`${badge} bg-amber-50 text-amber-900 ring-amber-200`}>
            <PenLine aria-hidden="true" className="size-3.5" />
            {t("status.due")}
          </span>
          <DynamicLink
            href={consentPagePath(area, locale, bookingId)}
            className={`${action} bg-ink text-ivory hover:bg-gold-deep`}
          >
            {t("cta")}
          </DynamicLink>
        </div>
      )}
      {signed.length > 0 && (
        <div className="flex flex-wrap items-center gap-2" data-testid="consent-status" data-status={consents?.status}>
          <span className={`${badge} bg-emerald-50 text-emerald-900 ring-emerald-200`}>{t("status.signed")}</span>
          {signed.map((k) => (
            <a
              key={k.kind}
              href={consentPdfUrl(k.consentId!, locale)}
              className={`${action} border border-ink/20 hover:border-gold-deep`}
              data-testid="consent-pdf"
            >
              <FileDown aria-hidden="true" className="size-4" />
              {t("downloadKind", { kind: t(`page.kinds.${k.kind}`) })}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
