import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicians, clinics } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { staffClinicianColumns, type StaffClinician } from "./clinician-store";

/** One clinician for their edit screen, with the same permission as a change (another clinic's: NOT_FOUND). */
export async function getClinicianForStaff(
  actor: StaffActor,
  clinicianId: string | number,
): Promise<StaffClinician & { clinicName: string }> {
  assertRole(actor, "manager");
  const id = Number(clinicianId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw new AppError("NOT_FOUND");
  const [row] = await getDb()
    .select({ ...staffClinicianColumns, clinicName: clinics.name })
    .from(clinicians)
    .innerJoin(clinics, eq(clinics.id, clinicians.clinicId))
    .where(eq(clinicians.id, id));
  assertClinic(actor, row?.clinicId);
  return row!;
}
