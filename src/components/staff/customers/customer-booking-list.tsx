import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import { canChangeOnline } from "@/server/bookings/change-rules";
import type { CustomerBooking } from "@/server/bookings/list-customer-bookings";
import type { BookingMailLog } from "@/server/reminders/booking-mail-log";
import type { HealthStatus } from "@/server/health/health-review";
import type { BookingConsents } from "@/server/consents/consent-status";
import { DynamicLink } from "@/components/links/dynamic-link";
import { BookingMailLogView } from "./booking-mail-log";
import {
  cancelBookingAction,
  moveBookingAction,
  resendConfirmationAction,
} from "@/app/[area]/[locale]/staff/customers/actions";

/** A change to a visit (move, cancel), folded under its name until staff open it. */
function ChangeDisclosure({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="rounded-lg border border-linen px-3 py-2">
      <summary className="cursor-pointer py-1 font-medium">{summary}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

/** The customer's visits at this person's clinics; upcoming ones can be moved, cancelled or confirmed again. */
export async function CustomerBookingList({
  customerId,
  bookings,
  now,
  changeable,
  mailLog,
  health,
  reviewHref,
  consents,
  consentPdfHref,
}: {
  customerId: string;
  bookings: CustomerBooking[];
  now: Date;
  changeable: boolean;
  /** Each visit's mails and reminders (decision 180). */
  mailLog?: Map<string, BookingMailLog>;
  /** Where each upcoming visit stands with the health questionnaire (decision 181); no condition is named. */
  health?: Map<string, HealthStatus>;
  /** For a clinician: the review screen of a visit with answers. */
  reviewHref?: (bookingId: string) => string;
  /** Each visit's consents (decision 184) and where a signed one's PDF is downloaded (audited). */
  consents?: Map<string, BookingConsents>;
  consentPdfHref?: (consentId: string) => string;
}) {
  const h = await getTranslations({ locale: "en", namespace: "staff.health" });
  const t = await getTranslations({ locale: "en", namespace: "staff.customers.bookings" });
  if (bookings.length === 0) return <p className="text-stone">{t("none")}</p>;
  const hidden = (bookingId: string) => [
    { name: "customerId", label: "", type: "hidden" as const, defaultValue: customerId },
    { name: "bookingId", label: "", type: "hidden" as const, defaultValue: bookingId },
  ];
  return (
    <ul className="grid gap-3">
      {bookings.map((b) => {
        const when = formatClinicTime(b.startsAt, b.clinic.timeZone, "en-GB");
        const live = changeable && b.status === "confirmed" && b.startsAt > now;
        return (
          <li key={b.id} className="rounded-xl border border-linen bg-white p-4" data-booking={b.number}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-medium">
                {when.date}, {when.time} <span className="text-sm text-stone">({when.zone})</span>
              </p>
              <p className="text-sm">
                <span className="rounded-full bg-sand px-2 py-0.5">{t(`status.${b.status}`)}</span>
              </p>
            </div>
            <p className="mt-1 text-sm text-stone">
              {t("line", { booking: b.number, order: b.orderNumber, clinic: b.clinic.name })}
            </p>
            <p className="mt-1 text-sm">
              {b.treatments.map((l) => `${l.quantity} × ${l.title}`).join(", ")}
              {b.session && ` · ${t("session", b.session)}`}
            </p>
            {health?.get(b.id) && health.get(b.id) !== "not_needed" && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="staff-health-status">
                <span className="rounded-full bg-sand px-2 py-0.5">
                  {h("questionnaire", { state: health.get(b.id)! })}
                </span>
                {reviewHref && health.get(b.id) !== "due" && (
                  <DynamicLink
                    href={reviewHref(b.id)}
                    className="inline-flex min-h-11 items-center underline underline-offset-4"
                  >
                    {h("open")}
                  </DynamicLink>
                )}
              </p>
            )}
            {consents?.get(b.id) && consents.get(b.id)!.status !== "not_needed" && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm" data-testid="staff-consent-status">
                <span className="rounded-full bg-sand px-2 py-0.5">
                  {h("consent", { state: consents.get(b.id)!.status })}
                </span>
                {consentPdfHref &&
                  consents
                    .get(b.id)!
                    .kinds.filter((k) => k.consentId)
                    .map((k) => (
                      <a
                        key={k.kind}
                        href={consentPdfHref(k.consentId!)}
                        className="inline-flex min-h-11 items-center underline underline-offset-4"
                      >
                        {h("consentPdf", { kind: k.kind })}
                      </a>
                    ))}
              </p>
            )}
            {b.leftToPayCents > 0 && (
              <p className="mt-1 text-sm">
                {t("leftToPay", { amount: formatMoney(b.leftToPayCents, b.currency, "en") })}
              </p>
            )}
            {live && (
              <div className="mt-3 grid gap-2">
                {!canChangeOnline(b.startsAt, now) && <p className="text-sm text-red-900">{t("inside72")}</p>}
                <ChangeDisclosure summary={t("move")}>
                  <ActionForm
                    feedback="beside"
                    action={moveBookingAction}
                    testId={`move-${b.number}`}
                    fields={[
                      ...hidden(b.id),
                      { name: "day", label: t("day"), type: "date", pair: true },
                      { name: "time", label: t("time", { zone: when.zone }), type: "time", pair: true },
                      { name: "reason", label: t("reason"), hint: t("reasonHint") },
                    ]}
                    submits={[{ label: t("moveSubmit") }]}
                  />
                </ChangeDisclosure>
                <ChangeDisclosure summary={t("cancel")}>
                  <ActionForm
                    feedback="beside"
                    action={cancelBookingAction}
                    testId={`cancel-${b.number}`}
                    fields={[...hidden(b.id), { name: "reason", label: t("reason"), hint: t("reasonHint") }]}
                    submits={[{ label: t("cancelSubmit"), variant: "danger" }]}
                  />
                </ChangeDisclosure>
                <ActionForm
                  feedback="beside"
                  action={resendConfirmationAction}
                  testId={`resend-${b.number}`}
                  fields={hidden(b.id)}
                  submits={[{ label: t("resend"), variant: "secondary" }]}
                />
              </div>
            )}
            {mailLog?.get(b.id) && (
              <div className="mt-3">
                <BookingMailLogView bookingId={b.id} log={mailLog.get(b.id)!} timeZone={b.clinic.timeZone} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
