import { getTranslations } from "next-intl/server";
import { formatClinicTime } from "@/shared/clinic-time";
import type { ClinicWaitlistEntry } from "@/server/waitlist/list-clinic-waitlist";
import { TitledSection } from "@/components/ui/titled-section";

/** Who is waiting for this day (decision 183), first in line first per part of the day; read-only, English (decision 130). */
export async function WaitlistPanel({ entries, timeZone }: { entries: ClinicWaitlistEntry[]; timeZone: string }) {
  const t = await getTranslations({ locale: "en", namespace: "staff.schedule.waitlist" });
  const time = (at: Date) => formatClinicTime(at, timeZone, "en-GB").time;
  return (
    <TitledSection
      id="waitlist-title"
      title={t("title", { count: entries.length })}
      className="mt-8"
      testId="schedule-waitlist"
    >
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-stone">{t("none")}</p>
      ) : (
        <table className="mt-3 w-full text-start text-sm">
          <thead>
            <tr className="border-b border-linen text-stone">
              <th className="py-2 pe-4 text-start font-medium">{t("window")}</th>
              <th className="py-2 pe-4 text-start font-medium">{t("customer")}</th>
              <th className="py-2 pe-4 text-start font-medium">{t("length")}</th>
              <th className="py-2 pe-4 text-start font-medium">{t("joined")}</th>
              <th className="py-2 text-start font-medium">{t("status")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-linen">
                <td className="py-2 pe-4">{t(`windows.${e.window}`)}</td>
                <td className="py-2 pe-4">{e.customerName}</td>
                <td className="py-2 pe-4">{t("minutes", { minutes: e.durationMinutes })}</td>
                <td className="py-2 pe-4">
                  {new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone }).format(
                    e.joinedAt,
                  )}
                </td>
                <td className="py-2">
                  {e.offer
                    ? t("offered", { time: time(e.offer.startsAt), until: time(e.offer.expiresAt) })
                    : t("waiting")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TitledSection>
  );
}
