import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { TitledSection } from "@/components/ui/titled-section";
import { currencies } from "@/config/money";
import { formatMoney } from "@/i18n/format-money";
import {
  adjustCreditAction,
  changeEmailAction,
  issueCouponAction,
  setBookingLimitsAction,
  setMemberPriceAction,
} from "@/app/[area]/[locale]/staff/customers/actions";

/** One account setting: its title, what it is now, and its form behind a "change" summary. */
function ChangeBox({
  id,
  title,
  status,
  summary,
  children,
}: {
  id: string;
  title: string;
  status?: React.ReactNode;
  summary: string;
  children: React.ReactNode;
}) {
  return (
    <TitledSection
      id={id}
      title={title}
      level={3}
      headingClassName="font-medium"
      className="rounded-xl border border-linen bg-white p-4"
    >
      {status}
      <details className="mt-2">
        <summary className="cursor-pointer py-1 font-medium">{summary}</summary>
        <div className="mt-3">{children}</div>
      </details>
    </TitledSection>
  );
}

/** Credit, member price, the unpaid-visit limits, the e-mail address and a coupon: each with a required reason, written to the audit log. */
export async function CustomerAccountForms({
  customerId,
  credits,
  creditCurrency,
  isFree,
  limitsLifted,
}: {
  customerId: string;
  /** Each currency's balance above zero (decision 272). */
  credits: { currency: string; balanceCents: number }[];
  /** The currency the form starts on: the staff member's clinic's. */
  creditCurrency: string;
  isFree: boolean;
  limitsLifted: boolean;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.customers.account" });
  const id = { name: "customerId", label: "", type: "hidden" as const, defaultValue: customerId };
  const reason = { name: "reason", label: t("reason"), hint: t("reasonHint") };
  return (
    <div className="grid gap-4">
      <ChangeBox
        id="credit"
        title={t("credit.title")}
        summary={t("credit.change")}
        status={
          credits.length ? (
            <ul className="mt-1 text-2xl" data-testid="credit-balance">
              {credits.map((c) => (
                <li key={c.currency} data-currency={c.currency}>
                  {formatMoney(c.balanceCents, c.currency, "en")}{" "}
                  <span className="text-sm text-stone">{c.currency}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-stone" data-testid="credit-balance">
              {t("credit.none")}
            </p>
          )
        }
      >
        <ActionForm
          feedback="beside"
          action={adjustCreditAction}
          testId="credit-form"
          fields={[
            id,
            {
              name: "currency",
              label: t("credit.currency"),
              type: "select",
              defaultValue: creditCurrency,
              options: currencies.map((c) => ({ value: c, label: c })),
            },
            {
              name: "direction",
              label: t("credit.direction"),
              type: "select",
              pair: true,
              options: [
                { value: "grant", label: t("credit.grant") },
                { value: "take", label: t("credit.take") },
              ],
            },
            {
              name: "amount",
              label: t("credit.amount"),
              inputMode: "numeric",
              pair: true,
              hint: t("credit.amountHint"),
            },
            reason,
          ]}
          submits={[{ label: t("credit.submit") }]}
        />
      </ChangeBox>
      <ChangeBox
        id="member"
        title={t("member.title")}
        summary={t(isFree ? "member.remove" : "member.set")}
        status={<p className="mt-1">{t(isFree ? "member.on" : "member.off")}</p>}
      >
        <ActionForm
          feedback="beside"
          action={setMemberPriceAction}
          testId="member-form"
          fields={[id, { name: "isFree", label: "", type: "hidden", defaultValue: isFree ? "off" : "on" }, reason]}
          submits={[{ label: t(isFree ? "member.remove" : "member.set") }]}
        />
      </ChangeBox>
      <ChangeBox
        id="limits"
        title={t("limits.title")}
        summary={t(limitsLifted ? "limits.restore" : "limits.lift")}
        status={
          <p className="mt-1" data-testid="booking-limits">
            {t(limitsLifted ? "limits.lifted" : "limits.apply")}
          </p>
        }
      >
        <ActionForm
          action={setBookingLimitsAction}
          testId="limits-form"
          fields={[
            id,
            { name: "lifted", label: "", type: "hidden", defaultValue: limitsLifted ? "off" : "on" },
            reason,
          ]}
          submits={[{ label: t(limitsLifted ? "limits.restore" : "limits.lift") }]}
        />
      </ChangeBox>
      <ChangeBox id="email" title={t("email.title")} summary={t("email.change")}>
        <ActionForm
          action={changeEmailAction}
          testId="email-form"
          fields={[
            id,
            { name: "email", label: t("email.label"), type: "email", autoComplete: "off", hint: t("email.hint") },
            reason,
          ]}
          submits={[{ label: t("email.submit") }]}
        />
      </ChangeBox>
      <ChangeBox id="coupon" title={t("coupon.title")} summary={t("coupon.issue")}>
        <ActionForm
          feedback="beside"
          action={issueCouponAction}
          testId="coupon-form"
          fields={[
            id,
            {
              name: "kind",
              label: t("coupon.kind"),
              type: "select",
              options: [
                { value: "newsletter", label: t("coupon.newsletter") },
                { value: "referral", label: t("coupon.referral") },
              ],
            },
            reason,
          ]}
          submits={[{ label: t("coupon.issue") }]}
        />
      </ChangeBox>
    </div>
  );
}
