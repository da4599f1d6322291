import "server-only";
import { getDayOfWeek, parseDate } from "@internationalized/date";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { clinicSeed } from "@/config/site";
import { AppError } from "@/server/errors/app-error";
import { callBackSchema, weekendCallBackSchema } from "@/shared/requests/call-back-schema";
import { fieldProblems } from "@/shared/requests/contact-request-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { NewRequest, RecordedRequest } from "./record-request";
import { sendPublicRequest } from "./send-public-request";

const international = (phone: string, country: string) =>
  parsePhoneNumberFromString(phone, country as CountryCode)!.format("INTERNATIONAL");

/** The selected country (docs/product/api.md `country-code`), kept in the request's fields when one was sent. */
const marketOf = (context: PublicFormContext): { fields?: Record<string, string> } =>
  context.country ? { fields: { country: context.country } } : {};

/** "Call me back": stored, the visitor gets a receipt and the front desk a notification (docs/product/api.md /api/call_back). */
export async function submitCallBackRequest(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const parsed = callBackSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", {}, fieldProblems(parsed.error));
  const data = parsed.data;
  const request: NewRequest = {
    kind: "call-back",
    fullName: data.fullName,
    email: data.email.toLowerCase(),
    phone: international(data.phone, data.phoneCountry),
    message: "",
    ...marketOf(context),
    locale: context.locale,
    area: context.area,
  };
  return sendPublicRequest("call-back", request, input, context);
}

/**
 * A weekend booking by telephone (docs/product/api.md /api/call_back_for_wkd_booking): offered when a visitor picks
 * a Saturday or Sunday without free time. The day must be a weekend day, today or later in the
 * clinic's time zone; the clinic's own desk is told.
 */
export async function submitWeekendCallBackRequest(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const parsed = weekendCallBackSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", {}, fieldProblems(parsed.error));
  const data = parsed.data;
  const clinic = clinicSeed.find((c) => c.slug === data.clinic)!;
  let day;
  try {
    day = parseDate(data.bookingDate);
  } catch {
    throw new AppError("VALIDATION", {}, { bookingDate: "bookingDate" });
  }
  const clinicToday = parseDate(context.now.toLocaleDateString("en-CA", { timeZone: clinic.timeZone }));
  if (day.compare(clinicToday) < 0) throw new AppError("VALIDATION", {}, { bookingDate: "datePast" });
  // en-GB weeks start on Monday: 5 and 6 are Saturday and Sunday.
  if (getDayOfWeek(day, "en-GB") < 5) throw new AppError("VALIDATION", {}, { bookingDate: "bookingDateWeekend" });
  const request: NewRequest = {
    kind: "weekend-call-back",
    fullName: data.fullName,
    email: data.email.toLowerCase(),
    phone: international(data.phone, data.phoneCountry),
    clinicSlug: data.clinic,
    preferredDate: day.toString(),
    message: "",
    fields: { requestTime: data.requestTime, ...marketOf(context).fields },
    locale: context.locale,
    area: context.area,
  };
  return sendPublicRequest("weekend-call-back", request, input, context);
}
