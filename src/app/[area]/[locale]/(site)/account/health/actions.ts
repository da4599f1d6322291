"use server";

import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import type { FormState } from "@/shared/forms/form-state";
import { pathFor } from "@/i18n/paths";
import { fieldErrors } from "@/server/accounts/fields";
import { getCurrentUser } from "@/server/accounts/current-user";
import { AppError } from "@/server/errors/app-error";
import { fieldMessage } from "@/server/forms/field-message";
import { runFormAction } from "@/server/forms/run-form-action";
import { submitHealthQuestionnaire } from "@/server/health/health-review";

/** The health questionnaire's answers: sealed and stored, then back to the page, which shows each visit's status. */
export async function submitHealthQuestionnaireAction(_: FormState, data: FormData): Promise<FormState> {
  let done: string | null = null;
  const state = await runFormAction(data, async (c) => {
    const user = await getCurrentUser();
    if (!user) throw new AppError("UNAUTHENTICATED");
    try {
      await submitHealthQuestionnaire(user, c.input);
    } catch (thrown) {
      if (!(thrown instanceof z.ZodError)) throw thrown;
      // The questionnaire's own messages (health.validation), in the customer's language, next to each question.
      const [t, app] = await Promise.all([
        getTranslations({ locale: c.locale, namespace: "health.validation" }),
        getTranslations({ locale: c.locale, namespace: "errors.app" }),
      ]);
      const fields = Object.fromEntries(
        Object.entries(fieldErrors(thrown)).map(([field, key]) => [
          field,
          fieldMessage(key, [t], () => t("textInvalid")),
        ]),
      );
      const values = Object.fromEntries(Object.entries(c.input).filter(([key]) => key !== "area" && key !== "locale"));
      return { status: "error", message: app("validation"), fields, values };
    }
    done = `${pathFor(c.area, c.locale, "account/health")}?saved=1`;
  });
  if (done) redirect(done);
  return state;
}
