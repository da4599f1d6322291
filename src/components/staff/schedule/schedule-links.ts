import type { Area } from "@/config/site";
import { pathFor } from "@/i18n/paths";

export interface ScheduleState {
  clinic: string;
  day: string;
  view: "day" | "week";
  booking?: string;
  /** On a phone, the chair shown (one at a time); a tablet or wider shows every chair. */
  chair?: number;
}

/** The schedule's address for a clinic, day, view and selected booking (all in the query, so every screen is a link). */
export function scheduleHref(area: Area, state: ScheduleState): string {
  const query = new URLSearchParams({ clinic: state.clinic, day: state.day });
  if (state.view === "week") query.set("view", "week");
  if (state.booking) query.set("booking", state.booking);
  if (state.chair) query.set("chair", String(state.chair));
  return `${pathFor(area, "en", "staff/schedule")}?${query}${state.booking ? "#booking-panel" : ""}`;
}
