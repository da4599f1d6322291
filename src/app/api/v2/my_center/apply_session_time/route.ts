import { withCustomer } from "@/server/accounts/with-customer";
import { apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { holderKeyOf } from "@/server/availability/holder-key";
import { applySessionTime } from "@/server/programmes/apply-session-time";

/** "Apply session time" for a programme session still to book (the same use case as My Programs). */
export const POST = withCustomer(async (request, { user, locale }) => {
  try {
    const p = await readPayload(request);
    const applied = await applySessionTime(user, { sessionId: String(p.session_id ?? ""), startsAt: p.starts_at as string, holdId: (p.hold_id as string) || undefined, holderKey: holderKeyOf(request).key });
    return ok({ booking_id: applied.bookingId, booking_number: applied.bookingNumber, starts_at: applied.startsAt.toISOString(), ends_at: applied.endsAt.toISOString() }, "Apply Successful");
  } catch (error) {
    return fail(error, await apiTranslator(locale));
  }
});
