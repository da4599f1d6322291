import type { ScheduleBooking } from "@/server/schedule/get-schedule";

type T = (key: "session", values: { title: string; number: number; of: number }) => string;

/**
 * What is done at this visit, as visitTreatmentsOf says it: a programme session booked on its own names its programme
 * and which session it is; the visit booked with its order lists the order's treatments.
 */
export function treatmentsText(t: T, b: ScheduleBooking): string {
  const { kind, lines, session } = b.visit;
  if (kind === "session" && session && lines[0])
    return t("session", { title: lines[0].title, number: session.number, of: session.count });
  return linesText(lines);
}

/** Treatment lines in a row: "2 × Title" where more than one, else the title. */
export function linesText(lines: readonly { quantity: number; title: string }[]): string {
  return lines.map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.title}` : l.title)).join(", ");
}
