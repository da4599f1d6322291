import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import type { Untrusted } from "@/server/accounts/fields";
import { AppError } from "@/server/errors/app-error";
import { assertRole, isStaffRole, staffRoles, type StaffActor } from "./actor";
import { clinicIdsField } from "./add-staff-member";
import { recordAudit } from "./audit";
import { readStaffAccess, resetStaffCredentials, writeStaffAccess } from "./grant-staff-access";
import { canManage, permittedAccess } from "./staff-permissions";

export const changeStaffAccessSchema = z.object({
  userId: z.uuid("invalid"),
  role: z.enum(staffRoles, "roleRequired"),
  clinicIds: clinicIdsField,
});

export const removeStaffAccessSchema = z.object({ userId: z.uuid("invalid") });

/** Change a member of staff's role or clinics (the same rules as adding); audited with before and after. */
export async function changeStaffAccess(
  actor: StaffActor,
  input: Untrusted<typeof changeStaffAccessSchema>,
  now: Date = new Date(),
): Promise<void> {
  const data = changeStaffAccessSchema.parse(input);
  await getDb().transaction(async (tx) => {
    const current = await readStaffAccess(tx, data.userId);
    if (!current || !isStaffRole(current.role)) throw new AppError("NOT_FOUND");
    const access = permittedAccess(
      actor,
      { userId: data.userId, ...current },
      { role: data.role, clinicIds: data.clinicIds },
    );
    await writeStaffAccess(tx, data.userId, access, now);
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.change",
        entity: "user",
        entityId: data.userId,
        clinicId: access.clinicIds[0] ?? null,
        before: { role: current.role, clinicIds: current.clinicIds },
        after: { role: access.role, clinicIds: access.clinicIds },
      },
      now,
    );
  });
}

/**
 * Remove someone's back-office access: they become a customer account again, every session ends, and their
 * authenticator and recovery codes are forgotten. Managers may remove reception of their clinics only.
 */
export async function removeStaffAccess(
  actor: StaffActor,
  input: Untrusted<typeof removeStaffAccessSchema>,
  now: Date = new Date(),
): Promise<void> {
  const { userId } = removeStaffAccessSchema.parse(input);
  await getDb().transaction(async (tx) => {
    const current = await readStaffAccess(tx, userId);
    if (!current || !isStaffRole(current.role)) throw new AppError("NOT_FOUND");
    assertRole(actor, "manager");
    if (userId === actor.userId) throw new AppError("FORBIDDEN", {}, { role: "notYourself" });
    if (!canManage(actor, { userId, ...current })) throw new AppError("NOT_FOUND");
    // A manager takes away their own clinics only; a receptionist who also works elsewhere keeps that clinic.
    const kept =
      actor.clinicIds === "all" ? [] : current.clinicIds.filter((id) => !(actor.clinicIds as number[]).includes(id));
    const after = kept.length ? { role: "reception" as const, clinicIds: kept } : null;
    await writeStaffAccess(tx, userId, after, now);
    if (!after) await resetStaffCredentials(tx, userId, now);
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.remove",
        entity: "user",
        entityId: userId,
        clinicId: current.clinicIds[0] ?? null,
        before: { role: current.role, clinicIds: current.clinicIds },
        after: after ?? { role: "customer", clinicIds: [] },
      },
      now,
    );
  });
}
