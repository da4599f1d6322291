"use server";

import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { getCurrentUser } from "@/server/accounts/current-user";
import { AppError } from "@/server/errors/app-error";
import { addGiftCardToAccount } from "@/server/giftcards/add-gift-card-to-account";
import type { FormState } from "@/shared/forms/form-state";
import { fieldMessage } from "@/server/forms/field-message";
import { runFormAction } from "@/server/forms/run-form-action";

/** My Gift Card: add a card by number and code; the SPEC's messages next to the fields. */
export async function addGiftCardAction(_: FormState, data: FormData): Promise<FormState> {
  return runFormAction(data, async (c) => {
    const user = await getCurrentUser();
    if (!user) throw new AppError("UNAUTHENTICATED");
    const t = await getTranslations({ locale: c.locale });
    try {
      await addGiftCardToAccount(user, { number: c.input.number ?? "", code: c.input.code ?? "" }, { client: c.ip });
    } catch (error) {
      if (!(error instanceof z.ZodError)) throw error;
      const fields = Object.fromEntries(
        error.issues.map((i) => [String(i.path[0]), fieldMessage(i.message, [t], () => t("errors.app.fieldInvalid"))]),
      );
      return { status: "error", message: t("errors.app.validation"), fields, values: { number: c.input.number ?? "" } };
    }
    return { status: "success", message: t("account.giftCard.added") };
  });
}
