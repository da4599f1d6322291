import "server-only";
import { franchisingEnquirySchema } from "./franchising-enquiry-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { readPublicForm, senderOf } from "./read-public-form";
import { sendPublicRequest } from "./send-public-request";

/** A franchising enquiry: validated with the shared schema, stored once, mailed to the visitor and the franchising desk. */
export async function submitFranchisingEnquiry(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const data = readPublicForm(franchisingEnquirySchema, input);
  return sendPublicRequest(
    "franchising",
    {
      kind: "franchising",
      ...senderOf(data),
      message: data.message,
      fields: {
        company: data.company,
        country: data.country,
        city: data.city,
        investment: data.investment,
        experience: data.experience,
      },
    },
    input,
    context,
  );
}
