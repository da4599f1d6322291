"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/shared/forms/form-state";
import { runFormAction } from "@/server/forms/run-form-action";
import { markBookingAsStaff, recordPaymentAsStaff } from "@/server/schedule/front-desk-handlers";

/** Check-in: the pressed button (intent) is the step: arrived, completed or no_show. */
export async function markBookingAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const { status } = await markBookingAsStaff(c.input.bookingId ?? "", c.input.intent ?? "");
    const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
    refresh();
    return { status: "success", message: t(`checkIn.done.${status}` as never) };
  });
}

/** Money taken at the front desk against the booking's order. */
export async function recordPaymentAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const result = await recordPaymentAsStaff({
      orderId: c.input.orderId ?? "",
      method: c.input.method as never,
      amount: c.input.amount ?? "",
      reference: c.input.reference ?? "",
    });
    const t = await getTranslations({ locale: "en", namespace: "staff.schedule" });
    refresh();
    return { status: "success", message: result.leftToPayCents === 0 ? t("payment.settled") : t("payment.recorded") };
  });
}
