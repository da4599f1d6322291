import type { DayClose, DayClosePayment, DayCloseVisit } from "./get-day-close";

/** Labels of the means of payment in the CSV and on the page (the back office is English, decision 130). */
export const methodLabels: Record<DayClosePayment["method"], string> = {
  card: "Card online",
  terminal: "Card terminal",
  cash: "Cash",
  bank_transfer: "Bank transfer",
  gift_card: "Gift card",
  credit: "Credit",
};

/**
 * One CSV cell, safe to open in a spreadsheet (decision 235): always quoted, quotes doubled, and a cell that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`, so a customer named "=HYPERLINK(…)" is
 * text, never a formula (OWASP, CSV injection). Numbers are written by us and pass as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === "number") return String(value);
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

function clock(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    at,
  );
}

/**
 * The day close as one CSV file (RFC 4180, CRLF): a header naming the clinic, day and close, the totals by means of
 * payment, then every payment, refund, no-show and unpaid visit, each a section with its own header row. Amounts in
 * the currency's units with two decimals, times in the clinic's zone.
 */
export function dayCloseCsv(report: DayClose): string {
  const zone = report.clinic.timeZone;
  const rows: (string | number | null)[][] = [
    ["Day close", report.clinic.name, report.day, zone],
    [
      "Status",
      report.closed
        ? `Closed by ${report.closed.by ?? "a manager"} at ${report.closed.at.toISOString()}${report.closed.changedSince ? " (changed since)" : ""}`
        : "Open",
    ],
    [],
    ["Totals", "Method", "Payments", "Amount", "Currency"],
    ...report.totals.map((t) => ["", methodLabels[t.method], t.count, amount(t.amountCents), t.currency]),
    ...report.grandTotals.map((g) => ["", "All methods", g.count, amount(g.amountCents), g.currency]),
    [],
    ["Payments", "Time", "Method", "Amount", "Currency", "Order", "Customer", "Reference", "Recorded by"],
    ...report.payments.map((p) => paymentRow(p, zone)),
    [],
    ["Refunds", "Time", "Method", "Amount", "Currency", "Order", "Customer", "Reference", "Recorded by"],
    ...report.refunds.map((p) => paymentRow(p, zone)),
    [],
    ["No-shows", "Time", "Booking", "Order", "Customer", "Left to pay", "Currency"],
    ...report.noShows.map((v) => visitRow(v, zone)),
    [],
    ["Unpaid visits", "Time", "Booking", "Order", "Customer", "Left to pay", "Currency"],
    ...report.unpaid.map((v) => visitRow(v, zone)),
  ];
  return (
    rows
      .map((row) => row.map((cell) => (typeof cell === "number" ? String(cell) : csvCell(cell))).join(","))
      .join("\r\n") + "\r\n"
  );
}

function paymentRow(p: DayClosePayment, zone: string) {
  return [
    "",
    clock(p.at, zone),
    methodLabels[p.method],
    amount(p.amountCents),
    p.currency,
    p.orderNumber,
    p.customerName,
    p.reference,
    p.recordedBy,
  ];
}

function visitRow(v: DayCloseVisit, zone: string) {
  return [
    "",
    clock(v.startsAt, zone),
    v.bookingNumber,
    v.orderNumber,
    v.customerName,
    amount(v.leftToPayCents),
    v.currency,
  ];
}

/** The download's file name: aurum-day-close-london-2026-12-06.csv. */
export function dayCloseFilename(report: Pick<DayClose, "clinic" | "day">): string {
  return `aurum-day-close-${report.clinic.slug}-${report.day}.csv`;
}
