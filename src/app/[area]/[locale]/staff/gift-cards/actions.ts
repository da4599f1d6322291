"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { getTranslations } from "next-intl/server";
import type { FormState } from "@/shared/forms/form-state";
import { runFormAction } from "@/server/forms/run-form-action";
import { voidGiftCard } from "@/server/giftcards/void-gift-card";
import type { StaffActor } from "@/server/staff/actor";
import { withStaff } from "@/server/staff/current-staff";
import type { ActionContext } from "@/server/forms/run-form-action";

/** Voiding a gift card: managers and admins only (declared here), with a reason; the use case audits it. */
const voidCard = withStaff(
  async (actor: StaffActor, c: ActionContext): Promise<FormState> => {
    const voided = await voidGiftCard(actor, { number: c.input.number ?? "", reason: c.input.reason ?? "" });
    refreshPages("/[area]/[locale]/staff/gift-cards", "page");
    const t = await getTranslations({ locale: "en", namespace: "staff.giftCards" });
    return { status: "success", message: t("voided", { number: voided.number }) };
  },
  { role: "manager" },
);

export async function voidGiftCardAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, (c) => voidCard(c), { fieldMessages: "staff" });
}
