import { formatTag } from "@/i18n/formats";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AccountShell } from "@/components/account/account-shell";
import { WaitlistEntryActions } from "@/components/waitlist/waitlist-entry-actions";
import { pathFor } from "@/i18n/paths";
import type { RouteParams } from "@/i18n/route-params";
import { formatClinicTime } from "@/shared/clinic-time";
import { listCustomerWaitlist } from "@/server/waitlist/list-customer-waitlist";
import { DetailRow } from "@/components/ui/detail-row";
import { accountPageMetadata, openAccountPage } from "../../_account/account-page";

export const dynamic = "force-dynamic";

export function generateMetadata({ params }: { params: RouteParams }): Promise<Metadata> {
  return accountPageMetadata(params, { path: "account/waitlist", namespace: "waitlist.page" });
}

/** The customer's waitlist places (decision 183): clinic, day, part of the day, waiting or the time held for them. */
export default async function WaitlistPage({ params }: { params: RouteParams }) {
  const { area, locale, user } = await openAccountPage(params, "account/waitlist");
  const [t, tw, entries] = await Promise.all([
    getTranslations({ locale, namespace: "waitlist.page" }),
    getTranslations({ locale, namespace: "waitlist.windows" }),
    listCustomerWaitlist(user.id, new Date(), locale),
  ]);
  const tag = formatTag(locale, area);
  const dayText = (day: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: "full", timeZone: "UTC", numberingSystem: "latn" }).format(
      new Date(`${day}T12:00:00Z`),
    );
  const labels = { book: t("book"), booking: t("booking"), leave: t("leave"), leaving: t("leaving") };
  return (
    <AccountShell area={area} locale={locale} current="waitlist" title={t("title")} intro={t("intro")}>
      {entries.length === 0 ? (
        <p className="text-stone" data-testid="waitlist-none">
          {t("none")}
        </p>
      ) : (
        <ul className="grid gap-4">
          {entries.map((e) => {
            const offer = e.offer && {
              at: formatClinicTime(e.offer.startsAt, e.timeZone, tag),
              until: formatClinicTime(e.offer.expiresAt, e.timeZone, tag),
            };
            return (
              <li
                key={e.id}
                className={`grid min-w-0 gap-3 rounded-2xl border bg-white/70 p-5 ${offer ? "border-gold-deep" : "border-linen"}`}
                data-testid="waitlist-entry"
              >
                <dl className="grid gap-3 text-sm sm:grid-cols-4">
                  <DetailRow term={t("clinic")}>
                    <bdi>{e.clinicName}</bdi>
                  </DetailRow>
                  <DetailRow term={t("day")}>{dayText(e.day)}</DetailRow>
                  <DetailRow term={t("window")}>{tw(e.window)}</DetailRow>
                  <DetailRow term={t("status")} valueClassName={offer ? "font-medium" : undefined}>
                    {offer
                      ? t("offered", {
                          time: `\u2066${offer.at.time}\u2069`,
                          zone: `\u2066${offer.at.zone}\u2069`,
                          until: `\u2066${offer.until.time}\u2069`,
                        })
                      : t("waiting", { position: e.position })}
                  </DetailRow>
                </dl>
                <WaitlistEntryActions
                  entryId={e.id}
                  offered={offer !== null}
                  locale={locale}
                  checkoutHref={pathFor(area, locale, "book-online/checkout")}
                  labels={labels}
                />
              </li>
            );
          })}
        </ul>
      )}
    </AccountShell>
  );
}
