import "server-only";
import { z } from "zod";
import { wallTimeToInstant } from "@/shared/clinic-time";
import { isSaneDay } from "@/shared/input/date-range";
import { isMultilineText } from "@/shared/input/plain-text";
import type { StaffActor } from "./actor";

/**
 * Why a member of staff did something the customer could not (move inside 72 hours, take credit, void a
 * card): required, kept in the audit log. Message keys live in messages/en/staff.json (validation.*).
 */
export const reasonField = z
  .string("reasonRequired")
  .max(2000, "reasonTooLong")
  .refine(isMultilineText, "reasonRequired")
  .trim()
  .min(3, "reasonRequired")
  .max(500, "reasonTooLong");

/** A staff override of a customer rule: who overrides and why (written to the audit log with the change). */
export interface StaffOverride {
  actor: StaffActor;
  reason: string;
}

/** The holder key staff book under: chairs taken from the back office are told apart from visitors' holds. */
export function staffHolderKey(actor: StaffActor): string {
  return `staff-${actor.userId}`;
}

/** A day and a time of the clinic's wall clock, as reception types them on the phone. */
export const clinicWallTimeFields = {
  day: z.string("dayRequired").refine(isSaneDay, "dayRequired"),
  time: z.string("timeRequired").regex(/^([01]\d|2[0-3]):[0-5]\d$/, "timeRequired"),
};

/** The instant of a clinic wall time typed as "YYYY-MM-DD" and "HH:MM". */
export function clinicWallTime(day: string, time: string, timeZone: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return wallTimeToInstant({ year, month, day: date, hour, minute }, timeZone);
}
