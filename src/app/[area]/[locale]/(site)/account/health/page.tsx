import { formatTag } from "@/i18n/formats";
import type { Metadata } from "next";
import { ShieldCheck } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { ActionForm, type FieldSpec } from "@/components/account/action-form";
import { AccountCard, AccountShell } from "@/components/account/account-shell";
import { ClinicTimeText } from "@/components/account/clinic-time-text";
import { TreatmentLines } from "@/components/account/treatment-lines";
import { HealthStatusNote } from "@/components/account/health-status";
import { questions } from "@/config/health-questionnaire";
import type { RouteParams } from "@/i18n/route-params";
import { listCustomerBookings } from "@/server/bookings/list-customer-bookings";
import { healthStatusOf, readOwnQuestionnaire } from "@/server/health/health-review";
import { submitHealthQuestionnaireAction } from "./actions";
import { accountPageMetadata, openAccountPage } from "../../_account/account-page";
import { hiddenFields } from "@/components/account/field-specs";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

/** Special-category data: rendered per request, with a CSP nonce (src/config/content-security-policy.ts). */
export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, {
    path: "account/health",
    namespace: "health",
    descriptionKey: "metaDescription",
  });
}

/**
 * The health questionnaire (issue 15, decision 181): the customer's upcoming visits that need it and where
 * each stands, then the questions, prefilled with their last answers (reading them back is logged).
 */
export default async function HealthQuestionnairePage({
  params,
  searchParams,
}: {
  params: RouteParams;
  searchParams: Promise<{ saved?: string }>;
}) {
  const { area, locale, user } = await openAccountPage(params, "account/health");
  const { saved } = await searchParams;
  const now = new Date();
  const [t, { upcoming }, previous] = await Promise.all([
    getTranslations({ locale, namespace: "health" }),
    listCustomerBookings(user.id, now, locale),
    readOwnQuestionnaire(user, now),
  ]);
  const active = upcoming.filter((b) => b.status === "confirmed" || b.status === "awaiting_payment");
  const statuses = await healthStatusOf(active.map((b) => b.id));
  const concerned = active.filter((b) => statuses.get(b.id) !== "not_needed");
  const date = (at: Date) =>
    new Intl.DateTimeFormat(formatTag(locale, area), { dateStyle: "long", numberingSystem: "latn" }).format(at);

  const answerLabel = (a: string) => t(`answers.${a}`);
  const fields: FieldSpec[] = [
    ...hiddenFields({ area, locale }),
    ...questions.map((q): FieldSpec => ({
      name: q.id,
      type: "radio",
      label: t(`questions.${q.id}.label`),
      options: q.answers.map((a) => ({ value: a, label: answerLabel(a) })),
      defaultValue: previous?.answers[q.id],
      follow: q.details
        ? {
            name: `${q.id}Details`,
            type: "textarea",
            rows: 2,
            label: t("details"),
            hint: t("detailsHint"),
            defaultValue: previous?.details[q.id] ?? "",
          }
        : undefined,
    })),
    { name: "other", type: "textarea", rows: 3, label: t("other"), defaultValue: previous?.other ?? "" },
  ];

  return (
    <AccountShell area={area} locale={locale} current="bookings" title={t("title")} intro={t("intro")}>
      <div className="grid gap-6">
        {saved === "1" && (
          <p role="status" className="rounded-xl bg-sand px-4 py-3 text-sm" data-testid="health-saved">
            {t("saved")}
          </p>
        )}
        <AccountCard title={t("visitsTitle")} id="health-visits" testId="health-visits">
          <ListOrEmpty items={concerned} empty={<p className="text-stone">{t("noVisits")}</p>} className="grid gap-3">
            {(b) => (
              <li
                key={b.id}
                className="grid gap-2 rounded-xl border border-linen bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-center"
                data-testid="health-visit"
              >
                <div className="text-sm">
                  <p className="font-medium">
                    <bdi dir="ltr">{b.number}</bdi> · <bdi>{b.clinic.name}</bdi>
                  </p>
                  <p className="text-stone">
                    <ClinicTimeText startsAt={b.startsAt} timeZone={b.clinic.timeZone} locale={locale} area={area} />
                  </p>
                  <p>
                    <TreatmentLines treatments={b.treatments} />
                  </p>
                </div>
                <HealthStatusNote status={statuses.get(b.id)} area={area} locale={locale} linkless />
              </li>
            )}
          </ListOrEmpty>
        </AccountCard>

        <AccountCard title={previous ? t("updateTitle") : t("formTitle")} id="health-form" testId="health-form-card">
          {previous && (
            <p className="mb-4 text-sm text-stone" data-testid="health-answered">
              {t(previous.validUntil > now ? "answered" : "expired", {
                date: date(previous.answeredAt),
                until: date(previous.validUntil),
              })}
            </p>
          )}
          <p className="mb-6 flex items-start gap-2 rounded-xl bg-sand px-4 py-3 text-sm">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-deep" />
            {t("privacy")}
          </p>
          <ActionForm
            action={submitHealthQuestionnaireAction}
            testId="health-form"
            fields={fields}
            submits={[{ label: previous ? t("update") : t("submit") }]}
          />
          <p className="mt-6 text-xs text-stone">{t("disclaimer")}</p>
        </AccountCard>
      </div>
    </AccountShell>
  );
}
