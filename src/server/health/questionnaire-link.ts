import "server-only";
import { areaHomeClinic, areas, defaultArea, type Area } from "@/config/site";
import { env } from "@/config/env";
import { defaultLocale, isLocale } from "@/i18n/locales";
import { pathFor } from "@/i18n/paths";
import type { Tx } from "@/db/client";
import { logger } from "@/server/log/logger";
import { healthStatusOf } from "./health-review";

/**
 * The questionnaire's address for a visit's mails (confirmation, reminders), while it is still to complete;
 * null when its treatments need none or the answers are in. The area is the clinic's own (decision 180).
 */
export async function questionnaireUrl(
  tx: Tx,
  booking: { id: string; clinicSlug: string; locale: string },
): Promise<string | null> {
  // A savepoint: the health evaluation failing (a key removed too early) must never undo the payment, the booking
  // or the mail batch around it; the mail then goes without the link, and the failure is logged.
  const status = await tx
    .transaction(async (inner) => (await healthStatusOf([booking.id], inner)).get(booking.id))
    .catch((error: unknown) => {
      logger.warn(
        { booking: booking.id, err: error instanceof Error ? error.message : String(error) },
        "health status unavailable; mail sent without the questionnaire link",
      );
      return undefined;
    });
  if (status !== "due") return null;
  const area: Area = areas.find((a) => areaHomeClinic[a] === booking.clinicSlug) ?? defaultArea;
  return new URL(
    pathFor(area, isLocale(booking.locale) ? booking.locale : defaultLocale, "account/health"),
    env().SITE_URL,
  ).toString();
}
