import "server-only";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { AppError } from "@/server/errors/app-error";
import { fieldProblems } from "@/shared/requests/contact-request-schema";
import { franchisingEnquirySchema } from "./franchising-enquiry-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { sendPublicRequest } from "./send-public-request";

/** A franchising enquiry: validated with the shared schema, stored once, mailed to the visitor and the franchising desk. */
export async function submitFranchisingEnquiry(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const parsed = franchisingEnquirySchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", {}, fieldProblems(parsed.error));
  const data = parsed.data;
  return sendPublicRequest(
    "franchising",
    {
      kind: "franchising",
      fullName: data.fullName,
      email: data.email.toLowerCase(),
      phone: parsePhoneNumberFromString(data.phone, data.phoneCountry as CountryCode)!.format("INTERNATIONAL"),
      message: data.message,
      fields: {
        company: data.company,
        country: data.country,
        city: data.city,
        investment: data.investment,
        experience: data.experience,
      },
      locale: context.locale,
      area: context.area,
    },
    input,
    context,
  );
}
