import type { ScheduleBooking } from "@/server/schedule/get-schedule";

type T = (key: "session", values: { title: string; number: number; of: number }) => string;

/**
 * What the customer comes for: a later programme session names the programme and the session; a booking
 * made at checkout lists the order's treatments.
 */
export function treatmentsText(t: T, b: ScheduleBooking): string {
  if (b.programmeSession && b.programmeSession.number > 1) return t("session", b.programmeSession);
  return b.treatments.map((l) => (l.quantity > 1 ? `${l.quantity} × ${l.title}` : l.title)).join(", ");
}
