/**
 * The parts of a clinic day a customer can wait for (decision 183): the time list's day parts (`dayPartOf` in
 * src/config/booking-hours.ts: morning before 12:00, afternoon 12:00-16:59, evening from 17:00), limited to the
 * clinic's standard hours that weekday, so an offer never carries an out-of-hours surcharge. Night starts are
 * never waited for. Pure and without a server-only guard: the basket's join form shows only the windows a day has.
 */
import { dayPartOf, hoursOn, SLOT_STEP_MINUTES, type WeeklyHours } from "@/config/booking-hours";

export const waitlistWindows = ["morning", "afternoon", "evening"] as const;
export type WaitlistWindow = (typeof waitlistWindows)[number];

/** The window a start (minutes after the clinic's midnight) falls in, or null for a night start. */
export function windowOf(minuteOfDay: number): WaitlistWindow | null {
  const part = dayPartOf(minuteOfDay);
  return part === "night" ? null : part;
}

/** The standard starts of a clinic day in a window, minutes after midnight; none on a closed weekday. */
export function windowStartMinutes(
  weeklyHours: WeeklyHours | null | undefined,
  day: string,
  window: WaitlistWindow,
): number[] {
  const hours = hoursOn(weeklyHours, day);
  if (!hours) return [];
  const out: number[] = [];
  for (let m = hours.first; m <= hours.last; m += SLOT_STEP_MINUTES) if (windowOf(m) === window) out.push(m);
  return out;
}

/** The windows a clinic day has standard starts in (the join form's choices). */
export function windowsOn(weeklyHours: WeeklyHours | null | undefined, day: string): WaitlistWindow[] {
  return waitlistWindows.filter((w) => windowStartMinutes(weeklyHours, day, w).length > 0);
}
