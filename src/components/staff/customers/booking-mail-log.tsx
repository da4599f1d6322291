import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { resendBookingMailAction } from "@/app/[area]/[locale]/staff/customers/actions";
import { formatClinicTime } from "@/shared/clinic-time";
import type { BookingMailLog } from "@/server/reminders/booking-mail-log";
import { hiddenFields } from "@/components/account/field-specs";
import { TableHead } from "@/components/ui/table-head";

const purposes = ["confirmation", "moved", "cancelled", "reminder-two_days", "reminder-three_hours"];

/**
 * One visit's mails (confirmation, changes, reminders) with their delivery state, and its reminders to come
 * (decision 180). Times in the clinic's zone, as everything else at the desk.
 */
export async function BookingMailLogView({
  bookingId,
  log,
  timeZone,
}: {
  bookingId: string;
  log: BookingMailLog;
  timeZone: string;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.customers.bookings.mails" });
  const clinicTime = (d: Date) => {
    const f = formatClinicTime(d, timeZone, "en-GB");
    return `${f.date}, ${f.time}`;
  };
  return (
    <details className="rounded-lg border border-linen px-3 py-2" data-mail-log={bookingId}>
      <summary className="cursor-pointer py-1 font-medium">{t("summary", { count: log.mails.length })}</summary>
      <div className="mt-3 grid gap-3">
        {log.mails.length === 0 ? (
          <p className="text-sm text-stone">{t("none")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t("caption")}</caption>
              <TableHead
                columns={[t("what"), t("sent"), t("state"), { label: t("actions"), className: "py-1 font-medium" }]}
                className="text-stone"
                cellClassName="py-1 pe-3 font-medium"
              />
              <tbody>
                {log.mails.map((m) => (
                  <tr key={m.id} className="border-t border-linen align-top" data-mail={m.purpose} data-state={m.state}>
                    <td className="py-2 pe-3">
                      {t(`purpose.${purposes.includes(m.purpose) ? m.purpose : "other"}`)}
                      <span className="block text-xs text-stone">{m.to}</span>
                    </td>
                    <td className="py-2 pe-3">{clinicTime(m.createdAt)}</td>
                    <td className="py-2 pe-3">
                      <span className={m.state === "failed" ? "font-medium text-red-900" : undefined}>
                        {t(`stateLabel.${m.state}`, { time: m.sentAt ? clinicTime(m.sentAt) : "" })}
                      </span>
                      {m.attempts > 1 && (
                        <span className="block text-xs text-stone">{t("attempts", { count: m.attempts })}</span>
                      )}
                      {m.lastError && m.state !== "sent" && (
                        <span className="block text-xs text-red-900">{t("smtp", { error: m.lastError })}</span>
                      )}
                    </td>
                    <td className="py-2">
                      <ActionForm
                        feedback="beside"
                        action={resendBookingMailAction}
                        testId={`resend-mail-${m.id}`}
                        fields={[...hiddenFields({ bookingId, mailId: m.id })]}
                        submits={[{ label: t("resend"), variant: "secondary" }]}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {log.reminders.length > 0 && (
          <div>
            <h4 className="text-sm font-medium">{t("remindersTitle")}</h4>
            <ul className="mt-1 grid gap-1 text-sm">
              {log.reminders.map((r) => (
                <li key={r.kind} data-reminder={r.kind} data-status={r.status}>
                  {t("reminder", { kind: r.kind, time: clinicTime(r.dueAt) })} · {t(`reminderStatus.${r.status}`)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </details>
  );
}
