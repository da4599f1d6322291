import "server-only";
import { getDayOfWeek, parseDate } from "@internationalized/date";
import { clinicSeed } from "@/config/site";
import { AppError } from "@/server/errors/app-error";
import { callBackSchema, weekendCallBackSchema } from "@/shared/requests/call-back-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { readPublicForm, senderOf } from "./read-public-form";
import { sendPublicRequest, type PublicRequest } from "./send-public-request";

/** The selected country (docs/product/api.md `country-code`), kept in the request's fields when one was sent. */
const marketOf = (context: PublicFormContext): { fields?: Record<string, string> } =>
  context.country ? { fields: { country: context.country } } : {};

/** "Call me back": stored, the visitor gets a receipt and the front desk a notification (docs/product/api.md /api/call_back). */
export async function submitCallBackRequest(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const data = readPublicForm(callBackSchema, input);
  const request: PublicRequest = {
    kind: "call-back",
    ...senderOf(data),
    message: "",
    ...marketOf(context),
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
  const data = readPublicForm(weekendCallBackSchema, input);
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
  const request: PublicRequest = {
    kind: "weekend-call-back",
    ...senderOf(data),
    clinicSlug: data.clinic,
    preferredDate: day.toString(),
    message: "",
    fields: { requestTime: data.requestTime, ...marketOf(context).fields },
  };
  return sendPublicRequest("weekend-call-back", request, input, context);
}
