import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { clinicians } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { assertClinic, type StaffActor } from "@/server/staff/actor";
import { recordAudit, type AuditEntry } from "@/server/staff/audit";
import type { ItemCategory } from "@/server/catalogue/catalogue-types";
import type { ClinicianRole } from "./clinician-rules";

/** The back office's view of a clinician: everything a manager edits, and whether the site shows them. */
export interface StaffClinician {
  id: number;
  clinicId: number;
  name: string;
  role: ClinicianRole;
  registrationBody: string;
  registrationNumber: string;
  categories: ItemCategory[];
  active: boolean;
  sortOrder: number;
}

export const staffClinicianColumns = {
  id: clinicians.id,
  clinicId: clinicians.clinicId,
  name: clinicians.name,
  role: clinicians.role,
  registrationBody: clinicians.registrationBody,
  registrationNumber: clinicians.registrationNumber,
  categories: clinicians.categories,
  active: clinicians.active,
  sortOrder: clinicians.sortOrder,
};

/** One change to a clinic's care team at a time: its order and its registrations stay consistent. */
export async function lockCareTeam(tx: Tx, clinicId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`clinicians:${clinicId}`}, 0))`);
}

/** A clinic lists a registration once (the body's short name and the number, compared without case). */
export async function assertRegistrationFree(
  tx: Tx,
  input: { clinicId: number; registrationBody: string; registrationNumber: string; exceptId?: number },
): Promise<void> {
  const [taken] = await tx
    .select({ id: clinicians.id })
    .from(clinicians)
    .where(
      and(
        eq(clinicians.clinicId, input.clinicId),
        sql`lower(${clinicians.registrationBody}) = lower(${input.registrationBody})`,
        sql`lower(${clinicians.registrationNumber}) = lower(${input.registrationNumber})`,
        input.exceptId ? ne(clinicians.id, input.exceptId) : undefined,
      ),
    );
  if (taken) throw new AppError("VALIDATION", {}, { registrationNumber: "clinicianRegistrationTaken" });
}

/** A clinician locked for a change by this actor: NOT_FOUND when missing or at a clinic that is not theirs. */
export async function lockClinician(tx: Tx, actor: StaffActor, clinicianId: number): Promise<StaffClinician> {
  const [row] = await tx
    .select(staffClinicianColumns)
    .from(clinicians)
    .where(eq(clinicians.id, clinicianId))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND");
  assertClinic(actor, row.clinicId);
  return row;
}

/** A clinic's care team in its order (ties by id), locked. */
export async function lockedCareTeam(tx: Tx, clinicId: number): Promise<StaffClinician[]> {
  return tx
    .select(staffClinicianColumns)
    .from(clinicians)
    .where(eq(clinicians.clinicId, clinicId))
    .orderBy(asc(clinicians.sortOrder), asc(clinicians.id))
    .for("update");
}

/** What the audit log keeps of a clinician (no secrets: these are public facts). */
export function audited(row: StaffClinician): Record<string, unknown> {
  return {
    name: row.name,
    role: row.role,
    registrationBody: row.registrationBody,
    registrationNumber: row.registrationNumber,
    categories: row.categories,
    active: row.active,
    sortOrder: row.sortOrder,
  };
}

/** One audit row for a change to a clinician (entity "clinician", at their clinic). */
export async function auditClinician(
  tx: Tx,
  actor: StaffActor,
  clinician: Pick<StaffClinician, "id" | "clinicId">,
  change: Pick<AuditEntry, "action" | "before" | "after">,
  now: Date,
): Promise<void> {
  await recordAudit(
    tx,
    actor,
    { ...change, entity: "clinician", entityId: clinician.id, clinicId: clinician.clinicId },
    now,
  );
}
