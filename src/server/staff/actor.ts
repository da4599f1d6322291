import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { staffClinicians, staffClinics } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";

export const staffRoles = ["reception", "manager", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Who is acting in the back office: every staff use case takes one and checks it (issue 10). */
export interface StaffActor {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** The clinics this person works at; an admin works at every clinic. */
  clinicIds: number[] | "all";
  /** Also a clinician (decision 181): reads and reviews health questionnaires at their clinics. */
  clinician?: boolean;
}

const rank: Record<StaffRole, number> = { reception: 1, manager: 2, admin: 3 };

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

/** A manager can do what reception does, an admin what a manager does. */
export function hasRole(actor: StaffActor, atLeast: StaffRole): boolean {
  return rank[actor.role] >= rank[atLeast];
}

export function canSeeClinic(actor: StaffActor, clinicId: number): boolean {
  return actor.clinicIds === "all" || actor.clinicIds.includes(clinicId);
}

/** Refused as FORBIDDEN: the person is staff, but this action needs a higher role. */
export function assertRole(actor: StaffActor, atLeast: StaffRole): void {
  if (!hasRole(actor, atLeast)) throw new AppError("FORBIDDEN");
}

/**
 * Another clinic's booking, order or customer answers exactly like a missing one (NOT_FOUND), so
 * reception of one clinic learns nothing about another's.
 */
export function assertClinic(actor: StaffActor, clinicId: number | null | undefined): void {
  if (clinicId == null || !canSeeClinic(actor, clinicId)) throw new AppError("NOT_FOUND");
}

/** The clinics to filter a list by: null means every clinic (admin). */
export function clinicFilter(actor: StaffActor): number[] | null {
  return actor.clinicIds === "all" ? null : actor.clinicIds;
}

/** The actor for a staff user (role already checked to be a staff role). */
export async function loadStaffActor(user: {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}): Promise<StaffActor> {
  const db = getDb();
  const [clinician] = await db
    .select({ active: staffClinicians.active })
    .from(staffClinicians)
    .where(eq(staffClinicians.userId, user.id));
  const base = {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    clinician: clinician?.active === true,
  };
  if (user.role === "admin") return { ...base, role: "admin", clinicIds: "all" };
  const rows = await db
    .select({ clinicId: staffClinics.clinicId })
    .from(staffClinics)
    .where(eq(staffClinics.userId, user.id));
  return { ...base, role: user.role, clinicIds: rows.map((r) => r.clinicId).sort((a, b) => a - b) };
}
