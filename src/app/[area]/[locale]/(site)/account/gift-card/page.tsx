import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { AccountCard, AccountShell } from "@/components/account/account-shell";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import type { RouteParams } from "@/i18n/route-params";
import { getCustomerWallet } from "@/server/wallet/get-customer-wallet";
import { addGiftCardAction } from "./actions";
import { accountDate, accountPageMetadata, openAccountPage } from "../../_account/account-page";
import { hiddenFields } from "@/components/account/field-specs";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account/gift-card", namespace: "account.giftCard" });
}

/** My Gift Card: cards received (balance, original amount) and cards bought for others (redeemed or not); never a code. */
export default async function MyGiftCardPage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account/gift-card");
  const [t, wallet] = await Promise.all([
    getTranslations({ locale, namespace: "account.giftCard" }),
    getCustomerWallet(user.id),
  ]);
  const received = wallet.giftCards.filter((c) => c.relation === "received");
  const bought = wallet.giftCards.filter((c) => c.relation === "bought");
  const date = accountDate(area, locale);
  const buy = (
    <DynamicLink
      href={pathFor(area, locale, "book-online/gift-card")}
      className="rounded-full bg-ink px-5 py-2 text-sm font-medium text-ivory hover:bg-gold-deep"
      data-testid="buy-gift-card"
    >
      {t("buy")}
    </DynamicLink>
  );
  return (
    <AccountShell area={area} locale={locale} current="giftCard" title={t("title")} intro={t("intro")}>
      <div className="grid gap-6">
        <AccountCard title={t("receivedTitle")} id="received-title" action={buy} testId="gift-cards-received">
          <ListOrEmpty
            items={received}
            empty={<p className="text-sm text-stone">{t("noneReceived")}</p>}
            className="grid gap-3"
          >
            {(c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-linen p-4"
              >
                <span>
                  <bdi dir="ltr" className="block font-mono tracking-widest">
                    {c.maskedNumber}
                  </bdi>
                  <span className="text-xs text-stone">
                    {t("original", { amount: formatMoney(c.initialCents, c.currency, locale) })}
                  </span>
                </span>
                <span className="text-end">
                  <span className="block text-xs text-stone">{t("balance")}</span>
                  <span className="text-xl font-medium">{formatMoney(c.balanceCents, c.currency, locale)}</span>
                </span>
              </li>
            )}
          </ListOrEmpty>
          <p className="mt-4 text-xs text-stone">{t("spendHint")}</p>
        </AccountCard>
        <AccountCard title={t("addTitle")} id="add-title" testId="add-gift-card">
          <p className="mb-4 text-sm text-stone">{t("addIntro")}</p>
          <ActionForm
            action={addGiftCardAction}
            testId="add-gift-card-form"
            fields={[
              ...hiddenFields({ area, locale }),
              {
                name: "number",
                label: t("number"),
                autoComplete: "off",
                placeholder: "XXXX XXXX XXXX XXXX",
                ltr: true,
                pair: true,
              },
              { name: "code", label: t("code"), autoComplete: "off", ltr: true, pair: true },
            ]}
            submits={[{ label: t("add") }]}
          />
        </AccountCard>
        <AccountCard title={t("boughtTitle")} id="bought-title" testId="gift-cards-bought">
          <ListOrEmpty
            items={bought}
            empty={<p className="text-sm text-stone">{t("noneBought")}</p>}
            className="grid gap-3"
          >
            {(c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-linen p-4 text-sm"
              >
                <span>
                  <span className="block font-medium">{t("forRecipient", { name: c.recipientName ?? "" })}</span>
                  <span className="text-xs text-stone">
                    <bdi dir="ltr">{c.maskedNumber}</bdi> · {date.format(c.createdAt)}
                  </span>
                </span>
                <span className="text-end">
                  <span className="block font-medium">{formatMoney(c.initialCents, c.currency, locale)}</span>
                  <span className="text-xs text-stone">
                    {c.status === "pending" ? t("awaitingPayment") : c.redeemed ? t("redeemed") : t("notRedeemed")}
                  </span>
                </span>
              </li>
            )}
          </ListOrEmpty>
        </AccountCard>
      </div>
    </AccountShell>
  );
}
