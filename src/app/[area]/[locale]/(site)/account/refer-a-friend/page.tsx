import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountCard, AccountShell } from "@/components/account/account-shell";
import { CopyButton } from "@/components/account/copy-button";
import { brand } from "@/config/site";
import { referralTermsPdf } from "@/config/content-pages";
import { pathFor } from "@/i18n/paths";
import type { RouteParams } from "@/i18n/route-params";
import { getReferralSummary } from "@/server/referrals/get-referral-summary";
import { accountDate, accountPageMetadata, openAccountPage } from "../../_account/account-page";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account/refer-a-friend", namespace: "account.refer" });
}

const step = (yes: boolean) => (yes ? "text-ink" : "text-stone/50");

/** Refer A Friend: the personal code and link, copy and share, the terms, each friend's progress and the coupons earned. */
export default async function ReferAFriendPage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account/refer-a-friend");
  const [t, summary] = await Promise.all([
    getTranslations({ locale, namespace: "account.refer" }),
    getReferralSummary(user.id),
  ]);
  const link = `${brand.siteUrl}${pathFor(area, locale, "register")}?ref=${encodeURIComponent(summary.code)}`;
  const mail = `mailto:?subject=${encodeURIComponent(t("mailSubject"))}&body=${encodeURIComponent(t("mailBody", { link, code: summary.code }))}`;
  const date = accountDate(area, locale);
  return (
    <AccountShell area={area} locale={locale} current="refer" title={t("title")} intro={t("intro")}>
      <div className="grid gap-6">
        <AccountCard title={t("codeTitle")} id="code-title" testId="referral">
          <p
            className="inline-block rounded-xl bg-sand px-5 py-3 font-mono text-2xl tracking-[0.3em] text-gold-deep"
            dir="ltr"
            data-testid="referral-code"
          >
            {summary.code}
          </p>
          <p className="mt-4 text-sm text-stone">{t("linkLabel")}</p>
          <p
            className="mt-1 break-all rounded-xl border border-linen bg-white px-4 py-2 font-mono text-sm"
            dir="ltr"
            data-testid="referral-link"
          >
            {link}
          </p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <CopyButton text={link} label={t("copy")} done={t("copied")} testId="copy-referral-link" />
            <a
              href={mail}
              className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 py-2 text-sm font-medium hover:border-gold-deep"
            >
              {t("shareByMail")}
            </a>
            <a href={referralTermsPdf} className="text-sm font-medium text-gold-deep underline underline-offset-4">
              {t("terms")}
            </a>
          </div>
        </AccountCard>
        <AccountCard title={t("friendsTitle")} id="friends-title" testId="referred-friends">
          <ListOrEmpty
            items={summary.friends}
            empty={<p className="text-sm text-stone">{t("noFriends")}</p>}
            className="grid gap-3"
          >
            {(f) => (
              <li key={f.position} className="rounded-xl border border-linen p-4 text-sm">
                <p className="font-medium">{t("friend", { n: f.position, date: date.format(f.registeredAt) })}</p>
                <ol className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                  <li className={step(true)}>✓ {t("registered")}</li>
                  <li className={step(f.booked)}>
                    {f.booked ? "✓" : "○"} {t("booked")}
                  </li>
                  <li className={step(f.paid)}>
                    {f.paid ? "✓" : "○"} {t("paid")}
                  </li>
                  <li className={step(f.rewarded)}>
                    {f.rewarded ? "✓" : "○"} {t("rewarded")}
                  </li>
                </ol>
              </li>
            )}
          </ListOrEmpty>
        </AccountCard>
        <AccountCard title={t("rewardsTitle")} id="rewards-title">
          <ListOrEmpty
            items={summary.rewards}
            empty={<p className="text-sm text-stone">{t("noRewards")}</p>}
            className="grid gap-2 text-sm"
          >
            {(r) => (
              <li key={r.code} className="flex flex-wrap justify-between gap-2">
                <bdi dir="ltr" className="font-mono">
                  {r.code}
                </bdi>
                <span className="text-stone">
                  {t(`status.${r.status}`)}
                  {r.expiresAt && <> · {t("expires", { date: date.format(r.expiresAt) })}</>}
                </span>
              </li>
            )}
          </ListOrEmpty>
        </AccountCard>
      </div>
    </AccountShell>
  );
}
