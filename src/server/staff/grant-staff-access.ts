import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { sessions, staffClinicians, staffClinics, staffRecoveryCodes, staffTotp, users } from "@/db/schema";
import type { Tx } from "@/server/accounts/sessions";
import { generateReferralCode } from "@/server/accounts/tokens";
import { AppError } from "@/server/errors/app-error";
import { isStaffRole, type StaffRole } from "./actor";

export interface StaffAccess {
  role: StaffRole;
  /** Empty for an admin (every clinic). */
  clinicIds: number[];
}

export interface GrantInput extends StaffAccess {
  email: string;
  firstName: string;
  lastName: string;
}

/** A user's current access: their role and clinics (role "customer" and no clinics when not staff). */
export async function readStaffAccess(
  tx: Tx,
  userId: string,
): Promise<{ role: string; clinicIds: number[]; firstName: string; email: string } | null> {
  const [user] = await tx
    .select({ role: users.role, firstName: users.firstName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) return null;
  const rows = await tx
    .select({ clinicId: staffClinics.clinicId })
    .from(staffClinics)
    .where(eq(staffClinics.userId, userId));
  return { ...user, clinicIds: rows.map((r) => r.clinicId).sort((a, b) => a - b) };
}

/** Set a user's role and clinics (admins keep no clinic rows). */
export async function writeStaffAccess(tx: Tx, userId: string, access: StaffAccess | null, now: Date): Promise<void> {
  // No longer staff: no longer a clinician either (a later return to the back office does not bring it back).
  if (!access) await tx.update(staffClinicians).set({ active: false }).where(eq(staffClinicians.userId, userId));
  await tx
    .update(users)
    .set({ role: access?.role ?? "customer", updatedAt: now })
    .where(eq(users.id, userId));
  await tx.delete(staffClinics).where(eq(staffClinics.userId, userId));
  const clinicIds = access && access.role !== "admin" ? access.clinicIds : [];
  if (clinicIds.length) await tx.insert(staffClinics).values(clinicIds.map((clinicId) => ({ userId, clinicId })));
}

/**
 * End every session of the user and forget their authenticator: a customer made staff must sign in again
 * (and enrol), and removed staff keep nothing that lets them back in.
 */
export async function resetStaffCredentials(tx: Tx, userId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.delete(staffTotp).where(eq(staffTotp.userId, userId));
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}

/**
 * Make someone staff: a new account without a password (they set it from the mailed link), or an existing
 * customer account promoted. Someone who is staff already is refused (change their access instead).
 */
export async function grantStaffAccess(
  tx: Tx,
  input: GrantInput,
  now: Date,
): Promise<{ userId: string; firstName: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: users.id, role: users.role, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  if (existing && isStaffRole(existing.role)) throw new AppError("CONFLICT", {}, { email: "alreadyStaff" });
  let userId = existing?.id;
  if (!userId) {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        referralCode: generateReferralCode(),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    userId = created!.id;
  } else {
    await resetStaffCredentials(tx, userId, now);
  }
  await writeStaffAccess(tx, userId, input, now);
  return { userId, firstName: existing?.firstName ?? input.firstName, created: !existing };
}
