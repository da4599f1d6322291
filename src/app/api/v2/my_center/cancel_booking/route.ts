import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { cancelBooking } from "@/server/bookings/cancel-booking";
import { ownRecordIdField } from "../../../_contract/shared-fields";

/** Cancel a booked visit or programme session, more than 72 hours ahead only; its sessions go back to the programme. */
export const POST = withCustomer(
  {
    path: "/api/v2/my_center/cancel_booking",
    methods: ["POST"],
    tag: "Bookings",
    summary: "Cancel a booking",
    description:
      "Only more than 72 hours before the visit; a programme session goes back to its programme. Not refundable.",
    input: z.object({
      booking_id: ownRecordIdField,
    }),
    output: z.object({ booking_id: z.string(), sessions_returned: z.number().int() }),
    errors: ["NOT_FOUND", "CHANGE_CLOSED"],
    example: { booking_id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a" },
  },
  async (p, { customer }) => {
    const cancelled = await cancelBooking(customer.user, { bookingId: p.booking_id });
    return { booking_id: cancelled.bookingId, sessions_returned: cancelled.sessionsReturned };
  },
);
