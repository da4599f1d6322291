import "server-only";
import { and, eq, inArray, lte, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { staffInvitations } from "@/db/schema";
import { recordAudit } from "./audit";

export interface ExpiryScope {
  now?: Date;
  /** Tests share one database: only these addresses' invitations. */
  emails?: string[];
  /** Only the invitation with this link (the acceptance page noticing first). */
  tokenHashes?: string[];
}

/**
 * Close every pending invitation whose link has run out, each with a "staff.invite.expire" audit row by the system
 * (decision 169: the log shows invited, accepted, expired). Run every minute by the housekeeping; also by the
 * acceptance page when it meets such a link first. The conditional update claims each row once, so two instances
 * (or the page and the housekeeping) never write two expiries.
 */
export async function expireStaffInvitations(scope: ExpiryScope = {}): Promise<{ expired: number }> {
  const now = scope.now ?? new Date();
  const where: (SQL | undefined)[] = [eq(staffInvitations.status, "pending"), lte(staffInvitations.expiresAt, now)];
  if (scope.emails) where.push(inArray(staffInvitations.email, scope.emails.length ? scope.emails : [""]));
  if (scope.tokenHashes)
    where.push(inArray(staffInvitations.tokenHash, scope.tokenHashes.length ? scope.tokenHashes : [""]));
  return getDb().transaction(async (tx) => {
    const rows = await tx
      .update(staffInvitations)
      .set({ status: "expired", closedAt: now })
      .where(and(...where))
      .returning({
        id: staffInvitations.id,
        email: staffInvitations.email,
        clinicIds: staffInvitations.clinicIds,
        expiresAt: staffInvitations.expiresAt,
      });
    for (const row of rows)
      await recordAudit(
        tx,
        null,
        {
          action: "staff.invite.expire",
          entity: "staff_invitation",
          entityId: row.id,
          clinicId: row.clinicIds[0] ?? null,
          before: { status: "pending", expiresAt: row.expiresAt.toISOString() },
          after: { status: "expired", email: row.email },
        },
        now,
      );
    return { expired: rows.length };
  });
}
