import { formatTag } from "@/i18n/formats";
import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import { AccountCard, AccountShell } from "@/components/account/account-shell";
import { accountPaths } from "@/components/account/account-nav";
import { ClinicTimeText } from "@/components/account/clinic-time-text";
import { formatMoney } from "@/i18n/format-money";
import { pathFor } from "@/i18n/paths";
import type { RouteParams } from "@/i18n/route-params";
import { listCustomerBookings } from "@/server/bookings/list-customer-bookings";
import { sumLeftToPay } from "@/server/orders/list-customer-orders";
import { listCustomerProgrammes } from "@/server/programmes/list-customer-programmes";
import { getCustomerWallet, usableCoupons } from "@/server/wallet/get-customer-wallet";
import { DetailRow } from "@/components/ui/detail-row";
import { accountPageMetadata, openAccountPage } from "../_account/account-page";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account", namespace: "account.home" });
}

const linkClass = "text-sm font-medium text-gold-deep underline underline-offset-4 hover:text-ink";

/** The account home: the next appointment, sessions still to book, what is left to pay, and the wallet. */
export default async function AccountHomePage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account");
  const now = new Date();
  const [t, common, bookingsT, { upcoming }, programmes, leftToPay, wallet] = await Promise.all([
    getTranslations({ locale, namespace: "account.home" }),
    getTranslations({ locale, namespace: "common" }),
    getTranslations({ locale, namespace: "booking.myBookings" }),
    listCustomerBookings(user.id, now, locale),
    listCustomerProgrammes(user.id, now, locale),
    sumLeftToPay(user.id),
    getCustomerWallet(user.id, now),
  ]);
  const next = upcoming.find((b) => b.status !== "cancelled");
  const toBook = programmes
    .filter((p) => p.open)
    .map((p) => ({ ...p, left: p.sessions.filter((s) => s.status === "to_book").length }))
    .filter((p) => p.left > 0);
  const href = (key: keyof typeof accountPaths) => pathFor(area, locale, accountPaths[key]);
  /** A card's link to the whole list ("All bookings"). */
  const allLink = (key: keyof typeof accountPaths, label: string) => (
    <DynamicLink href={href(key)} className={linkClass}>
      {label}
    </DynamicLink>
  );
  const received = wallet.giftCards.filter(
    (c) => c.relation === "received" && c.status === "active" && c.balanceCents > 0,
  );
  const coupons = usableCoupons(wallet);
  const dateOnly = new Intl.DateTimeFormat(formatTag(locale, area), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
    numberingSystem: "latn",
  });

  return (
    <AccountShell
      area={area}
      locale={locale}
      current="home"
      title={t("title")}
      intro={t("welcome", { name: user.firstName })}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <AccountCard
          title={t("nextTitle")}
          id="next-title"
          testId="next-appointment"
          action={allLink("bookings", t("allBookings"))}
        >
          {next ? (
            <div className="grid gap-2 text-sm">
              <ClinicTimeText startsAt={next.startsAt} timeZone={next.clinic.timeZone} locale={locale} area={area} />
              <p>
                <bdi>{next.clinic.name}</bdi>
                {next.treatments.map((x) => (
                  <span key={x.title} className="block">
                    <bdi>{`${x.quantity} × ${x.title}`}</bdi>
                  </span>
                ))}
                {next.session && <span className="block text-stone">{bookingsT("session", next.session)}</span>}
              </p>
              <p className="text-stone">{t("bookingNumber", { number: next.number })}</p>
            </div>
          ) : (
            <p className="text-sm text-stone">
              {t("noAppointment")}{" "}
              <DynamicLink href={pathFor(area, locale, "book-online/choose-program")} className={linkClass}>
                {t("bookNow")}
              </DynamicLink>
            </p>
          )}
        </AccountCard>

        <AccountCard
          title={t("programmesTitle")}
          id="programmes-title"
          testId="programmes-to-book"
          action={allLink("programs", t("allProgrammes"))}
        >
          <ListOrEmpty
            items={toBook}
            empty={<p className="text-sm text-stone">{t("noSessionsToBook")}</p>}
            className="grid gap-3 text-sm"
          >
            {(p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="block font-medium">{p.title}</span>
                  <span className="text-stone">
                    {t("sessionsToBook", { left: p.left, total: p.sessionCount })} ·{" "}
                    {common(`clinics.${p.clinic.slug}`)}
                  </span>
                </span>
                <DynamicLink
                  href={`${href("programs")}#programme-${p.number}`}
                  className="rounded-full bg-ink px-4 py-2 text-ivory hover:bg-gold-deep"
                >
                  {t("bookSession")}
                </DynamicLink>
              </li>
            )}
          </ListOrEmpty>
        </AccountCard>

        <AccountCard
          title={t("leftToPayTitle")}
          id="left-title"
          testId="left-to-pay"
          action={allLink("orders", t("allOrders"))}
        >
          {leftToPay.length ? (
            <ul className="grid gap-1 text-sm">
              {leftToPay.map((l) => (
                <li key={l.currency}>
                  <span className="text-2xl font-medium">{formatMoney(l.cents, l.currency, locale)}</span>{" "}
                  <span className="text-stone">{t("acrossOrders", { count: l.orders })}</span>
                </li>
              ))}
              <li className="mt-2 text-stone">{t("payInClinic")}</li>
            </ul>
          ) : (
            <p className="text-sm text-stone">{t("nothingToPay")}</p>
          )}
        </AccountCard>

        <AccountCard title={t("walletTitle")} id="wallet-title" testId="wallet">
          <dl className="grid gap-3 text-sm">
            <DetailRow
              term={t("credit")}
              className="flex flex-wrap justify-between gap-2"
              valueClassName="font-medium"
              valueTestId="wallet-credit"
            >
              {wallet.credits.length
                ? wallet.credits.map((c) => formatMoney(c.balanceCents, c.currency, locale)).join(" · ")
                : t("none")}
            </DetailRow>
            <div className="flex flex-wrap justify-between gap-2">
              <dt className="text-stone">
                <DynamicLink href={href("giftCard")} className="hover:text-ink">
                  {t("giftCards")}
                </DynamicLink>
              </dt>
              <dd className="font-medium">
                {received.length
                  ? received.map((c) => formatMoney(c.balanceCents, c.currency, locale)).join(" · ")
                  : t("none")}
              </dd>
            </div>
            <div className="grid gap-1">
              <dt className="text-stone">
                <DynamicLink href={href("voucher")} className="hover:text-ink">
                  {t("vouchers")}
                </DynamicLink>
              </dt>
              <dd>
                <ListOrEmpty items={coupons} empty={t("none")} className="grid gap-1">
                  {(c) => (
                    <li key={c.code}>
                      <bdi dir="ltr" className="font-mono">
                        {c.code}
                      </bdi>{" "}
                      · {t("percentOff", { percent: c.percentOff })}
                      {c.expiresAt && <> · {t("expires", { date: dateOnly.format(c.expiresAt) })}</>}
                    </li>
                  )}
                </ListOrEmpty>
              </dd>
            </div>
          </dl>
          <p className="mt-4 rounded-xl bg-sand/60 p-3 text-xs leading-relaxed text-stone">{t("combineRule")}</p>
        </AccountCard>
      </div>
    </AccountShell>
  );
}
