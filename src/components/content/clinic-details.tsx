import { Clock, ExternalLink, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { clockText } from "@/config/booking-hours";
import { isolateLtr } from "@/shared/clinic-time";
import { localeTags, type Locale } from "@/i18n/locales";
import { mapLink, type Clinic } from "@/server/clinics/list-clinics";

function zoneName(timeZone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(localeTags[locale], { timeZone, timeZoneName: "longGeneric" }).formatToParts(new Date(Date.UTC(2026, 0, 15)));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** Weekday names in the visitor's language, Monday first (2029-01-01 was a Monday). */
function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(localeTags[locale], { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2029, 0, 1 + i))));
}

/** One of a clinic's details: its term, with its icon, and what `children` give (its `dd`s). */
function DetailGroup({ Icon, term, children }: { Icon: LucideIcon; term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 font-semibold">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-deep" />
        {term}
      </dt>
      {children}
    </div>
  );
}

/** Address, hours, phone, e-mail and a plain map link of one clinic (nothing embedded from other hosts). */
export async function ClinicDetails({ clinic, locale, label }: { clinic: Clinic; locale: Locale; label: string }) {
  const t = await getTranslations({ locale, namespace: "content.locations" });
  const detail = "ps-8";
  return (
    <dl className="space-y-5 text-sm leading-relaxed">
      <DetailGroup Icon={MapPin} term={t("address")}>
        <dd className={detail}>
          {/* Each line isolated left-to-right, so "19 Dock Road" keeps its order on Arabic pages. */}
          <address className="not-italic" translate="no">
            <span dir="ltr">{clinic.street}</span>
            <br />
            <span dir="ltr">
              {clinic.city} {clinic.postcode}
            </span>
            <br />
            <span dir="ltr">{clinic.country}</span>
          </address>
          <a href={mapLink(clinic)} className="mt-1 inline-flex items-center gap-1 font-medium text-gold-deep underline underline-offset-4 hover:text-ink" rel="noopener" target="_blank">
            {t("map")}
            {/* What it opens, after the words it shows: a name that starts with what is seen (axe label-content-name-mismatch, issue 40 row 13). */}
            <span className="sr-only">: {t("mapLabel", { clinic: label })}</span>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </dd>
      </DetailGroup>
      <DetailGroup Icon={Clock} term={t("hours")}>
        {clinic.weeklyHours.every((d) => d && clinic.weeklyHours[0] && d.first === clinic.weeklyHours[0].first && d.last === clinic.weeklyHours[0].last) ? (
          <dd className={detail}>{t("hoursValue", { first: clockText(clinic.weeklyHours[0]!.first), last: clockText(clinic.weeklyHours[0]!.last) })}</dd>
        ) : (
          // The clinic's own hours per weekday (decision 167).
          weekdayNames(locale).map((day, i) => {
            const hours = clinic.weeklyHours[i];
            return (
              <dd key={day} className={detail} data-testid="clinic-hours-day">
                {hours ? t("hoursDay", { day, first: isolateLtr(clockText(hours.first)), last: isolateLtr(clockText(hours.last)) }) : t("hoursDayClosed", { day })}
              </dd>
            );
          })
        )}
        {clinic.outOfHours ? <dd className={`${detail} text-stone`}>{t("outOfHours")}</dd> : null}
        {clinic.inResidence ? <dd className={`${detail} text-stone`}>{t("inResidence")}</dd> : null}
        <dd className={`${detail} text-stone`}>{t("timeZone", { zone: zoneName(clinic.timeZone, locale) })}</dd>
      </DetailGroup>
      <DetailGroup Icon={Phone} term={t("phone")}>
        <dd className={detail}>
          <a href={`tel:${clinic.phone.replace(/\s/g, "")}`} className="hover:text-gold-deep" dir="ltr" data-testid="clinic-phone">{clinic.phone}</a>
        </dd>
      </DetailGroup>
      <DetailGroup Icon={Mail} term={t("email")}>
        <dd className={detail}>
          <a href={`mailto:${clinic.email}`} className="break-all hover:text-gold-deep" data-testid="clinic-email">{clinic.email}</a>
        </dd>
      </DetailGroup>
    </dl>
  );
}
