"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/shared/forms/form-state";
import { closeDayAsStaff, correctPaymentAsStaff } from "@/server/day-close/day-close-handlers";
import { runFormAction } from "@/server/forms/run-form-action";

/** A manager closes the clinic day shown. */
export async function closeDayAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(
    data,
    async (c) => {
      const { alreadyClosed } = await closeDayAsStaff({ clinic: c.input.clinic ?? "", day: c.input.day ?? "" });
      const t = await getTranslations({ locale: "en", namespace: "staff.dayClose" });
      refresh();
      return { status: "success", message: alreadyClosed ? t("alreadyClosed") : t("closedDone") };
    },
    { fieldMessages: "staff" },
  );
}

/** The desk corrects how a payment was taken (its method and reference). */
export async function correctPaymentAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(
    data,
    async (c) => {
      const { changed } = await correctPaymentAsStaff({
        paymentId: c.input.paymentId ?? "",
        method: c.input.method as never,
        reference: c.input.reference ?? "",
      });
      const t = await getTranslations({ locale: "en", namespace: "staff.dayClose" });
      refresh();
      return { status: "success", message: changed ? t("corrected") : t("unchanged") };
    },
    { fieldMessages: "staff" },
  );
}
