import "server-only";
import { areaHomeClinic, clinicSeed, isArea, defaultArea } from "@/config/site";
import { AppError } from "@/server/errors/app-error";
import { conciergeRequestSchema } from "./concierge-request-schema";
import type { PublicFormContext } from "./guard-public-form";
import type { RecordedRequest } from "./record-request";
import { readPublicForm, senderOf } from "./read-public-form";
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
  const data = readPublicForm(conciergeRequestSchema, input);
  if (data.dateFrom < areaToday(context.area, context.now))
    throw new AppError("VALIDATION", {}, { dateFrom: "datePast" });
  return sendPublicRequest(
    "concierge",
    {
      kind: "concierge",
      ...senderOf(data),
      message: data.message,
      fields: {
        region: data.region,
        city: data.city,
        dateFrom: data.dateFrom,
        dateTo: data.dateTo,
        guests: String(data.guests),
        services: data.services.join(", "),
      },
    },
    input,
    context,
  );
}
