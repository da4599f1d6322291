import { withCustomer } from "@/server/accounts/with-customer";
import { apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { holderKeyOf } from "@/server/availability/holder-key";
import { bookRemainingSessions } from "@/server/programmes/book-remaining-sessions";

/** `times`: a JSON array (or its text in a form field) of { session_id, starts_at }. */
function timesOf(value: unknown): { sessionId: string; startsAt: string }[] {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((t: Record<string, unknown>) => ({ sessionId: String(t?.session_id ?? ""), startsAt: String(t?.starts_at ?? "") }));
}

/** "Book all remaining sessions", step two: every chosen time in one go, each session its own booking ("Apply Successful"). */
export const POST = withCustomer(async (request, { user, locale }) => {
  try {
    const p = await readPayload(request);
    const booked = await bookRemainingSessions(user, { programmeId: String(p.programme_id ?? ""), times: timesOf(p.times), holderKey: holderKeyOf(request).key });
    return ok({ bookings: booked.map((b) => ({ session_id: b.sessionId, number: b.sessionNumber, booking_id: b.bookingId, booking_number: b.bookingNumber, starts_at: b.startsAt.toISOString(), ends_at: b.endsAt.toISOString() })) }, "Apply Successful");
  } catch (error) {
    return fail(error, await apiTranslator(locale));
  }
});
