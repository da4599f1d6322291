"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/components/account/form-state";
import { runFormAction } from "@/server/forms/run-form-action";
import { recordFrontDeskPayment, type FrontDeskPaymentInput } from "@/server/orders/record-front-desk-payment";
import { markBooking, type CheckInStep } from "@/server/schedule/check-in";
import { withStaff } from "@/server/staff/current-staff";

// The permission sits where each handler is defined (decision 130); the use cases check the clinic.
const markAsStaff = withStaff((actor, bookingId: string, step: string) => markBooking(actor, { bookingId, step: step as CheckInStep }), { role: "reception" });
const payAsStaff = withStaff((actor, input: FrontDeskPaymentInput) => recordFrontDeskPayment(actor, input), { role: "reception" });

/** Check-in: the pressed button (intent) is the step: arrived, completed or no_show. */
export async function markBookingAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const { status } = await markAsStaff(c.input.bookingId ?? "", c.input.intent ?? "");
    const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
    refresh();
    return { status: "success", message: t(`checkIn.done.${status}` as never) };
  });
}

/** Money taken at the front desk against the booking's order. */
export async function recordPaymentAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const result = await payAsStaff({ orderId: c.input.orderId ?? "", method: c.input.method as never, amount: c.input.amount ?? "", reference: c.input.reference ?? "" });
    const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
    refresh();
    return { status: "success", message: result.leftToPayCents === 0 ? t("payment.settled") : t("payment.recorded") };
  });
}
