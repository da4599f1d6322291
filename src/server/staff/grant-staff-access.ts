import "server-only";
import { markAddressProven } from "@/server/accounts/prove-address";
import { and, eq, isNull } from "drizzle-orm";
import {
  loginCodes,
  passwordResets,
  sessions,
  staffClinicians,
  staffClinics,
  staffRecoveryCodes,
  staffTotp,
  users,
} from "@/db/schema";
import type { Tx } from "@/db/client";
import { generateReferralCode } from "@/server/accounts/tokens";
import type { StaffRole } from "./actor";

export interface StaffAccess {
  role: StaffRole;
  /** Empty for an admin (every clinic). */
  clinicIds: number[];
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

export interface StaffAccount extends StaffAccess {
  email: string;
  firstName: string;
  lastName: string;
  /** Argon2id of the password the person just chose on a page of ours. */
  passwordHash: string;
  /** The person proved the mailbox (an invitation's link): the address counts as proven from now on. */
  addressProven: boolean;
}

/**
 * Make the account for this address staff, with the password its new owner just chose (an accepted invitation,
 * the first administrator). An account that already exists keeps nothing that opened it before: its password is
 * replaced, every session ends, its sign-in codes, unused reset links, authenticator and recovery codes go
 * (issue 39: an address registered in advance by someone else gives them nothing). Returns the account and the
 * access it had, for the audit.
 */
export async function installStaffAccount(
  tx: Tx,
  input: StaffAccount,
  now: Date,
): Promise<{ userId: string; before: { role: string; clinicIds: number[] } | null }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .for("update");
  const verified = input.addressProven ? now : null;
  let userId: string;
  let before: { role: string; clinicIds: number[] } | null = null;
  if (existing) {
    userId = existing.id;
    if (input.addressProven) await markAddressProven(tx, { userId, email, by: "invitation", now });
    const current = await readStaffAccess(tx, userId);
    before = current ? { role: current.role, clinicIds: current.clinicIds } : null;
    await resetStaffCredentials(tx, userId, now);
    await tx.delete(loginCodes).where(eq(loginCodes.userId, userId));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx
      .update(users)
      .set({
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
  } else {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: input.passwordHash,
        role: input.role,
        referralCode: generateReferralCode(),
        emailVerifiedAt: verified,
        emailProvenBy: verified ? "invitation" : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    userId = created!.id;
  }
  await writeStaffAccess(tx, userId, input, now);
  return { userId, before };
}
