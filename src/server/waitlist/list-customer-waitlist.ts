import "server-only";
import { listedEntryState } from "./listed-entry";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics, waitlistEntries } from "@/db/schema";
import { loadLocalizedCatalogue } from "@/server/catalogue/localized-catalogue";
import type { WaitlistWindow } from "@/shared/waitlist-windows";

export interface CustomerWaitlistEntry {
  id: string;
  clinicId: number;
  clinicName: string;
  timeZone: string;
  day: string;
  window: WaitlistWindow;
  state: "waiting" | "offered";
  /** Place in line among the active entries of that clinic, day and window (1: next to be offered). */
  position: number;
  durationMinutes: number;
  joinedAt: Date;
  /** While offered: the time held for them, and until when. */
  offer: { startsAt: Date; expiresAt: Date } | null;
}

/**
 * The customer's active waitlist entries (account page and API), soonest day first. An offer whose 30 minutes
 * have run out is no longer shown: the worker ends it within a minute and offers the time to the next in line.
 */
export async function listCustomerWaitlist(
  customerId: string,
  now = new Date(),
  locale = "en",
): Promise<CustomerWaitlistEntry[]> {
  const ahead = sql<number>`(select count(*)::int from ${waitlistEntries} o
     where o.clinic_id = ${waitlistEntries.clinicId} and o.day = ${waitlistEntries.day} and o.time_window = ${waitlistEntries.window}
       and o.state in ('waiting', 'offered') and (o.joined_at, o.id) < (${waitlistEntries.joinedAt}, ${waitlistEntries.id}))`;
  const rows = await getDb()
    .select({
      id: waitlistEntries.id,
      clinicId: waitlistEntries.clinicId,
      clinicSlug: clinics.slug,
      clinicName: clinics.name,
      timeZone: clinics.timeZone,
      day: waitlistEntries.day,
      window: waitlistEntries.window,
      state: waitlistEntries.state,
      durationMinutes: waitlistEntries.durationMinutes,
      joinedAt: waitlistEntries.joinedAt,
      offerStartsAt: waitlistEntries.offerStartsAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      ahead,
    })
    .from(waitlistEntries)
    .innerJoin(clinics, eq(clinics.id, waitlistEntries.clinicId))
    .where(and(eq(waitlistEntries.userId, customerId), inArray(waitlistEntries.state, ["waiting", "offered"])))
    .orderBy(asc(waitlistEntries.day), asc(waitlistEntries.window), asc(waitlistEntries.joinedAt));
  const texts = await loadLocalizedCatalogue(locale);
  return rows
    .filter((r) => r.state === "waiting" || (r.offerExpiresAt && r.offerExpiresAt > now))
    .map((r) => ({
      id: r.id,
      clinicId: r.clinicId,
      clinicName: texts.clinicName(r.clinicSlug, r.clinicName),
      timeZone: r.timeZone,
      day: r.day,
      window: r.window,
      ...listedEntryState(r),
      position: Number(r.ahead) + 1,
      durationMinutes: r.durationMinutes,
      joinedAt: r.joinedAt,
    }));
}

/** Every entry the account has (ended ones too), for "Download my data". */
export async function exportCustomerWaitlist(customerId: string) {
  return getDb()
    .select({
      clinic: clinics.name,
      day: waitlistEntries.day,
      window: waitlistEntries.window,
      state: waitlistEntries.state,
      durationMinutes: waitlistEntries.durationMinutes,
      lines: waitlistEntries.lines,
      locale: waitlistEntries.locale,
      joinedAt: waitlistEntries.joinedAt,
      offerStartsAt: waitlistEntries.offerStartsAt,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
      endedAt: waitlistEntries.endedAt,
    })
    .from(waitlistEntries)
    .innerJoin(clinics, eq(clinics.id, waitlistEntries.clinicId))
    .where(eq(waitlistEntries.userId, customerId))
    .orderBy(asc(waitlistEntries.joinedAt));
}
