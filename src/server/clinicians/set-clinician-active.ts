import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinicians } from "@/db/schema";
import { assertRole, type StaffActor } from "@/server/staff/actor";
import { checkboxField, idField } from "@/server/staff/staff-fields";
import { auditClinician, lockClinician } from "./clinician-store";

export const setClinicianActiveSchema = z.object({ clinicianId: idField, active: checkboxField });

/**
 * Deactivate a clinician (they leave, or stop seeing guests for a while): the site stops naming them at once; the
 * back office keeps them, with their history, to bring back. Audited as clinician.active.
 */
export async function setClinicianActive(
  actor: StaffActor,
  raw: z.input<typeof setClinicianActiveSchema>,
  now = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const input = setClinicianActiveSchema.parse(raw);
  await getDb().transaction(async (tx) => {
    const before = await lockClinician(tx, actor, input.clinicianId);
    if (before.active === input.active) return;
    await tx.update(clinicians).set({ active: input.active, updatedAt: now }).where(eq(clinicians.id, before.id));
    await auditClinician(
      tx,
      actor,
      before,
      { action: "clinician.active", before: { active: before.active }, after: { active: input.active } },
      now,
    );
  });
}
