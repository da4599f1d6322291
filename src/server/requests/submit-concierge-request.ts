import "server-only";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { areaHomeClinic, clinicSeed, isArea, defaultArea } from "@/config/site";
import { AppError } from "@/server/errors/app-error";
import { conciergeRequestSchema } from "./concierge-request-schema";
import { fieldProblems } from "@/shared/requests/contact-request-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { sendPublicRequest } from "./send-public-request";

/** Today where the site's area is (its home clinic's time zone), as "YYYY-MM-DD". */
function areaToday(area: string, now: Date): string {
  const slug = areaHomeClinic[isArea(area) ? area : defaultArea];
  const timeZone = clinicSeed.find((c) => c.slug === slug)!.timeZone;
  return now.toLocaleDateString("en-CA", { timeZone });
}

/**
 * A concierge request (national or international): validated with the shared schema, the stay may not start
 * before today; then stored once and mailed to the visitor and the concierge desk (sendPublicRequest).
 */
export async function submitConciergeRequest(
  input: Record<string, unknown>,
  context: PublicFormContext,
): Promise<RecordedRequest> {
  const parsed = conciergeRequestSchema.safeParse(input);
  if (!parsed.success) throw new AppError("VALIDATION", {}, fieldProblems(parsed.error));
  const data = parsed.data;
  if (data.dateFrom < areaToday(context.area, context.now))
    throw new AppError("VALIDATION", {}, { dateFrom: "datePast" });
  const email = data.email.toLowerCase();
  return sendPublicRequest(
    "concierge",
    {
      kind: "concierge",
      fullName: data.fullName,
      email,
      phone: parsePhoneNumberFromString(data.phone, data.phoneCountry as CountryCode)!.format("INTERNATIONAL"),
      message: data.message,
      fields: {
        region: data.region,
        city: data.city,
        dateFrom: data.dateFrom,
        dateTo: data.dateTo,
        guests: String(data.guests),
        services: data.services.join(", "),
      },
      locale: context.locale,
      area: context.area,
    },
    input,
    context,
  );
}
