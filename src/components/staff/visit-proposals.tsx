import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import type { StaffProposalRow } from "@/server/requests/propose-visit";
import { PROPOSAL_ITEM_ROWS } from "@/server/requests/visit-proposal-schema";
import { proposeVisitAction, withdrawVisitProposalAction } from "@/app/[area]/[locale]/staff/requests/actions";
import { TitledSection } from "@/components/ui/titled-section";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export interface ProposalFormChoices {
  clinics: { id: number; name: string; timeZone: string; currency: string }[];
  defaultClinicId: number | null;
  items: { value: string; label: string }[];
  timeZones: string[];
  defaultDay: string;
}

const stamp = (d: Date, zone: string) => {
  const f = formatClinicTime(d, zone, "en-GB");
  return `${f.date}, ${f.time} (${f.zone}, ${zone})`;
};

/** The request detail's priced visits: what was proposed and answered, and the form to propose one (decision 147). */
export async function VisitProposals({
  requestId,
  proposals,
  choices,
}: {
  requestId: number;
  proposals: StaffProposalRow[];
  choices: ProposalFormChoices;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.requests.proposals" });
  const defaultClinic = choices.clinics.find((c) => c.id === choices.defaultClinicId) ?? choices.clinics[0];
  const hidden = { name: "requestId", label: "", type: "hidden" as const, defaultValue: String(requestId) };
  const itemOptions = [{ value: "", label: t("noItem") }, ...choices.items];
  return (
    <TitledSection id="proposals-title" title={t("title")} headingClassName="text-2xl" testId="visit-proposals">
      <ListOrEmpty items={proposals} empty={<p className="mt-2 text-stone">{t("none")}</p>} className="mt-3 space-y-3">
        {(p) => (
          <li
            key={p.id}
            className="rounded-xl border border-linen bg-white p-4"
            data-testid="visit-proposal"
            data-status={p.status}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">{formatMoney(p.totalCents, p.currency, "en")}</span>
              <span className="rounded-full bg-sand px-3 py-0.5 text-sm" data-testid="proposal-status">
                {t(`statuses.${p.status}`)}
              </span>
            </p>
            <ul className="mt-2 list-disc ps-5 text-sm">
              {p.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm">{stamp(p.startsAt, p.timeZone)}</p>
            <p className="text-sm">
              {p.place === "clinic"
                ? t("atClinic", { clinic: p.clinicName })
                : t("atAddress", { address: p.address ?? "", clinic: p.clinicName })}
            </p>
            <p className="mt-1 text-xs text-stone">
              {t("sentBy", {
                name: p.createdBy ?? "—",
                at: p.createdAt.toISOString().slice(0, 16).replace("T", " "),
                expires: p.expiresAt.toISOString().slice(0, 16).replace("T", " "),
              })}
            </p>
            {p.orderNumber && p.status === "accepted_paid" && (
              <p className="mt-1 text-sm" data-testid="proposal-order">
                {t("order", { number: p.orderNumber })}
              </p>
            )}
            {p.status === "declined" && (
              <p className="mt-1 text-sm">
                {p.declineReason ? t("declinedBecause", { reason: p.declineReason }) : t("declinedNoReason")}
              </p>
            )}
            {p.status === "sent" && (
              <div className="mt-3">
                <ActionForm
                  feedback="beside"
                  action={withdrawVisitProposalAction}
                  testId="proposal-withdraw-form"
                  fields={[hidden, { name: "proposalId", label: "", type: "hidden", defaultValue: p.id }]}
                  submits={[{ label: t("withdraw"), variant: "danger" }]}
                />
              </div>
            )}
          </li>
        )}
      </ListOrEmpty>
      {defaultClinic ? (
        <div className="mt-4 rounded-xl border border-linen bg-white p-5">
          <h3 className="text-lg font-medium">{t("formTitle")}</h3>
          <p className="mt-1 text-sm text-stone">{t("formIntro")}</p>
          <div className="mt-4">
            <ActionForm
              feedback="beside"
              action={proposeVisitAction}
              testId="proposal-form"
              fields={[
                hidden,
                {
                  name: "clinicId",
                  label: t("clinic"),
                  type: "select",
                  defaultValue: String(defaultClinic.id),
                  options: choices.clinics.map((c) => ({ value: String(c.id), label: `${c.name} (${c.currency})` })),
                },
                {
                  name: "place",
                  label: t("place"),
                  type: "select",
                  defaultValue: "clinic",
                  options: [
                    { value: "clinic", label: t("placeClinic") },
                    { value: "address", label: t("placeAddress") },
                  ],
                },
                { name: "address", label: t("address"), type: "textarea", hint: t("addressHint") },
                ...Array.from({ length: PROPOSAL_ITEM_ROWS }, (_, i) => [
                  {
                    name: `item${i + 1}`,
                    label: t("item", { n: i + 1 }),
                    type: "select" as const,
                    defaultValue: "",
                    options: itemOptions,
                    pair: true,
                  },
                  {
                    name: `qty${i + 1}`,
                    label: t("quantity"),
                    type: "text" as const,
                    inputMode: "numeric" as const,
                    defaultValue: "1",
                  },
                ]).flat(),
                { name: "lines", label: t("lines"), type: "textarea", hint: t("linesHint") },
                { name: "day", label: t("day"), type: "date", defaultValue: choices.defaultDay, pair: true },
                { name: "time", label: t("time"), type: "time", defaultValue: "10:00" },
                {
                  name: "timeZone",
                  label: t("timeZone"),
                  type: "select",
                  defaultValue: defaultClinic.timeZone,
                  options: choices.timeZones.map((z) => ({ value: z, label: z })),
                  hint: t("timeZoneHint"),
                  pair: true,
                },
                {
                  name: "durationMinutes",
                  label: t("duration"),
                  type: "text",
                  inputMode: "numeric",
                  defaultValue: "60",
                },
                {
                  name: "total",
                  label: t("total"),
                  type: "text",
                  inputMode: "numeric",
                  placeholder: "1250.00",
                  hint: t("totalHint"),
                },
                { name: "note", label: t("note"), type: "textarea", hint: t("noteHint") },
              ]}
              submits={[{ label: t("send") }]}
            />
          </div>
        </div>
      ) : (
        <p className="mt-4 text-stone">{t("noClinic")}</p>
      )}
    </TitledSection>
  );
}
