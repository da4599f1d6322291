import { z } from "zod";
import { questions, type Answer, type QuestionId } from "@/config/health-questionnaire";
import { isMultilineText } from "@/shared/input/plain-text";

const text = (max: number) =>
  z
    .string()
    .max(max, "textTooLong")
    .refine((v) => isMultilineText(v), "textInvalid")
    .transform((v) => v.trim())
    .optional()
    .default("");

/**
 * The questionnaire as a form sends it: one field per question ("yes", "no", "unsure" where offered),
 * "<id>Details" for questions that ask for details (required after "yes"), and "other". Messages are keys of
 * health.validation in the visitor's language.
 */
export const questionnaireSchema = z
  .object({
    ...Object.fromEntries(
      questions.map((q) => [q.id, z.enum(q.answers as [Answer, ...Answer[]], { error: "answerRequired" })]),
    ),
    ...Object.fromEntries(questions.filter((q) => q.details).map((q) => [`${q.id}Details`, text(1000)])),
    other: text(2000),
  })
  .superRefine((value, ctx) => {
    const v = value as Record<string, string>;
    for (const q of questions)
      if (q.details && v[q.id] === "yes" && !v[`${q.id}Details`])
        ctx.addIssue({ code: "custom", path: [`${q.id}Details`], message: "detailsRequired" });
  });

/** What a form or an API call may send (checked by the schema). */
export type QuestionnaireInput = Partial<Record<QuestionId | `${QuestionId}Details` | "other", string>>;

export interface QuestionnaireAnswers {
  answers: Partial<Record<QuestionId, Answer>>;
  details: Partial<Record<QuestionId, string>>;
  other: string;
}

export function toAnswers(parsed: z.output<typeof questionnaireSchema>): QuestionnaireAnswers {
  const v = parsed as Record<string, string>;
  return {
    answers: Object.fromEntries(questions.map((q) => [q.id, v[q.id] as Answer])),
    details: Object.fromEntries(
      questions.filter((q) => q.details && v[`${q.id}Details`]).map((q) => [q.id, v[`${q.id}Details`]!]),
    ),
    other: v.other ?? "",
  };
}
