import "server-only";
import { asc, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinics } from "@/db/schema";
import { clinicFilter, type StaffActor } from "@/server/staff/actor";

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
