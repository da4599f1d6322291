import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics } from "@/db/schema";
import { clinicDayOf, isClinicDay } from "@/shared/clinic-time";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, clinicFilter, type StaffActor } from "@/server/staff/actor";

/** A clinic as the back office's clinic pickers show it. */
export interface StaffClinic {
  id: number;
  slug: string;
  name: string;
  timeZone: string;
}

/** The clinics this member of staff works at, in the site's order. */
export async function listStaffClinics(actor: StaffActor): Promise<StaffClinic[]> {
  const scope = clinicFilter(actor);
  if (scope && scope.length === 0) return [];
  return getDb()
    .select({ id: clinics.id, slug: clinics.slug, name: clinics.name, timeZone: clinics.timeZone })
    .from(clinics)
    .where(scope ? inArray(clinics.id, scope) : undefined)
    .orderBy(asc(clinics.sortOrder), asc(clinics.id));
}

/**
 * The clinic and day a back-office page asks for (a clinic slug, the person's first clinic when missing; a
 * YYYY-MM-DD day, today in the clinic's zone when missing or malformed), with the person's clinics and today.
 */
export async function resolveStaffClinicDay(actor: StaffActor, query: { clinic?: string; day?: string }, now: Date) {
  const mine = await listStaffClinics(actor);
  const clinic = query.clinic ? mine.find((c) => c.slug === query.clinic) : mine[0];
  if (query.clinic && !clinic) {
    // Another clinic answers like a missing one (decision 130).
    const [other] = await getDb().select({ id: clinics.id }).from(clinics).where(eq(clinics.slug, query.clinic));
    assertClinic(actor, other?.id);
  }
  if (!clinic) throw new AppError("NOT_FOUND");
  const today = clinicDayOf(now, clinic.timeZone);
  const day = query.day && isClinicDay(query.day) ? query.day : today;
  return { clinic, clinics: mine, today, day };
}
