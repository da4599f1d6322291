import "server-only";
import { recordFrontDeskPayment, type FrontDeskPaymentInput } from "@/server/orders/record-front-desk-payment";
import { withStaff } from "@/server/staff/current-staff";
import { markBooking, type CheckInStep } from "./check-in";

/**
 * The schedule's actions with their permission declared where they are defined (decision 130): reception and
 * above, for the signed-in member of staff; the use cases check the clinic. Server actions call these.
 */
export const markBookingAsStaff = withStaff(
  (actor, bookingId: string, step: string) => markBooking(actor, { bookingId, step: step as CheckInStep }),
  { role: "reception" },
);

export const recordPaymentAsStaff = withStaff(
  (actor, input: FrontDeskPaymentInput) => recordFrontDeskPayment(actor, input),
  { role: "reception" },
);
