import type { Metadata } from "next";
import { DynamicLink } from "@/components/links/dynamic-link";
import { healthStatusOf } from "@/server/health/health-review";
import { staffConsentPdfPath } from "@/server/consents/consent-links";
import { consentStatusOf } from "@/server/consents/consent-status";
import { CustomerAccountForms } from "@/components/staff/customers/customer-account-forms";
import { CustomerBookingList } from "@/components/staff/customers/customer-booking-list";
import { CustomerRecords } from "@/components/staff/customers/customer-records";
import { isLocale, localeNames } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import { listBookingMailLog } from "@/server/reminders/booking-mail-log";
import { TitledSection } from "@/components/ui/titled-section";
import { openCustomerPage, type CustomerPageParams } from "./customer-page";
import { StaffBackLink } from "@/components/staff/back-link";

export const metadata: Metadata = { title: "Customer · Back office" };

/** One customer at the desk: details, visits (move, cancel, confirm again), account actions and records. */
export default async function StaffCustomerPage({ params }: { params: CustomerPageParams }) {
  const { area, actor, t, now, profile } = await openCustomerPage(params, {
    below: "",
    namespace: "staff.customers",
  });
  const mailLog = await listBookingMailLog(
    actor,
    [...profile.upcoming, ...profile.past].map((b) => b.id),
  );
  const health = await healthStatusOf(
    profile.upcoming.filter((b) => b.status === "confirmed" || b.status === "awaiting_payment").map((b) => b.id),
  );
  const consents = await consentStatusOf(
    [...profile.upcoming, ...profile.past].filter((b) => b.status !== "cancelled").map((b) => b.id),
  );
  const consentPdfHref = (consentId: string) => staffConsentPdfPath(area, consentId);
  const reviewHref = actor.clinician
    ? (bookingId: string) => pathFor(area, "en", `staff/health/${bookingId}`)
    : undefined;
  return (
    <>
      <StaffBackLink href={pathFor(area, "en", "staff/customers")} plain>
        {t("back")}
      </StaffBackLink>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl">
            {profile.title ? `${profile.title} ` : ""}
            {profile.firstName} {profile.lastName}
          </h1>
          <p className="mt-1 text-stone">
            {profile.email}
            {profile.mobile ? ` · ${profile.mobile}` : ""}
          </p>
          <p className="mt-1 text-sm text-stone">
            {t("profile.since", {
              date: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
                profile.createdAt,
              ),
            })}
            {" · "}
            {t("profile.mailLanguage", {
              locale: isLocale(profile.locale) ? localeNames[profile.locale] : profile.locale,
            })}
            {!profile.hasPassword && ` · ${t("profile.noPassword")}`}
          </p>
          <p className="mt-1 text-sm text-stone" data-testid="address-proof">
            {profile.addressProvenAt
              ? t("profile.proven", {
                  date: new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
                    profile.addressProvenAt,
                  ),
                  by: profile.addressProvenBy ?? "other",
                })
              : t("profile.notProven")}
          </p>
        </div>
        <DynamicLink
          href={pathFor(area, "en", `staff/customers/${profile.id}/book`)}
          className="inline-flex min-h-12 items-center rounded-full bg-ink px-6 font-medium text-ivory hover:bg-gold-deep"
        >
          {t("profile.book")}
        </DynamicLink>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <TitledSection id="upcoming" title={t("profile.upcoming")} headingClassName="mb-3 text-xl">
            <CustomerBookingList
              customerId={profile.id}
              bookings={profile.upcoming}
              now={now}
              changeable
              mailLog={mailLog}
              health={health}
              reviewHref={reviewHref}
              consents={consents}
              consentPdfHref={consentPdfHref}
            />
          </TitledSection>
          <CustomerRecords profile={profile} />
          <TitledSection id="past" title={t("profile.past")} headingClassName="mb-3 text-xl">
            <CustomerBookingList
              customerId={profile.id}
              bookings={profile.past}
              now={now}
              changeable={false}
              mailLog={mailLog}
              consents={consents}
              consentPdfHref={consentPdfHref}
            />
          </TitledSection>
        </div>
        <aside aria-label={t("profile.accountLabel")}>
          <CustomerAccountForms
            customerId={profile.id}
            credits={profile.credits}
            creditCurrency={profile.creditCurrency}
            isFree={profile.isFree}
            limitsLifted={profile.bookingLimitsLifted}
          />
        </aside>
      </div>
    </>
  );
}
