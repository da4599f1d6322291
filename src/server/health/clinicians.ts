import "server-only";
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { staffClinicians } from "@/db/schema";
import type { Untrusted } from "@/server/accounts/fields";
import { AppError } from "@/server/errors/app-error";
import { isSingleLineText } from "@/shared/input/plain-text";
import { assertRole, isStaffRole, type StaffActor } from "@/server/staff/actor";
import { recordAudit } from "@/server/staff/audit";
import { readStaffAccess } from "@/server/staff/grant-staff-access";
import { canManage } from "@/server/staff/staff-permissions";

export const setClinicianSchema = z
  .object({
    userId: z.uuid("invalid"),
    clinician: z.enum(["on", ""]).optional().default(""),
    /** The professional registration (GMC, HPCSA, NY State licence…), required to turn the flag on. */
    registration: z
      .string()
      .max(60, "registrationInvalid")
      .refine((v) => v === "" || isSingleLineText(v), "registrationInvalid")
      .transform((v) => v.trim())
      .optional()
      .default(""),
  })
  .superRefine((v, ctx) => {
    if (v.clinician === "on" && v.registration.length < 3)
      ctx.addIssue({ code: "custom", path: ["registration"], message: "registrationRequired" });
  });

/**
 * Make a member of staff a clinician (or no longer one): they then read and review health questionnaires at
 * their clinics (decision 181). The same people may do it as may change that person's access (admins anyone,
 * managers reception of their clinics), never for themselves; audited with before and after.
 */
export async function setClinician(
  actor: StaffActor,
  input: Untrusted<typeof setClinicianSchema>,
  now: Date = new Date(),
): Promise<void> {
  const data = setClinicianSchema.parse(input);
  assertRole(actor, "manager");
  if (data.userId === actor.userId) throw new AppError("FORBIDDEN", {}, { clinician: "notYourself" });
  await getDb().transaction(async (tx) => {
    const current = await readStaffAccess(tx, data.userId);
    if (!current || !isStaffRole(current.role) || !canManage(actor, { userId: data.userId, ...current }))
      throw new AppError("NOT_FOUND");
    // A clinician reads health answers at every clinic they work at: a manager decides it only for someone who
    // works at their clinics alone (an admin for anyone).
    const mine = actor.clinicIds === "all" ? null : actor.clinicIds;
    if (mine && current.clinicIds.some((id) => !mine.includes(id)))
      throw new AppError("FORBIDDEN", {}, { clinician: "clinicianOtherClinics" });
    const [before] = await tx
      .select()
      .from(staffClinicians)
      .where(eq(staffClinicians.userId, data.userId))
      .for("update");
    const after = {
      active: data.clinician === "on",
      registration: data.clinician === "on" ? data.registration : (before?.registration ?? null),
    };
    await tx
      .insert(staffClinicians)
      .values({ userId: data.userId, ...after })
      .onConflictDoUpdate({ target: staffClinicians.userId, set: after });
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.clinician",
        entity: "user",
        entityId: data.userId,
        clinicId: current.clinicIds[0] ?? null,
        before: before ? { active: before.active, registration: before.registration } : { active: false },
        after,
      },
      now,
    );
  });
}

/** Whether these people are clinicians, and their registration (the team list). */
export async function cliniciansAmong(
  userIds: string[],
): Promise<Map<string, { active: boolean; registration: string | null }>> {
  if (!userIds.length) return new Map();
  const rows = await getDb().select().from(staffClinicians).where(inArray(staffClinicians.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { active: r.active, registration: r.registration }]));
}
