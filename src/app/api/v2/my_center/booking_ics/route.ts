import { NextResponse } from "next/server";
import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { uuidField } from "@/server/api/shapes";
import { getCustomerBooking } from "@/server/bookings/list-customer-bookings";
import { AppError } from "@/server/errors/app-error";
import { bookingCalendarFile } from "@/server/bookings/booking-confirmation";

/** "Add to calendar" on My Bookings: the booking's .ics, only for its own customer. */
export const GET = withCustomer(
  {
    path: "/api/v2/my_center/booking_ics",
    methods: ["GET"],
    tag: "Bookings",
    summary: "A booking as a calendar file (.ics)",
    description:
      "On success the answer is the file itself (text/calendar), not the envelope; failures answer the envelope.",
    input: z.object({ id: uuidField }),
    output: z.string(),
    errors: ["NOT_FOUND"],
    raw: { contentType: "text/calendar" },
    example: { id: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a" },
  },
  async ({ id }, { customer, locale }) => {
    const booking = await getCustomerBooking(customer.user.id, id, locale);
    if (!booking) throw new AppError("NOT_FOUND");
    return new NextResponse(bookingCalendarFile({ ...booking, locale }), {
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": `attachment; filename="booking-${booking.number}.ics"`,
      },
    });
  },
);
