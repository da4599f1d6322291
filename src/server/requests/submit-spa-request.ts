import "server-only";
import { CalendarDate, parseDate } from "@internationalized/date";
import { clinicSeed } from "@/config/site";
import { AppError } from "@/server/errors/app-error";
import { getCatalogueItemByCode } from "@/server/catalogue/get-catalogue-item-by-code";
import { spaRequestSchema } from "@/shared/requests/spa-request-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { readPublicForm } from "./read-public-form";
import { sendPublicRequest, type PublicRequest } from "./send-public-request";

function parseCalendarDate(value: string): CalendarDate | null {
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * Store a spa/residence request. Input is validated with the shared schema; the item and option must
 * exist (an option must belong to its item) and the preferred date may not lie in the past in the
 * chosen clinic's time zone. Failures are AppError("VALIDATION") with field message keys. Then, like
 * every public form: a repeat within the minute answers with the stored request; bots and senders over
 * their limits are refused; the request is stored and the visitor and the concierge desk are mailed.
 */
export async function submitSpaRequest(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const data = readPublicForm(spaRequestSchema, input);

  const clinic = clinicSeed.find((c) => c.slug === data.clinic)!;
  const date = parseCalendarDate(data.preferredDate);
  const clinicToday = parseDate(context.now.toLocaleDateString("en-CA", { timeZone: clinic.timeZone }));
  if (!date) throw new AppError("VALIDATION", {}, { preferredDate: "date" });
  if (date.compare(clinicToday) < 0) throw new AppError("VALIDATION", {}, { preferredDate: "datePast" });

  if (data.item) {
    const item = await getCatalogueItemByCode(data.item);
    if (!item) throw new AppError("VALIDATION", {}, { item: "item" });
    if (data.option && !item.options.some((o) => o.code === data.option)) {
      throw new AppError("VALIDATION", {}, { option: "option" });
    }
  } else if (data.option) {
    throw new AppError("VALIDATION", {}, { option: "option" });
  }

  const request: PublicRequest = {
    kind: "spa",
    itemCode: data.item ?? null,
    optionCode: data.option ?? null,
    title: data.title,
    fullName: data.fullName,
    email: data.email.toLowerCase(),
    phone: data.phone,
    clinicSlug: data.clinic,
    preferredDate: date.toString(),
    message: data.message,
  };
  return sendPublicRequest("spa", request, input, context);
}
