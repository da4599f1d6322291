import "server-only";
import { and, asc, inArray, isNull } from "drizzle-orm";
import { getDb } from "@/db/client";
import { staffClinics, staffTotp, users } from "@/db/schema";
import { assertRole, type StaffActor, type StaffRole } from "./actor";
import { canManage } from "./staff-permissions";

export interface StaffMember {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  clinicIds: number[];
  /** Has set a password and enrolled an authenticator (else still invited). */
  passwordSet: boolean;
  authenticator: boolean;
}

/** The staff this actor manages: everyone for an admin, reception of their clinics for a manager. */
export async function listStaff(actor: StaffActor): Promise<StaffMember[]> {
  assertRole(actor, "manager");
  const db = getDb();
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(inArray(users.role, ["reception", "manager", "admin"]), isNull(users.deletedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName));
  const ids = rows.map((r) => r.userId);
  const clinicRows = ids.length ? await db.select().from(staffClinics).where(inArray(staffClinics.userId, ids)) : [];
  const enrolled = ids.length
    ? await db
        .select({ userId: staffTotp.userId, confirmedAt: staffTotp.confirmedAt })
        .from(staffTotp)
        .where(inArray(staffTotp.userId, ids))
    : [];
  return rows
    .map((r) => ({
      userId: r.userId,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      role: r.role as StaffRole,
      clinicIds: clinicRows
        .filter((c) => c.userId === r.userId)
        .map((c) => c.clinicId)
        .sort((a, b) => a - b),
      passwordSet: Boolean(r.passwordHash),
      authenticator: enrolled.some((e) => e.userId === r.userId && e.confirmedAt),
    }))
    .filter((member) => member.userId === actor.userId || canManage(actor, member));
}
