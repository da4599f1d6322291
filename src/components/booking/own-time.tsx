"use client";
import { useHydrated } from "@/components/ui/use-hydrated";
import { useTranslations } from "@/i18n/islands/island-intl";
import { dayOffsetMinutes, isolateLtr, ownClockIfDifferent } from "@/shared/clinic-time";
import type { Seat } from "./time-list";
import type { ClinicOption } from "./types";

/**
 * The visitor's own time (or zone), once, and only when their zone reads differently from the clinic's. Their zone
 * is known only in the browser, so this leaf renders again once the page is live: it alone, not the whole picker
 * and its calendar (that re-render was a long task on a phone, issue 14). Compared and printed from the browser's
 * Date and the day's offsets the page was given, with no Intl format: building one started ICU on the tap (issue 44).
 */
export function OwnTime({ clinic, day, seat }: { clinic: ClinicOption; day: string; seat: Seat | null }) {
  const t = useTranslations("booking.time");
  const hydrated = useHydrated();
  // Only once a time is chosen: "Your own time: GMT" above a list of London times said nothing useful (row 8).
  if (!hydrated || !seat) return null;
  const own = ownClockIfDifferent(new Date(seat.starts_at), dayOffsetMinutes(day, clinic.timeZone, clinic.offsets));
  if (!own) return null;
  return (
    <p className="mt-1 text-xs text-stone" data-testid="own-time">
      {t("ownTimeSelected", { clinicTime: isolateLtr(seat.clinic_time), city: clinic.city, time: isolateLtr(own) })}
    </p>
  );
}
