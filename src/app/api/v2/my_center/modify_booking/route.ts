import { withCustomer } from "@/server/accounts/with-customer";
import { apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { holderKeyOf } from "@/server/availability/holder-key";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";

/** Move a booked visit or programme session, more than 72 hours ahead only (the same rule as My Bookings). */
export const POST = withCustomer(async (request, { user, locale }) => {
  try {
    const p = await readPayload(request);
    const moved = await rescheduleBooking(user, { bookingId: String(p.booking_id ?? ""), startsAt: p.starts_at as string, holdId: (p.hold_id as string) || undefined, holderKey: holderKeyOf(request).key });
    return ok({ booking_id: moved.bookingId, starts_at: moved.startsAt.toISOString(), ends_at: moved.endsAt.toISOString() }, "Modify Successful");
  } catch (error) {
    return fail(error, await apiTranslator(locale));
  }
});
