/**
 * When a visit's reminders are due (decision 180). Pure: the planner, the worker and the tests use it.
 *
 * - Two days before: the same wall-clock time two calendar days earlier in the clinic's zone, so a visit on
 *   the Monday after a daylight-saving change is reminded at the visit's hour on the Saturday (47 or 49 real
 *   hours before), as a person would expect "two days before" to read.
 * - Three hours before: three real hours before the visit (a clock change that night does not move it).
 */
import { instantToWallTime, wallTimeToInstant } from "@/shared/clinic-time";
import { CalendarDate } from "@internationalized/date";

export const reminderKinds = ["two_days", "three_hours"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const THREE_HOURS_MS = 3 * 3_600_000;

export function reminderDueAt(kind: ReminderKind, startsAt: Date, timeZone: string): Date {
  if (kind === "three_hours") return new Date(startsAt.getTime() - THREE_HOURS_MS);
  const wall = instantToWallTime(startsAt, timeZone);
  const day = new CalendarDate(wall.year, wall.month, wall.day).subtract({ days: 2 });
  return wallTimeToInstant(
    { year: day.year, month: day.month, day: day.day, hour: wall.hour, minute: wall.minute },
    timeZone,
  );
}
