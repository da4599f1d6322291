import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";

/** The day close's address for a clinic and day (both in the query, so every day is a link). */
export function dayCloseHref(area: Area, state: { clinic: string; day: string }): string {
  return `${pathFor(area, "en", "staff/day-close")}?${new URLSearchParams({ clinic: state.clinic, day: state.day })}`;
}

/** The same day as a CSV file. */
export function dayCloseCsvHref(area: Area, state: { clinic: string; day: string }): string {
  return `${pathFor(area, "en", "staff/day-close/csv")}?${new URLSearchParams({ clinic: state.clinic, day: state.day })}`;
}
