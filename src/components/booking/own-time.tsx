"use client";
import { useSyncExternalStore } from "react";
import { useTranslations } from "@/i18n/islands/island-intl";
import { useFormatTag } from "@/i18n/islands/use-format-tag";
import { isolateLtr, visitorTimeIfDifferent } from "@/shared/clinic-time";
import type { Seat } from "./time-list";
import type { ClinicOption } from "./types";

const noSubscription = () => () => {};

/**
 * The visitor's own time (or zone), once, and only when their zone reads differently from the clinic's. Their zone
 * is known only in the browser, so this leaf renders again once the page is live: it alone, not the whole picker
 * and its calendar (that re-render was a long task on a phone, issue 14).
 */
export function OwnTime({ clinic, seat }: { clinic: ClinicOption; seat: Seat | null }) {
  const t = useTranslations("booking.time");
  const tag = useFormatTag();
  const visitorZone = useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => undefined,
  );
  // Only once a time is chosen: "Your own time: GMT" above a list of London times said nothing useful (row 8).
  if (!visitorZone || !seat) return null;
  const own = visitorTimeIfDifferent(new Date(seat.starts_at), clinic.timeZone, visitorZone, tag);
  if (!own) return null;
  return (
    <p className="mt-1 text-xs text-stone" data-testid="own-time">
      {t("ownTimeSelected", { clinicTime: isolateLtr(seat.clinic_time), city: clinic.city, time: isolateLtr(own) })}
    </p>
  );
}
