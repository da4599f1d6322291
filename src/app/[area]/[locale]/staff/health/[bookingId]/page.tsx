import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { DynamicLink } from "@/components/links/dynamic-link";
import { questions } from "@/config/health-questionnaire";
import { pathFor } from "@/i18n/paths";
import { resolvePageContext, type RouteParams } from "@/i18n/route-params";
import { formatClinicTime } from "@/shared/clinic-time";
import { listClinics } from "@/server/clinics/list-clinics";
import { isAppError } from "@/server/errors/app-error";
import { readBookingQuestionnaire, visitUnderReview } from "@/server/health/health-review";
import { localLineTitle } from "@/server/bookings/booking-confirmation";
import { requireStaffPage } from "@/server/staff/current-staff";
import { staffConsentPdfPath } from "@/server/consents/consent-links";
import { consentStatusOf } from "@/server/consents/consent-status";
import { reviewHealthAction } from "../actions";
import { TitledSection } from "@/components/ui/titled-section";
import { DetailRow } from "@/components/ui/detail-row";
import { hiddenFields } from "@/components/account/field-specs";

export const metadata: Metadata = { title: "Clinical review · Back office" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One visit's questionnaire for a clinician of its clinic (decision 181): the answers (this read is in the
 * audit log), the questions a rule flagged, and the decision: approve, or contact the customer first.
 */
export default async function StaffHealthReviewPage({
  params,
}: {
  params: Promise<Awaited<RouteParams> & { bookingId: string }>;
}) {
  const { area, locale } = await resolvePageContext(params);
  const { bookingId } = await params;
  const actor = await requireStaffPage({ area, locale, path: `staff/health/${bookingId}`, role: "reception" });
  if (!actor.clinician || !UUID.test(bookingId)) notFound();
  const missing = (error: unknown): never => {
    if (isAppError(error) && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) notFound();
    throw error;
  };
  const visit = await visitUnderReview(actor, bookingId).catch(missing);
  const answers = await readBookingQuestionnaire(actor, bookingId).catch(missing);
  const [t, h, clinics] = await Promise.all([
    getTranslations({ locale: "en", namespace: "staff.health" }),
    getTranslations({ locale: "en", namespace: "health" }),
    listClinics(),
  ]);
  const clinic = clinics.find((c) => c.id === visit.clinicId);
  const when = clinic ? formatClinicTime(visit.startsAt, clinic.timeZone, "en-GB") : null;
  const flagged = new Set(answers.flags);
  const consents = (await consentStatusOf([visit.id])).get(visit.id);

  return (
    <>
      <p>
        <DynamicLink
          href={pathFor(area, "en", "staff/health")}
          className="inline-flex min-h-11 items-center text-sm underline underline-offset-4"
        >
          {t("back")}
        </DynamicLink>
      </p>
      <h1 className="mt-2 text-3xl">
        {visit.firstName} {visit.lastName} · {visit.number}
      </h1>
      <dl className="mt-4 grid gap-3 rounded-2xl border border-linen bg-white p-5 text-sm sm:grid-cols-4">
        <DetailRow term={t("when")}>
          {when ? `${when.date}, ${when.time} (${when.zone})` : visit.startsAt.toISOString()}
        </DetailRow>
        <DetailRow term={t("clinic")}>{clinic?.name}</DetailRow>
        <DetailRow term={t("treatments")}>
          {visit.items.map((i) => (
            <span key={`${i.code}:${i.optionCode ?? ""}`} className="block">
              {localLineTitle("en", { code: i.code, optionCode: i.optionCode ?? null, title: i.code })}
            </span>
          ))}
        </DetailRow>
        <DetailRow term={t("contactDetails")} valueClassName="text-start" dir="ltr">
          {visit.email}
          {visit.mobile && <span className="block">{visit.mobile}</span>}
        </DetailRow>
        <DetailRow term={t("status")} valueTestId="health-review-status">
          {t(`state.${answers.status}`)}
        </DetailRow>
        {consents && consents.status !== "not_needed" && (
          <DetailRow term={t("consentTitle")} className="sm:col-span-2" testId="review-consent">
            {t("consent", { state: consents.status })}
            {consents.kinds
              .filter((k) => k.consentId)
              .map((k) => (
                <a
                  key={k.kind}
                  href={staffConsentPdfPath(area, k.consentId!)}
                  className="ms-3 inline-flex min-h-11 items-center underline underline-offset-4"
                >
                  {t("consentPdf", { kind: k.kind })}
                </a>
              ))}
          </DetailRow>
        )}
        <DetailRow term={t("answeredAt")}>
          {formatClinicTime(answers.answeredAt, clinic?.timeZone ?? "UTC", "en-GB").date}
        </DetailRow>
      </dl>

      <TitledSection id="answers" title={t("answers")} className="mt-8">
        <p className="mt-1 text-sm text-stone">{t("readLogged")}</p>
        <ul className="mt-4 grid gap-2" data-testid="health-answers">
          {questions.map((q) => {
            const answer = answers.answers[q.id];
            return (
              <li
                key={q.id}
                className={`rounded-xl border p-4 text-sm ${flagged.has(q.id) ? "border-amber-400 bg-amber-50" : "border-linen bg-white"}`}
                data-question={q.id}
                data-flagged={flagged.has(q.id) || undefined}
              >
                <p className="font-medium">
                  {h(`questions.${q.id}.label`)}{" "}
                  {flagged.has(q.id) && (
                    <span className="ms-2 rounded-full bg-amber-200 px-2 py-0.5 text-xs">{t("flagged")}</span>
                  )}
                </p>
                <p className="mt-1">{answer ? h(`answers.${answer}`) : "—"}</p>
                {answers.details[q.id] && (
                  <p className="mt-1 whitespace-pre-line text-stone">{answers.details[q.id]}</p>
                )}
              </li>
            );
          })}
          {answers.other && (
            <li className="rounded-xl border border-linen bg-white p-4 text-sm">
              <p className="font-medium">{t("other")}</p>
              <p className="mt-1 whitespace-pre-line">{answers.other}</p>
            </li>
          )}
        </ul>
      </TitledSection>

      <TitledSection
        id="decision"
        title={t("decisionTitle")}
        className="mt-8 max-w-2xl rounded-2xl border border-linen bg-white p-6"
      >
        <p className="mt-1 mb-4 text-sm text-stone">{t("decisionIntro")}</p>
        {answers.note && (
          <p className="mb-4 rounded-xl bg-sand p-3 text-sm" data-testid="review-note">
            {t("lastNote", { note: answers.note })}
          </p>
        )}
        <ActionForm
          feedback="beside"
          action={reviewHealthAction}
          testId="health-review-form"
          fields={[
            ...hiddenFields({ area, locale: "en", bookingId: visit.id }),
            // The answers shown here: newer ones sent meanwhile make the decision refused, not silently applied.
            { name: "questionnaireId", type: "hidden", label: "", defaultValue: answers.questionnaireId },
            { name: "note", label: t("note"), hint: t("noteHint"), autoComplete: "off" },
          ]}
          submits={[
            { label: t("approve"), intent: "approved" },
            { label: t("contact"), intent: "contact", variant: "secondary" },
          ]}
        />
      </TitledSection>
    </>
  );
}
