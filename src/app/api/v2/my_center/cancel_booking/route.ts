import { withCustomer } from "@/server/accounts/with-customer";
import { apiTranslator } from "@/server/api/api-translator";
import { fail, ok } from "@/server/api/envelope";
import { readPayload } from "@/server/api/read-payload";
import { cancelBooking } from "@/server/bookings/cancel-booking";

/** Cancel a booked visit or programme session, more than 72 hours ahead only; its sessions go back to the programme. */
export const POST = withCustomer(async (request, { user, locale }) => {
  try {
    const p = await readPayload(request);
    const cancelled = await cancelBooking(user, { bookingId: String(p.booking_id ?? "") });
    return ok({ booking_id: cancelled.bookingId, sessions_returned: cancelled.sessionsReturned });
  } catch (error) {
    return fail(error, await apiTranslator(locale));
  }
});
