import "server-only";
import { contactRequestSchema } from "@/shared/requests/contact-request-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { readPublicForm, senderOf } from "./read-public-form";
import { sendPublicRequest, type PublicRequest } from "./send-public-request";

/**
 * Contact form: validate (shared schema), answer a repeat of the same message within the minute with
 * the request already stored, else refuse bots and senders over their limits, then store it and queue
 * the visitor's receipt and the clinic's notification. Refusals write nothing.
 */
export async function submitContactRequest(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const data = readPublicForm(contactRequestSchema, input);
  const request: PublicRequest = {
    kind: "contact",
    title: data.title,
    ...senderOf(data),
    clinicSlug: data.clinic,
    message: data.message,
  };
  return sendPublicRequest("contact", request, input, context);
}
