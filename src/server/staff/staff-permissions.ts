import "server-only";
import { AppError } from "@/server/errors/app-error";
import { assertRole, isStaffRole, type StaffActor } from "./actor";
import type { StaffAccess } from "./grant-staff-access";

/** Whether this actor may see and manage this person's access: admins everyone, managers reception of their clinics. */
export function canManage(actor: StaffActor, target: { userId: string; role: string; clinicIds: number[] }): boolean {
  if (actor.role === "admin") return true;
  if (actor.role !== "manager" || target.role !== "reception") return false;
  const mine = actor.clinicIds === "all" ? null : actor.clinicIds;
  return mine === null || target.clinicIds.some((id) => mine.includes(id));
}

/**
 * The access an actor may give, or a refusal (issue 10): admins give any role; managers only reception, only at
 * their own clinics, and a receptionist's other clinics (not the manager's) are kept as they were. Nobody
 * changes their own access (an admin cannot lock the last admin out by mistake). Reception and managers
 * need at least one clinic.
 */
export function permittedAccess(
  actor: StaffActor,
  target: { userId: string; role: string; clinicIds: number[] } | null,
  wanted: StaffAccess,
): StaffAccess {
  assertRole(actor, "manager");
  if (target?.userId === actor.userId) throw new AppError("FORBIDDEN", {}, { role: "notYourself" });
  if (target && isStaffRole(target.role) && !canManage(actor, target)) throw new AppError("NOT_FOUND");
  const clinicIds = [...new Set(wanted.clinicIds)].sort((a, b) => a - b);
  if (actor.role === "admin") {
    if (wanted.role !== "admin" && clinicIds.length === 0)
      throw new AppError("VALIDATION", {}, { clinics: "clinicRequired" });
    return { role: wanted.role, clinicIds: wanted.role === "admin" ? [] : clinicIds };
  }
  if (wanted.role !== "reception") throw new AppError("FORBIDDEN", {}, { role: "roleTooHigh" });
  const mine = actor.clinicIds === "all" ? [] : actor.clinicIds;
  if (clinicIds.some((id) => !mine.includes(id))) throw new AppError("FORBIDDEN", {}, { clinics: "clinicNotYours" });
  if (clinicIds.length === 0) throw new AppError("VALIDATION", {}, { clinics: "clinicRequired" });
  const kept = target && isStaffRole(target.role) ? target.clinicIds.filter((id) => !mine.includes(id)) : [];
  return { role: "reception", clinicIds: [...new Set([...kept, ...clinicIds])].sort((a, b) => a - b) };
}
