import { NextResponse } from "next/server";
import { getCustomerBooking } from "@/server/bookings/list-customer-bookings";
import { currentCustomerId } from "@/server/orders/checkout-customer";
import { bookingCalendarFile } from "@/server/orders/booking-confirmation";

/** "Add to calendar" on My Bookings: the booking's .ics, only for its own customer. */
export async function GET(request: Request) {
  const customerId = await currentCustomerId(request);
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const booking = customerId && /^[0-9a-f-]{36}$/.test(id) ? await getCustomerBooking(customerId, id) : null;
  if (!booking) return NextResponse.json({ code: 4040, msg: "not found", data: null }, { status: 404 });
  const locale = new URL(request.url).searchParams.get("lang") ?? "en";
  return new NextResponse(bookingCalendarFile({ ...booking, locale }), {
    headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": `attachment; filename="booking-${booking.number}.ics"` },
  });
}
