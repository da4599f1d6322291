import "server-only";
import type { Untrusted } from "@/server/accounts/fields";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { clinicians } from "@/db/schema";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { idField } from "@/server/staff/staff-fields";
import { addClinicianSchema } from "./add-clinician";
import {
  assertRegistrationFree,
  auditClinician,
  audited,
  lockCareTeam,
  lockClinician,
  staffClinicianColumns,
} from "./clinician-store";

export const changeClinicianSchema = addClinicianSchema.omit({ clinicId: true }).extend({ clinicianId: idField });
/** Typed by callers that build it; raw form fields from the back office (the schema parses both). */
export type ChangeClinicianInput = Untrusted<typeof changeClinicianSchema>;

/** Correct a clinician's name, role, registration or categories. Their clinic's managers only; audited as clinician.change. */
export async function changeClinician(actor: StaffActor, raw: ChangeClinicianInput, now = new Date()): Promise<void> {
  assertRole(actor, "manager");
  const input = changeClinicianSchema.parse(raw);
  await getDb().transaction(async (tx) => {
    const before = await lockClinician(tx, actor, input.clinicianId);
    await lockCareTeam(tx, before.clinicId);
    await assertRegistrationFree(tx, { ...input, clinicId: before.clinicId, exceptId: before.id });
    const [after] = await tx
      .update(clinicians)
      .set({
        name: input.name,
        role: input.role,
        registrationBody: input.registrationBody,
        registrationNumber: input.registrationNumber,
        categories: input.categories,
        updatedAt: now,
      })
      .where(eq(clinicians.id, before.id))
      .returning(staffClinicianColumns);
    await auditClinician(
      tx,
      actor,
      before,
      { action: "clinician.change", before: audited(before), after: audited(after!) },
      now,
    );
  });
}
