import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { staffInvitations } from "@/db/schema";
import type { Untrusted } from "@/server/accounts/fields";
import { AppError } from "@/server/errors/app-error";
import { assertRole, type StaffActor } from "./actor";
import { recordAudit } from "./audit";
import { invitationForChange, invitationIdSchema } from "./manage-invitation-access";

/**
 * Revoke a pending invitation (the team page): its link stops working at once. One that was accepted, revoked or
 * expired meanwhile is refused ("invitationClosed"). Audited as "staff.invite.revoke".
 */
export async function revokeStaffInvitation(
  actor: StaffActor,
  input: Untrusted<typeof invitationIdSchema>,
  now: Date = new Date(),
): Promise<void> {
  assertRole(actor, "manager");
  const { invitationId } = invitationIdSchema.parse(input);
  await getDb().transaction(async (tx) => {
    const row = await invitationForChange(tx, actor, invitationId);
    if (row.status !== "pending") throw new AppError("CONFLICT", {}, { invitation: "invitationClosed" });
    await tx.update(staffInvitations).set({ status: "revoked", closedAt: now }).where(eq(staffInvitations.id, row.id));
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.invite.revoke",
        entity: "staff_invitation",
        entityId: row.id,
        clinicId: row.clinicIds[0] ?? null,
        before: { status: "pending" },
        after: { status: "revoked", email: row.email },
      },
      now,
    );
  });
}
