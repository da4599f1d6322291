"use server";

import { redirect } from "next/navigation";
import { pathFor } from "@/i18n/paths";
import { customerAction, formFields } from "@/server/forms/action";
import { submitHealthQuestionnaire } from "@/server/health/health-review";

/**
 * The health questionnaire's answers: sealed and stored, then back to the page, which shows each visit's status.
 * Its own messages (health.validation), in the customer's language, next to each question.
 */
export const submitHealthQuestionnaireAction = customerAction(
  formFields,
  async (input, ctx) => {
    await submitHealthQuestionnaire(ctx.customer, input);
    redirect(`${pathFor(ctx.area, ctx.locale, "account/health")}?saved=1`);
  },
  { fieldMessages: "health" },
);
