import "server-only";
import type { Untrusted } from "@/server/accounts/fields";
import { getDb } from "@/db/client";
import { clinicians, clinics } from "@/db/schema";
import { eq } from "drizzle-orm";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, assertRole, type StaffActor } from "@/server/staff/actor";
import { idField } from "@/server/staff/staff-fields";
import { clinicianFieldsSchema } from "./clinician-rules";
import {
  assertRegistrationFree,
  auditClinician,
  audited,
  lockCareTeam,
  lockedCareTeam,
  staffClinicianColumns,
} from "./clinician-store";

export const addClinicianSchema = clinicianFieldsSchema.extend({ clinicId: idField });
/** Typed by callers that build it; raw form fields from the back office (the schema parses both). */
export type AddClinicianInput = Untrusted<typeof addClinicianSchema>;

/**
 * A manager lists a new clinician at one of their clinics (an admin: any clinic), last in its order and shown on the
 * site at once. Another clinic's manager gets NOT_FOUND, reception FORBIDDEN. Audited as clinician.add.
 */
export async function addClinician(
  actor: StaffActor,
  raw: AddClinicianInput,
  now = new Date(),
): Promise<{ clinicianId: number }> {
  assertRole(actor, "manager");
  const input = addClinicianSchema.parse(raw);
  assertClinic(actor, input.clinicId);
  return getDb().transaction(async (tx) => {
    const [clinic] = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, input.clinicId));
    if (!clinic) throw new AppError("NOT_FOUND");
    await lockCareTeam(tx, input.clinicId);
    await assertRegistrationFree(tx, input);
    const team = await lockedCareTeam(tx, input.clinicId);
    const [row] = await tx
      .insert(clinicians)
      .values({
        clinicId: input.clinicId,
        name: input.name,
        role: input.role,
        registrationBody: input.registrationBody,
        registrationNumber: input.registrationNumber,
        categories: input.categories,
        sortOrder: team.length ? Math.max(...team.map((c) => c.sortOrder)) + 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning(staffClinicianColumns);
    await auditClinician(
      tx,
      actor,
      { id: row!.id, clinicId: input.clinicId },
      { action: "clinician.add", before: null, after: audited(row!) },
      now,
    );
    return { clinicianId: row!.id };
  });
}
