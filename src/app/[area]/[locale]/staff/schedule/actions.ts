"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { formFields, staffAction } from "@/server/forms/action";
import { recordFrontDeskPayment } from "@/server/orders/record-front-desk-payment";
import { markBooking, type CheckInStep } from "@/server/schedule/check-in";

/** The front desk: reception and above; the use cases check the clinic. */
const reception = staffAction({ role: "reception" });
const scheduleText = () => getTranslations({ locale: "en", namespace: "staff.schedule" });

/** Check-in: the pressed button (intent) is the step: arrived, completed or no_show. */
export const markBookingAction = reception(formFields, async (input, ctx) => {
  const { status } = await markBooking(ctx.actor, {
    bookingId: input.bookingId ?? "",
    step: (input.intent ?? "") as CheckInStep,
  });
  const t = await scheduleText();
  refresh();
  return { status: "success", message: t(`checkIn.done.${status}`) };
});

/** Money taken at the front desk against the booking's order. */
export const recordPaymentAction = reception(formFields, async (input, ctx) => {
  const result = await recordFrontDeskPayment(ctx.actor, {
    orderId: input.orderId ?? "",
    method: input.method,
    amount: input.amount ?? "",
    reference: input.reference ?? "",
  });
  const t = await scheduleText();
  refresh();
  return { status: "success", message: result.leftToPayCents === 0 ? t("payment.settled") : t("payment.recorded") };
});
