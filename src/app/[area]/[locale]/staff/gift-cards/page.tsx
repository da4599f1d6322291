import type { Metadata } from "next";
import { ActionForm } from "@/components/account/action-form";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import { lookUpGiftCard, lookUpGiftCardSchema, type StaffGiftCard } from "@/server/giftcards/look-up-gift-card";
import { hasRole } from "@/server/staff/actor";
import { voidGiftCardAction } from "./actions";
import { openStaffPage, type StaffSearchPageProps } from "../_auth/staff-page";
import { TitledSection } from "@/components/ui/titled-section";
import { StaffSearchForm } from "@/components/staff/staff-search-form";

export const metadata: Metadata = { title: "Gift cards · Back office" };

const when = (d: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(d);

/** Look a gift card up by the number the customer reads out: balance and history, never the code; managers may void it. */
export default async function StaffGiftCardsPage({ params, searchParams }: StaffSearchPageProps) {
  const { area, actor, t } = await openStaffPage(params, "staff/gift-cards", "staff.giftCards", "reception");
  const raw = (await searchParams).number;
  const typed = typeof raw === "string" ? raw : "";
  const parsed = typed ? lookUpGiftCardSchema.safeParse({ number: typed }) : null;
  const card: StaffGiftCard | null = parsed?.success ? await lookUpGiftCard(actor, parsed.data) : null;
  const money = (cents: number) => formatMoney(cents, card!.currency, "en");
  return (
    <>
      <h1 className="text-3xl">{t("title")}</h1>
      <StaffSearchForm action={pathFor(area, "en", "staff/gift-cards")} submit={t("lookUp")}>
        <label htmlFor="gift-card-number" className="mb-1.5 block text-sm font-medium">
          {t("number")}
        </label>
        <input
          id="gift-card-number"
          name="number"
          defaultValue={typed}
          autoComplete="off"
          maxLength={64}
          aria-invalid={parsed && !parsed.success ? true : undefined}
          aria-describedby="gift-card-number-hint"
          className="block w-full rounded-xl border border-linen bg-white px-4 py-3 font-mono text-base tracking-wider focus:border-gold-deep focus:ring-2 focus:ring-gold/30 focus:outline-none"
        />
        <p
          id="gift-card-number-hint"
          className={`mt-1.5 text-xs ${parsed && !parsed.success ? "text-red-800" : "text-stone"}`}
        >
          {parsed && !parsed.success ? t("numberInvalid") : t("numberHint")}
        </p>
      </StaffSearchForm>
      {parsed?.success && !card && <p className="mt-2 text-stone">{t("notFound")}</p>}
      {card && (
        <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]" data-testid="gift-card">
          <TitledSection
            id="card"
            title={card.number}
            className="rounded-xl border border-linen bg-white p-5"
            headingClassName="font-mono text-xl tracking-wider"
          >
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="text-stone">{t("status")}</dt>
              <dd>{t(`statuses.${card.status}`)}</dd>
              <dt className="text-stone">{t("balance")}</dt>
              <dd className="text-2xl">{money(card.balanceCents)}</dd>
              <dt className="text-stone">{t("initial")}</dt>
              <dd>{money(card.initialCents)}</dd>
              <dt className="text-stone">{t("issued")}</dt>
              <dd>
                {when(card.createdAt)}
                {card.purchaseOrderNumber ? ` · ${card.purchaseOrderNumber}` : ""}
              </dd>
              <dt className="text-stone">{t("people")}</dt>
              <dd>
                {t("peopleLine", {
                  recipient: card.recipientName,
                  buyer: card.buyerName ?? "—",
                  holder: card.holderName ?? "—",
                })}
              </dd>
            </dl>
            <h3 className="mt-6 font-medium">{t("history")}</h3>
            {card.history.length === 0 ? (
              <p className="mt-2 text-stone">{t("noHistory")}</p>
            ) : (
              <table className="mt-2 w-full text-start text-sm">
                <thead>
                  <tr className="border-b border-linen text-stone">
                    <th className="py-2 text-start font-normal">{t("when")}</th>
                    <th className="py-2 text-start font-normal">{t("what")}</th>
                    <th className="py-2 text-start font-normal">{t("where")}</th>
                    <th className="py-2 text-end font-normal">{t("amount")}</th>
                  </tr>
                </thead>
                <tbody>
                  {card.history.map((m, i) => (
                    <tr key={i} className="border-b border-linen/60">
                      <td className="py-2">{when(m.at)}</td>
                      <td className="py-2">{t(`movement.${m.kind}`)}</td>
                      <td className="py-2">{[m.clinicName, m.orderNumber].filter(Boolean).join(" · ") || "—"}</td>
                      <td className="py-2 text-end tabular-nums">{money(m.amountCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className="mt-4 text-xs text-stone">{t("noCode")}</p>
          </TitledSection>
          {hasRole(actor, "manager") && card.status !== "void" && (
            <TitledSection id="void" title={t("void.title")} className="rounded-xl border border-linen bg-white p-5">
              <p className="mt-1 text-sm text-stone">{t("void.intro")}</p>
              <div className="mt-4">
                <ActionForm
                  feedback="beside"
                  action={voidGiftCardAction}
                  testId="void-gift-card"
                  fields={[
                    { name: "number", label: "", type: "hidden", defaultValue: card.number },
                    { name: "reason", label: t("void.reason") },
                  ]}
                  submits={[{ label: t("void.submit"), variant: "danger" }]}
                />
              </div>
            </TitledSection>
          )}
        </div>
      )}
    </>
  );
}
