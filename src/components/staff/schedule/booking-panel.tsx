import { DynamicLink } from "@/components/links/dynamic-link";
import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import type { FormState } from "@/shared/forms/form-state";
import type { Area } from "@/config/site";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import { frontDeskMethods } from "@/server/orders/record-order-payment";
import { checkInOptions, checkInRefusal } from "@/server/schedule/check-in-rules";
import type { DaySchedule, ScheduleBlock } from "@/server/schedule/get-schedule";
import type { VisitReadiness } from "@/server/schedule/visit-readiness";
import { treatmentsText } from "./booking-text";
import { scheduleHref } from "./schedule-links";
import { VisitReadinessChips } from "./visit-readiness";
import { hiddenFields } from "@/components/account/field-specs";

type Action = (state: FormState, data: FormData) => Promise<FormState>;

/** The selected booking: every detail, check-in, and recording a payment against its order. */
export async function BookingPanel({
  area,
  schedule,
  block,
  markAction,
  payAction,
  readiness,
  now,
}: {
  area: Area;
  schedule: DaySchedule;
  block: ScheduleBlock;
  markAction: Action;
  payAction: Action;
  /** The questionnaire's and consents' states (never the answers). */
  readiness?: VisitReadiness;
  /** The clock the check-in buttons are judged by (check-in-rules.ts). */
  now: Date;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
  const refusalText = await getTranslations({ locale: "en", namespace: "errors.app" });
  const b = block.booking!;
  const money = (cents: number) => formatMoney(cents, b.currency, "en");
  const when = formatClinicTime(block.startsAt, schedule.clinic.timeZone, "en-GB");
  const end = formatClinicTime(block.endsAt, schedule.clinic.timeZone, "en-GB");
  const chair = schedule.chairs.find((c) => c.id === block.chairId)?.label ?? "";
  // Only the steps allowed now are buttons; what opens later says when, in the words a refusal would use.
  const tz = schedule.clinic.timeZone;
  const visit = { status: b.status, startsAt: block.startsAt };
  const { allowed: steps } = checkInOptions(visit, tz, now);
  const later = (["arrived", "no_show"] as const)
    .map((step) => checkInRefusal(step, visit, tz, now))
    .filter((r) => r?.reason === "tooEarly" || r?.reason === "notStarted")
    .map((r) => refusalText("checkInRefused", r!));
  const canPay = b.leftToPayCents > 0 && b.status !== "awaiting_payment";
  return (
    <section
      id="booking-panel"
      aria-labelledby="booking-panel-title"
      className="mb-6 rounded-2xl border border-gold/60 bg-white p-5 shadow-sm"
      data-testid="booking-panel"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="booking-panel-title" className="text-2xl">
          {t("panel.title", { number: b.number })}
        </h2>
        <p className="flex items-center gap-3">
          <span className="rounded-full bg-sand px-3 py-1 text-sm font-medium" data-testid="panel-status">
            {t(`status.${b.status}`)}
          </span>
          <DynamicLink
            href={scheduleHref(area, { clinic: schedule.clinic.slug, day: schedule.day, view: "day" })}
            className="rounded-lg px-3 py-2 text-sm underline"
          >
            {t("panel.close")}
          </DynamicLink>
        </p>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-stone">{t("panel.customer")}</dt>
          <dd className="font-medium">
            {b.customerName}{" "}
            {b.firstVisit && <span className="ms-1 rounded bg-gold-light/60 px-1.5 text-xs">{t("firstVisit")}</span>}
          </dd>
          {b.customerPhone && (
            <>
              <dt className="text-stone">{t("panel.phone")}</dt>
              <dd>
                <a href={`tel:${b.customerPhone}`} dir="ltr" className="underline">
                  {b.customerPhone}
                </a>
              </dd>
            </>
          )}
          <dt className="text-stone">{t("panel.when")}</dt>
          <dd>
            {when.date}, {when.time}–{end.time} ({t("minutes", { minutes: b.durationMinutes })})
          </dd>
          <dt className="text-stone">{t("panel.chair")}</dt>
          <dd>{chair}</dd>
          <dt className="text-stone">{t("panel.treatments")}</dt>
          <dd>{treatmentsText(t, b)}</dd>
          {readiness && (
            <>
              <dt className="text-stone">{t("panel.readiness")}</dt>
              <dd>
                <VisitReadinessChips readiness={readiness} testId="panel-readiness" />
              </dd>
            </>
          )}
          <dt className="text-stone">{t("panel.notes")}</dt>
          <dd className={b.notes ? "" : "text-stone"}>{b.notes ?? t("panel.noNotes")}</dd>
        </dl>
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 text-sm" data-testid="panel-sums">
          <dt className="text-stone">{t("panel.order")}</dt>
          <dd>{b.orderNumber}</dd>
          <dt className="text-stone">{t("panel.total")}</dt>
          <dd>{money(b.totalCents)}</dd>
          <dt className="text-stone">{t("panel.paid")}</dt>
          <dd>{money(b.paidCents)}</dd>
          <dt className="text-stone">{t("panel.left")}</dt>
          <dd className="font-semibold" data-testid="panel-left">
            {money(b.leftToPayCents)}
          </dd>
        </dl>
        <div>
          <h3 className="text-lg">{t("checkIn.title")}</h3>
          {later.length > 0 && (
            <ul className="mt-2 grid gap-1 text-sm text-stone" data-testid="check-in-later">
              {later.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          <div className="mt-2">
            {/* One form per booking, kept across its changes: the answer stays beside the buttons it came from. */}
            <ActionForm
              feedback="beside"
              key={b.id}
              action={markAction}
              testId="check-in-form"
              fields={[...hiddenFields({ area, bookingId: b.id })]}
              submits={steps.map((step) => ({
                label: t(`checkIn.${step}`),
                intent: step,
                variant:
                  step === "no_show"
                    ? ("danger" as const)
                    : step === "completed"
                      ? ("secondary" as const)
                      : ("primary" as const),
              }))}
              closed={
                steps.length === 0 && later.length === 0 ? (
                  <p className="text-sm text-stone">
                    {t("checkIn.none", { status: t(`status.${b.status}`).toLowerCase() })}
                  </p>
                ) : undefined
              }
            />
          </div>
        </div>
      </div>
      <div className="mt-6 border-t border-linen pt-4">
        <h3 className="text-lg">{t("payment.title")}</h3>
        <div className="mt-3 max-w-2xl">
          {/* Kept mounted when the order is paid in full, so its confirmation is seen instead of vanishing. */}
          <ActionForm
            feedback="beside"
            key={b.id}
            action={payAction}
            testId="payment-form"
            fields={[
              ...hiddenFields({ area, orderId: b.orderId }),
              {
                name: "method",
                label: t("payment.method"),
                type: "select",
                options: frontDeskMethods.map((m) => ({ value: m, label: t(`payment.methods.${m}`) })),
                defaultValue: "terminal",
                pair: true,
              },
              {
                name: "amount",
                label: t("payment.amount", { currency: b.currency }),
                inputMode: "text",
                defaultValue: (b.leftToPayCents / 100).toFixed(2),
                hint: t("payment.amountHint", { amount: money(b.leftToPayCents) }),
                pair: true,
              },
              { name: "reference", label: t("payment.reference"), hint: t("payment.referenceHint") },
            ]}
            submits={[{ label: t("payment.submit") }]}
            closed={canPay ? undefined : <p className="text-sm text-stone">{t("payment.nothingLeft")}</p>}
          />
        </div>
      </div>
    </section>
  );
}
