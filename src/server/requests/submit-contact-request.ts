import "server-only";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { AppError } from "@/server/errors/app-error";
import { contactRequestSchema, fieldProblems } from "@/shared/requests/contact-request-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { NewRequest, RecordedRequest } from "./record-request";
import { sendPublicRequest } from "./send-public-request";

/**
 * Contact form: validate (shared schema), answer a repeat of the same message within the minute with
 * the request already stored, else refuse bots and senders over their limits, then store it and queue
 * the visitor's receipt and the clinic's notification. Refusals write nothing.
 */
export async function submitContactRequest(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const parsed = contactRequestSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", {}, fieldProblems(parsed.error));
  const data = parsed.data;
  const email = data.email.toLowerCase();
  const phone = parsePhoneNumberFromString(data.phone, data.phoneCountry as CountryCode)!.format("INTERNATIONAL");
  const request: NewRequest = {
    kind: "contact",
    title: data.title,
    fullName: data.fullName,
    email,
    phone,
    clinicSlug: data.clinic,
    message: data.message,
    locale: context.locale,
    area: context.area,
  };
  return sendPublicRequest("contact", request, input, context);
}
