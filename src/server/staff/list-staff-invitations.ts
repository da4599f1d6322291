import "server-only";
import { and, arrayOverlaps, desc, eq, gt, inArray, or } from "drizzle-orm";
import { getDb } from "@/db/client";
import { staffInvitations, users } from "@/db/schema";
import { assertRole, clinicFilter, type StaffActor, type StaffRole } from "./actor";
import { inviterName } from "./invite-staff";
import { canManage } from "./staff-permissions";

export interface StaffInvitationView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  clinicIds: number[];
  /** "pending" whose time ran out shows as expired, whether or not the housekeeping has recorded it yet. */
  status: "pending" | "expired" | "revoked";
  /** When it was revoked or expired. */
  closedAt: Date | null;
  by: string;
  sentAt: Date;
  expiresAt: Date;
}

/** Expired and revoked invitations stay on the team page this long, to be sent again. */
const CLOSED_SHOWN_MS = 30 * 24 * 3_600_000;

/**
 * The invitations on the team page, newest first: pending ones, and those that expired or were revoked in the last
 * 30 days (to send again). Accepted ones are staff (listStaff). A manager sees reception invitations at their
 * clinics; an admin every one.
 */
export async function listStaffInvitations(actor: StaffActor, now: Date = new Date()): Promise<StaffInvitationView[]> {
  assertRole(actor, "manager");
  const mine = clinicFilter(actor);
  const rows = await getDb()
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      firstName: staffInvitations.firstName,
      lastName: staffInvitations.lastName,
      role: staffInvitations.role,
      clinicIds: staffInvitations.clinicIds,
      status: staffInvitations.status,
      sentAt: staffInvitations.sentAt,
      expiresAt: staffInvitations.expiresAt,
      closedAt: staffInvitations.closedAt,
      byFirst: users.firstName,
      byLast: users.lastName,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedById))
    .where(
      and(
        or(
          eq(staffInvitations.status, "pending"),
          and(
            inArray(staffInvitations.status, ["expired", "revoked"]),
            gt(staffInvitations.closedAt, new Date(now.getTime() - CLOSED_SHOWN_MS)),
          ),
        ),
        mine
          ? and(
              eq(staffInvitations.role, "reception"),
              arrayOverlaps(staffInvitations.clinicIds, mine.length ? mine : [-1]),
            )
          : undefined,
      ),
    )
    .orderBy(desc(staffInvitations.sentAt))
    .limit(200);
  return rows
    .filter((r) => canManage(actor, { userId: "", role: r.role, clinicIds: r.clinicIds }))
    .map((r) => ({
      id: r.id,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      role: r.role as StaffRole,
      clinicIds: r.clinicIds,
      status:
        r.status === "revoked"
          ? "revoked"
          : r.status === "pending" && r.expiresAt.getTime() > now.getTime()
            ? "pending"
            : "expired",
      closedAt: r.closedAt,
      by: inviterName(r.byFirst === null ? null : { firstName: r.byFirst, lastName: r.byLast ?? "" }),
      sentAt: r.sentAt,
      expiresAt: r.expiresAt,
    }));
}
