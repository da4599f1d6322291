import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { isoInstant } from "@/server/api/shapes";
import { rescheduleBooking } from "@/server/bookings/reschedule-booking";
import { chosenTime, holdIdField, ownRecordIdField, startsAtField } from "../../../_contract/shared-fields";

/** Move a booked visit or programme session, more than 72 hours ahead only (the same rule as My Bookings). */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/modify_booking",
    methods: ["POST"],
    tag: "Bookings",
    summary: "Move a booking to another time",
    description: "Only more than 72 hours before the visit; after that, 5125 (contact the administration team).",
    input: z.object({
      booking_id: ownRecordIdField,
      starts_at: startsAtField("The new start, ISO 8601."),
      hold_id: holdIdField,
    }),
    output: z.object({ booking_id: z.string(), starts_at: isoInstant, ends_at: isoInstant }),
    errors: ["NOT_FOUND", "CHANGE_CLOSED", "LEAD_TIME", "OUTSIDE_HOURS", "SLOT_TAKEN"],
    example: { booking_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a", starts_at: "2026-12-01T10:00:00.000Z" },
  },
  async (p, { customer, request }) => {
    const moved = await rescheduleBooking(customer.user, {
      bookingId: p.booking_id,
      ...chosenTime(p, request),
    });
    return {
      booking_id: moved.bookingId,
      starts_at: moved.startsAt.toISOString(),
      ends_at: moved.endsAt.toISOString(),
    };
  },
);
