import { getTranslations } from "next-intl/server";
import { formatTag } from "@/i18n/formats";
import type { Locale } from "@/i18n/locales";
import { formatClinicTime } from "@/shared/clinic-time";
import { VisitorTime } from "./visitor-time";

/** A time as the clinic reads it, labelled ("clinic time, GMT+1"), with the visitor's own time beside it when it differs. */
export async function ClinicTimeText({
  startsAt,
  timeZone,
  locale,
  area,
  visitor = true,
}: {
  startsAt: Date;
  timeZone: string;
  locale: Locale;
  /** The page's area: English dates as written there (en-GB on /uk, decision 225). */
  area?: string;
  visitor?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: "account.time" });
  const tag = formatTag(locale, area);
  const when = formatClinicTime(startsAt, timeZone, tag);
  return (
    <span className="block">
      <time dateTime={startsAt.toISOString()}>{when.dateTime}</time>{" "}
      <span className="text-xs text-stone">({t("clinicTime", { zone: `\u2066${when.zone}\u2069` })})</span>
      {visitor && (
        <VisitorTime
          startsAt={startsAt.toISOString()}
          clinicZone={timeZone}
          localeTag={tag}
          label={String(t.raw("yourTime"))}
        />
      )}
    </span>
  );
}
