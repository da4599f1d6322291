"use server";

import { getTranslations } from "next-intl/server";
import { customerAction, formFields } from "@/server/forms/action";
import { addGiftCardToAccount } from "@/server/giftcards/add-gift-card-to-account";

/** My Gift Card: add a card by number and code; the original site's messages next to the fields. */
export const addGiftCardAction = customerAction(
  formFields,
  async (input, ctx) => {
    await addGiftCardToAccount(
      ctx.customer,
      { number: input.number ?? "", code: input.code ?? "" },
      { client: ctx.ip },
    );
    const t = await getTranslations({ locale: ctx.locale, namespace: "account.giftCard" });
    return { status: "success", message: t("added") };
  },
  { fieldMessages: "keys" },
);
