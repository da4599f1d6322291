import { getTranslations } from "next-intl/server";
import { ActionForm } from "@/components/account/action-form";
import type { FormState } from "@/shared/forms/form-state";
import type { Area } from "@/config/site";
import { formatMoney } from "@/i18n/format-money";
import { formatClinicTime } from "@/shared/clinic-time";
import { dayLabel } from "@/server/day-close/day-close-lock";
import { methodLabels } from "@/server/day-close/day-close-csv";
import {
  dayCloseMethods,
  type DayClose,
  type DayClosePayment,
  type DayCloseVisit,
} from "@/server/day-close/get-day-close";
import { frontDeskMethods } from "@/server/orders/record-order-payment";
import { dayCloseCsvHref } from "./day-close-links";
import { PrintButton } from "./print-button";
import { TableHead } from "@/components/ui/table-head";
import { TitledSection } from "@/components/ui/titled-section";
import { hiddenFields } from "@/components/account/field-specs";
import { ListOrEmpty } from "@/components/ui/list-or-empty";

type Action = (state: FormState, data: FormData) => Promise<FormState>;

const th = "px-3 py-2 text-start text-xs font-medium uppercase tracking-wide text-stone";
const td = "px-3 py-2 align-top";
/** On a phone a payment's cells stack, each after its column's name. */
const cell =
  "max-sm:block max-sm:px-0 max-sm:py-0.5 max-sm:before:me-2 max-sm:before:text-stone max-sm:before:content-[attr(data-label)]";

/** The cash-up of one clinic day: status and close, totals by means of payment, payments, refunds, no-shows, unpaid. */
export async function DayCloseReport({
  area,
  report,
  canClose,
  canChangeClosed,
  closeAction,
  correctAction,
}: {
  area: Area;
  report: DayClose;
  canClose: boolean;
  canChangeClosed: boolean;
  closeAction: Action;
  correctAction: Action;
}) {
  const t = await getTranslations({ locale: "en", namespace: "staff.dayClose" });
  const zone = report.clinic.timeZone;
  const clock = (at: Date) => formatClinicTime(at, zone, "en-GB").time;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, "en");
  const dateLabel = dayLabel(report.day);
  const currencies = report.grandTotals.map((g) => g.currency);
  const mayChange = !report.closed || canChangeClosed;
  return (
    <div className="grid grid-cols-1 gap-6 print:gap-4" data-testid="day-close">
      <div>
        <h1 className="text-3xl" data-testid="day-close-title">
          {t("heading", { clinic: report.clinic.name, date: dateLabel })}
        </h1>
        <p className="mt-1 text-sm text-stone">{t("clinicTime", { zone })}</p>
      </div>

      <ReportSection
        id="day-close-status"
        title={t("statusTitle")}
        headingClassName="sr-only"
        testId="day-close-status"
      >
        {report.closed ? (
          <div role="status">
            <p className="text-lg font-medium" data-testid="day-close-closed">
              {t("closedBy", {
                name: report.closed.by ?? t("aManager"),
                time: formatClinicTime(report.closed.at, zone, "en-GB").dateTime,
              })}
            </p>
            {report.closed.changedSince && (
              <p className="mt-1 rounded-lg bg-amber-100 px-3 py-2 text-sm text-amber-900">{t("changedSince")}</p>
            )}
            {!canChangeClosed && <p className="mt-1 text-sm text-stone">{t("closedNote")}</p>}
          </div>
        ) : (
          <p className="text-lg font-medium" data-testid="day-close-open">
            {t("open")}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3 print:hidden">
          <PrintButton label={t("print")} />
          <a
            href={dayCloseCsvHref(area, { clinic: report.clinic.slug, day: report.day })}
            download
            className="inline-flex min-h-11 items-center rounded-full border border-ink/20 px-5 text-sm font-medium hover:border-gold-deep"
          >
            {t("csv")}
          </a>
        </div>
        {(!report.closed || canClose) && (
          <div className="mt-4 max-w-xl print:hidden">
            {!report.closed && !report.closable ? (
              <p className="text-sm text-stone">{t("notYet")}</p>
            ) : canClose ? (
              // Kept mounted once the day is closed, so the manager sees the answer beside the button just pressed.
              <ActionForm
                feedback="beside"
                action={closeAction}
                testId="close-day-form"
                fields={[...hiddenFields({ area, clinic: report.clinic.slug, day: report.day })]}
                submits={[{ label: t("close") }]}
                footer={<p className="text-sm text-stone sm:col-span-2">{t("closeHint")}</p>}
                closed={report.closed ? <p className="text-sm text-stone">{t("closeHint")}</p> : undefined}
              />
            ) : (
              <p className="text-sm text-stone">{t("managerCloses")}</p>
            )}
          </div>
        )}
      </ReportSection>

      <ReportSection id="day-close-totals" title={t("totalsTitle")}>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-sm" data-testid="day-close-totals">
            <TableHead
              columns={[
                t("method"),
                { label: t("count"), className: `${th} text-end` },
                { label: t("amount"), className: `${th} text-end` },
              ]}
              rowClassName="border-b border-linen"
              cellClassName={th}
            />
            <tbody className="divide-y divide-linen">
              {dayCloseMethods.flatMap((method) => {
                const rows = report.totals.filter((r) => r.method === method);
                if (!rows.length)
                  return [
                    <tr key={method} data-method={method}>
                      <th scope="row" className={`${td} text-start font-normal`}>
                        {methodLabels[method]}
                      </th>
                      <td className={`${td} text-end tabular-nums`}>0</td>
                      <td className={`${td} text-end tabular-nums text-stone`}>
                        {currencies.length ? currencies.map((c) => money(0, c)).join(" · ") : "—"}
                      </td>
                    </tr>,
                  ];
                return rows.map((r) => (
                  <tr key={`${method}-${r.currency}`} data-method={method}>
                    <th scope="row" className={`${td} text-start font-normal`}>
                      {methodLabels[method]}
                    </th>
                    <td className={`${td} text-end tabular-nums`}>{r.count}</td>
                    <td className={`${td} text-end font-medium tabular-nums`}>{money(r.amountCents, r.currency)}</td>
                  </tr>
                ));
              })}
            </tbody>
            <tfoot>
              {report.grandTotals.length ? (
                report.grandTotals.map((g) => (
                  <tr key={g.currency} className="border-t-2 border-ink/30" data-testid="day-close-grand-total">
                    <th scope="row" className={`${td} text-start`}>
                      {t("allMethods")}
                    </th>
                    <td className={`${td} text-end font-semibold tabular-nums`}>{g.count}</td>
                    <td className={`${td} text-end font-semibold tabular-nums`}>{money(g.amountCents, g.currency)}</td>
                  </tr>
                ))
              ) : (
                <tr className="border-t-2 border-ink/30" data-testid="day-close-grand-total">
                  <th scope="row" className={`${td} text-start`}>
                    {t("allMethods")}
                  </th>
                  <td className={`${td} text-end font-semibold tabular-nums`}>0</td>
                  <td className={`${td} text-end text-stone`}>—</td>
                </tr>
              )}
            </tfoot>
          </table>
        </div>
      </ReportSection>

      <ReportSection id="day-close-payments" title={t("paymentsTitle", { count: report.payments.length })}>
        {report.payments.length === 0 ? (
          <p className="mt-2 text-stone">{t("noPayments")}</p>
        ) : (
          <PaymentTable
            t={t}
            payments={report.payments}
            clock={clock}
            money={money}
            testId="day-close-payments"
            correct={
              mayChange
                ? (p) =>
                    (frontDeskMethods as readonly string[]).includes(p.method) ? (
                      <details className="mt-1 print:hidden" data-testid="correct-payment">
                        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm underline underline-offset-4">
                          {t("correct")}
                        </summary>
                        <div className="mt-2 max-w-xl rounded-xl bg-ivory p-3">
                          <ActionForm
                            feedback="beside"
                            action={correctAction}
                            testId="correct-payment-form"
                            fields={[
                              ...hiddenFields({ area, paymentId: p.id }),
                              {
                                name: "method",
                                id: `method-${p.id}`,
                                label: t("method"),
                                type: "select",
                                options: frontDeskMethods.map((m) => ({ value: m, label: methodLabels[m] })),
                                defaultValue: p.method,
                                pair: true,
                              },
                              {
                                name: "reference",
                                id: `reference-${p.id}`,
                                label: t("reference"),
                                defaultValue: p.reference ?? "",
                                pair: true,
                              },
                            ]}
                            submits={[{ label: t("saveCorrection") }]}
                          />
                        </div>
                      </details>
                    ) : null
                : undefined
            }
          />
        )}
      </ReportSection>

      {report.refunds.length > 0 && (
        <ReportSection id="day-close-refunds" title={t("refundsTitle", { count: report.refunds.length })}>
          <PaymentTable t={t} payments={report.refunds} clock={clock} money={money} testId="day-close-refunds" />
        </ReportSection>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 print:grid-cols-1">
        <VisitList
          id="day-close-no-shows"
          title={t("noShowsTitle", { count: report.noShows.length })}
          empty={t("noNoShows")}
          visits={report.noShows}
          clock={clock}
          money={money}
          t={t}
        />
        <VisitList
          id="day-close-unpaid"
          title={t("unpaidTitle", { count: report.unpaid.length })}
          empty={t("noUnpaid")}
          visits={report.unpaid}
          clock={clock}
          money={money}
          t={t}
        />
      </div>
    </div>
  );
}

type T = Awaited<ReturnType<typeof getTranslations<"staff.dayClose">>>;

function PaymentTable({
  t,
  payments,
  clock,
  money,
  testId,
  correct,
}: {
  t: T;
  payments: DayClosePayment[];
  clock: (at: Date) => string;
  money: (cents: number, currency: string) => string;
  testId: string;
  correct?: (p: DayClosePayment) => React.ReactNode;
}) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-sm max-sm:block sm:min-w-[36rem]" data-testid={testId}>
        <TableHead
          columns={[
            t("time"),
            t("method"),
            { label: t("amount"), className: `${th} text-end` },
            t("order"),
            t("reference"),
            t("recordedBy"),
          ]}
          className="max-sm:hidden"
          rowClassName="border-b border-linen"
          cellClassName={th}
        />
        <tbody className="divide-y divide-linen max-sm:block">
          {payments.map((p) => (
            <tr
              key={p.id}
              className="max-sm:block max-sm:py-2"
              data-testid="day-close-payment"
              data-order={p.orderNumber}
              data-method={p.method}
            >
              <td className={`${td} ${cell} tabular-nums`} data-label={t("time")}>
                {clock(p.at)}
              </td>
              <td className={`${td} ${cell}`} data-label={t("method")}>
                {methodLabels[p.method]}
                {correct?.(p)}
              </td>
              <td className={`${td} ${cell} font-medium tabular-nums sm:text-end`} data-label={t("amount")}>
                {money(p.amountCents, p.currency)}
              </td>
              <td className={`${td} ${cell}`} data-label={t("order")}>
                <span className="sm:block">{p.orderNumber}</span>{" "}
                <span className="text-stone sm:block">{p.customerName}</span>
              </td>
              <td className={`${td} ${cell}`} data-label={t("reference")}>
                {p.reference ?? "—"}
              </td>
              <td className={`${td} ${cell}`} data-label={t("recordedBy")}>
                {p.recordedBy ?? t("online")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A part of the report: a box on screen, plain on paper, under its heading. */
function ReportSection({
  headingClassName = "text-2xl",
  ...section
}: Omit<React.ComponentProps<typeof TitledSection>, "className">) {
  return (
    <TitledSection
      {...section}
      className="rounded-2xl border border-linen bg-white p-4 sm:p-5 print:border-0 print:p-0"
      headingClassName={headingClassName}
    />
  );
}

function VisitList({
  id,
  title,
  empty,
  visits,
  clock,
  money,
  t,
}: {
  id: string;
  title: string;
  empty: string;
  visits: DayCloseVisit[];
  clock: (at: Date) => string;
  money: (cents: number, currency: string) => string;
  t: T;
}) {
  return (
    <ReportSection id={id} title={title} testId={id}>
      <ListOrEmpty
        items={visits}
        empty={<p className="mt-2 text-stone">{empty}</p>}
        className="mt-2 divide-y divide-linen text-sm"
      >
        {(v) => (
          <li
            key={v.bookingId}
            className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2"
            data-booking={v.bookingNumber}
          >
            <span>
              <span className="font-medium tabular-nums">{clock(v.startsAt)}</span> · {v.customerName}
              <span className="block text-stone">
                {t("visitLine", { booking: v.bookingNumber, order: v.orderNumber })}
              </span>
            </span>
            <span className={v.leftToPayCents > 0 ? "font-medium" : "text-stone"}>
              {v.leftToPayCents > 0
                ? t("leftToPay", { amount: money(v.leftToPayCents, v.currency) })
                : t("nothingLeft")}
            </span>
          </li>
        )}
      </ListOrEmpty>
    </ReportSection>
  );
}
