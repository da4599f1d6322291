"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import { closeDay } from "@/server/day-close/close-day";
import { formFields, staffAction } from "@/server/forms/action";
import { correctFrontDeskPayment } from "@/server/orders/correct-front-desk-payment";

const dayCloseText = () => getTranslations({ locale: "en", namespace: "staff.dayClose" });

/** A manager closes the clinic day shown; the use case checks the clinic (decision 235). */
export const closeDayAction = staffAction({ role: "manager" })(formFields, async (input, ctx) => {
  const { alreadyClosed } = await closeDay(ctx.actor, { clinic: input.clinic ?? "", day: input.day ?? "" });
  const t = await dayCloseText();
  refresh();
  return { status: "success", message: alreadyClosed ? t("alreadyClosed") : t("closedDone") };
});

/** The desk corrects how a payment was taken (its method and reference). */
export const correctPaymentAction = staffAction({ role: "reception" })(formFields, async (input, ctx) => {
  const { changed } = await correctFrontDeskPayment(ctx.actor, {
    paymentId: input.paymentId ?? "",
    method: input.method,
    reference: input.reference ?? "",
  });
  const t = await dayCloseText();
  refresh();
  return { status: "success", message: changed ? t("corrected") : t("unchanged") };
});
