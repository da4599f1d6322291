import { getTranslations } from "next-intl/server";
import { localeTags, type Locale } from "@/i18n/locales";
import { formatClinicTime } from "@/server/availability/clinic-time";
import { VisitorTime } from "./visitor-time";

/** A time as the clinic reads it, labelled ("clinic time, GMT+1"), with the visitor's own time beside it when it differs. */
export async function ClinicTimeText({
  startsAt,
  timeZone,
  locale,
  visitor = true,
}: {
  startsAt: Date;
  timeZone: string;
  locale: Locale;
  visitor?: boolean;
}) {
  const [t, picker] = await Promise.all([
    getTranslations({ locale, namespace: "account.time" }),
    getTranslations({ locale, namespace: "booking.time" }),
  ]);
  const when = formatClinicTime(startsAt, timeZone, localeTags[locale]);
  return (
    <span className="block">
      <time dateTime={startsAt.toISOString()}>
        {when.date}, <bdi dir="ltr">{when.time}</bdi>
      </time>{" "}
      <span className="text-xs text-stone">({t("clinicTime", { zone: `\u2066${when.zone}\u2069` })})</span>
      {visitor && (
        <VisitorTime
          startsAt={startsAt.toISOString()}
          clinicZone={timeZone}
          localeTag={localeTags[locale]}
          label={String(picker.raw("yourTime"))}
        />
      )}
    </span>
  );
}
