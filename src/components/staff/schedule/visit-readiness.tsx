import { getTranslations } from "next-intl/server";
import type { VisitReadiness } from "@/server/schedule/visit-readiness";

const tone = (state: string) =>
  state === "not_needed"
    ? "bg-sand text-ink"
    : ["clear", "approved", "signed"].includes(state)
      ? "bg-emerald-100 text-emerald-900"
      : "bg-amber-100 text-amber-900";

/**
 * The questionnaire's and the consents' states of a visit, as two chips (never an answer, decision 181): green when
 * ready, amber when something is still to do before the chair, neutral when the treatment needs none.
 */
export async function VisitReadinessChips({ readiness, testId }: { readiness: VisitReadiness; testId?: string }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.readiness" });
  const missing = readiness.consentKinds.filter((k) => !k.signed).map((k) => t("kind", { kind: k.kind }));
  return (
    <span className="flex flex-wrap gap-1.5 text-sm" data-testid={testId}>
      <span
        className={`rounded-full px-2 py-0.5 ${tone(readiness.questionnaire)}`}
        data-testid="readiness-questionnaire"
      >
        {t("questionnaire", { state: readiness.questionnaire })}
      </span>
      <span className={`rounded-full px-2 py-0.5 ${tone(readiness.consent)}`} data-testid="readiness-consent">
        {t("consent", { state: readiness.consent })}
        {readiness.consent === "due" && missing.length > 0 && ` (${missing.join(", ")})`}
      </span>
    </span>
  );
}
