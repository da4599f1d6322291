import "server-only";
import { asc, inArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicians, clinics } from "@/db/schema";
import { assertRole, clinicFilter, type StaffActor } from "@/server/staff/actor";
import { staffClinicianColumns, type StaffClinician } from "./clinician-store";

export interface StaffCareTeam {
  clinic: { id: number; slug: string; name: string };
  /** Active and deactivated, in the clinic's order. */
  clinicians: StaffClinician[];
}

/** The care teams of the clinics this manager runs (an admin: every clinic), for the back office's Clinicians screen. */
export async function listCliniciansForStaff(actor: StaffActor): Promise<StaffCareTeam[]> {
  assertRole(actor, "manager");
  const only = clinicFilter(actor);
  const db = getDb();
  const clinicRows = await db
    .select({ id: clinics.id, slug: clinics.slug, name: clinics.name })
    .from(clinics)
    .where(only ? inArray(clinics.id, only.length ? only : [-1]) : undefined)
    .orderBy(asc(clinics.sortOrder), asc(clinics.id));
  const rows = clinicRows.length
    ? await db
        .select(staffClinicianColumns)
        .from(clinicians)
        .where(
          inArray(
            clinicians.clinicId,
            clinicRows.map((c) => c.id),
          ),
        )
        .orderBy(asc(clinicians.sortOrder), asc(clinicians.id))
    : [];
  return clinicRows.map((clinic) => ({ clinic, clinicians: rows.filter((r) => r.clinicId === clinic.id) }));
}
