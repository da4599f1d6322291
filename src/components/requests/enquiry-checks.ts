/**
 * The browser's own check of the concierge, franchising and careers forms: the zod schema each form shares with its
 * server action, and the CV's size and type. Loaded by the form when the visitor first reaches it (issue 14: zod and
 * the phone-number rules were 62 KB of the careers pages' first load); a form sent before it arrived is checked by
 * the server alone, in the same words.
 */
import { careersApplicationSchema, cvProblem } from "@/server/requests/careers-application-schema";
import { conciergeRequestSchema } from "@/server/requests/concierge-request-schema";
import { fieldProblems } from "@/shared/requests/contact-request-schema";
import { formValues } from "@/shared/forms/form-values";
import { franchisingEnquirySchema } from "@/server/requests/franchising-enquiry-schema";

const schemas = {
  concierge: conciergeRequestSchema,
  franchising: franchisingEnquirySchema,
  careers: careersApplicationSchema,
};
export type EnquiryFormName = keyof typeof schemas;

/** Each field with a problem and the message key that names it; empty when the form may be sent. */
export function enquiryProblems(form: EnquiryFormName, data: FormData, fileFields: string[]): Record<string, string> {
  const parsed = schemas[form].safeParse(formValues(data));
  const problems: Record<string, string> = parsed.success ? {} : fieldProblems(parsed.error);
  for (const name of fileFields) {
    const file = data.get(name);
    const problem = cvProblem(file instanceof File ? file : null);
    if (problem) problems[name] = problem;
  }
  return problems;
}
