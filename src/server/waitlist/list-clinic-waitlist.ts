import "server-only";
import { listedEntryState } from "./listed-entry";
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, waitlistEntries } from "@/db/schema";
import { isClinicDay } from "@/shared/clinic-time";
import { assertClinic, type StaffActor } from "@/server/staff/actor";
import type { WaitlistWindow } from "@/shared/waitlist-windows";

export interface ClinicWaitlistEntry {
  id: string;
  window: WaitlistWindow;
  state: "waiting" | "offered";
  customerName: string;
  durationMinutes: number;
  joinedAt: Date;
  offer: { startsAt: Date; expiresAt: Date } | null;
}

/**
 * Who is waiting for a clinic day, first in line first per window (the desk's schedule; decision 183). Read-only.
 * Another clinic's day answers NOT_FOUND, like its schedule.
 */
export async function listClinicWaitlist(
  actor: StaffActor,
  input: { clinicId: number; day: string },
): Promise<ClinicWaitlistEntry[]> {
  assertClinic(actor, input.clinicId);
  if (!isClinicDay(input.day)) return [];
  const rows = await getDb()
    .select({
      id: waitlistEntries.id,
      window: waitlistEntries.window,
      state: waitlistEntries.state,
      firstName: users.firstName,
      lastName: users.lastName,
      durationMinutes: waitlistEntries.durationMinutes,
      joinedAt: waitlistEntries.joinedAt,
      offerStartsAt: waitlistEntries.offerStartsAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .where(
      and(
        eq(waitlistEntries.clinicId, input.clinicId),
        eq(waitlistEntries.day, input.day),
        inArray(waitlistEntries.state, ["waiting", "offered"]),
      ),
    )
    .orderBy(asc(waitlistEntries.window), asc(waitlistEntries.joinedAt), asc(waitlistEntries.id));
  return rows.map((r) => ({
    id: r.id,
    window: r.window,
    ...listedEntryState(r),
    customerName: `${r.firstName} ${r.lastName}`.trim(),
    durationMinutes: r.durationMinutes,
    joinedAt: r.joinedAt,
  }));
}
