import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountEmpty, AccountShell } from "@/components/account/account-shell";
import type { RouteParams } from "@/i18n/route-params";
import { getCustomerWallet } from "@/server/wallet/get-customer-wallet";
import { accountDate, accountPageMetadata, openAccountPage } from "../../_account/account-page";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account/voucher", namespace: "account.voucher" });
}

const tone = { unused: "bg-gold-light/50", used: "bg-stone/10", expired: "bg-red-50 text-red-900" } as const;

/** My Voucher: every coupon with its code, kind, value, status and expiry. */
export default async function MyVoucherPage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account/voucher");
  const [t, wallet] = await Promise.all([
    getTranslations({ locale, namespace: "account.voucher" }),
    getCustomerWallet(user.id),
  ]);
  const date = accountDate(area, locale, "long");
  return (
    <AccountShell area={area} locale={locale} current="voucher" title={t("title")} intro={t("intro")}>
      <ListOrEmpty
        items={wallet.coupons}
        empty={<AccountEmpty testId="no-vouchers">{t("none")}</AccountEmpty>}
        className="grid gap-4 sm:grid-cols-2"
      >
        {(c) => (
          <li key={c.code} className="rounded-2xl border border-linen bg-white/80 p-5 shadow-sm" data-testid="voucher">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <bdi dir="ltr" className="font-mono text-lg tracking-widest text-gold-deep">
                {c.code}
              </bdi>
              <span className={`rounded-full px-3 py-1 text-xs font-medium ${tone[c.status]}`}>
                {t(`status.${c.status}`)}
              </span>
            </div>
            <p className="mt-2 font-medium">{t(`kind.${c.kind}`)}</p>
            <p className="text-sm">{t("value", { percent: c.percentOff })}</p>
            <p className="mt-1 text-xs text-stone">
              {c.expiresAt ? t("expires", { date: date.format(c.expiresAt) }) : t("noExpiry")}
            </p>
          </li>
        )}
      </ListOrEmpty>
      <p className="mt-6 rounded-xl bg-sand/60 p-3 text-xs leading-relaxed text-stone">{t("rule")}</p>
    </AccountShell>
  );
}
