"use server";

import { refreshPages } from "@/server/http/refresh-pages";
import { getTranslations } from "next-intl/server";
import { formFields, staffAction } from "@/server/forms/action";
import { voidGiftCard } from "@/server/giftcards/void-gift-card";

/** Voiding a gift card: managers and admins only (declared here), with a reason; the use case audits it. */
export const voidGiftCardAction = staffAction({ role: "manager" })(formFields, async (input, ctx) => {
  const voided = await voidGiftCard(ctx.actor, { number: input.number ?? "", reason: input.reason ?? "" });
  refreshPages("/[area]/[locale]/staff/gift-cards", "page");
  const t = await getTranslations({ locale: "en", namespace: "staff.giftCards" });
  return { status: "success", message: t("voided", { number: voided.number }) };
});
