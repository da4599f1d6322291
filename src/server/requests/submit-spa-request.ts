import "server-only";
import { CalendarDate, parseDate, today } from "@internationalized/date";
import { getDb } from "@/db/client";
import { requests } from "@/db/schema";
import { clinicSeed } from "@/config/site";
import { AppError } from "@/server/errors/app-error";
import { getCatalogueItemByCode } from "@/server/catalogue/get-catalogue-item-by-code";
import { spaRequestSchema } from "./spa-request-schema";

export interface RequestContext {
  locale: string;
  area: string;
  /** For tests; defaults to now. */
  now?: Date;
}

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
 * chosen clinic's time zone. Failures are AppError("VALIDATION") with field message keys.
 */
export async function submitSpaRequest(input: unknown, context: RequestContext): Promise<{ id: number; receipt: string }> {
  const parsed = spaRequestSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      fields[field] ??= issue.message;
    }
    throw new AppError("VALIDATION", {}, fields);
  }
  const data = parsed.data;

  const clinic = clinicSeed.find((c) => c.slug === data.clinic)!;
  const date = parseCalendarDate(data.preferredDate);
  const clinicToday = context.now
    ? parseDate(context.now.toLocaleDateString("en-CA", { timeZone: clinic.timeZone }))
    : today(clinic.timeZone);
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

  const [row] = await getDb()
    .insert(requests)
    .values({
      itemCode: data.item ?? null,
      optionCode: data.option ?? null,
      title: data.title,
      fullName: data.fullName,
      email: data.email.toLowerCase(),
      phone: data.phone,
      clinicSlug: data.clinic,
      preferredDate: date.toString(),
      message: data.message,
      locale: context.locale,
      area: context.area,
    })
    .returning({ id: requests.id, receipt: requests.receipt });
  return { id: row!.id, receipt: row!.receipt };
}
