/**
 * An iCalendar (.ics, RFC 5545) file for one or more appointments. Times are written as UTC instants, so every
 * calendar shows them right in its own zone; the description repeats the clinic's wall time. An event keeps
 * its UID (the booking number) for life: a moved visit is the same UID with a higher SEQUENCE, a cancelled one
 * is METHOD:CANCEL with STATUS:CANCELLED (RFC 5546), so calendars update or remove the event they already hold.
 */
import { icsUtc } from "@/shared/clinic-time";

export interface CalendarEvent {
  uid: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string;
  description: string;
  stampedAt: Date;
  /** Revision of the event: 0 when booked, +1 for each move or cancellation (bookings.calendar_sequence). */
  sequence?: number;
}

export type CalendarMethod = "PUBLISH" | "CANCEL";

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Fold lines longer than 75 octets (RFC 5545 3.1), never splitting a multi-byte character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

function eventLines(event: CalendarEvent, method: CalendarMethod): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsUtc(event.stampedAt)}`,
    `DTSTART:${icsUtc(event.startsAt)}`,
    `DTEND:${icsUtc(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** One calendar file holding every event given (one visit, or every session booked in one go). */
export function calendarFile(events: CalendarEvent | CalendarEvent[], method: CalendarMethod = "PUBLISH"): string {
  const list = Array.isArray(events) ? events : [events];
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Aurum Clinic//Bookings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...list.flatMap((e) => eventLines(e, method)),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
