import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { staffInvitations } from "@/db/schema";
import type { Untrusted } from "@/server/accounts/fields";
import { AppError } from "@/server/errors/app-error";
import { assertRole, type StaffActor, type StaffRole } from "./actor";
import { recordAudit } from "./audit";
import { mailInvitation, newInvitationToken, type InvitationSent } from "./invite-staff";
import { invitationForChange, invitationIdSchema } from "./manage-invitation-access";

/**
 * Send an invitation again (the team page): a new link, valid INVITATION_HOURS from now; the old link stops working.
 * Any invitation not yet accepted can be sent again (an expired or revoked one is pending once more); an accepted one
 * cannot ("invitationClosed"). Audited as "staff.invite.resend".
 */
export async function resendStaffInvitation(
  actor: StaffActor,
  input: Untrusted<typeof invitationIdSchema>,
  ctx: { acceptUrl: string; now?: Date },
): Promise<InvitationSent> {
  assertRole(actor, "manager");
  const { invitationId } = invitationIdSchema.parse(input);
  const now = ctx.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const row = await invitationForChange(tx, actor, invitationId);
    if (row.status === "accepted") throw new AppError("CONFLICT", {}, { invitation: "invitationClosed" });
    const { token, tokenHash, expiresAt } = newInvitationToken(now);
    // Pending again: refused by the one-pending-per-address index if a newer invitation waits for this address.
    await tx
      .update(staffInvitations)
      .set({ tokenHash, expiresAt, sentAt: now, status: "pending", closedAt: null })
      .where(eq(staffInvitations.id, row.id));
    const sent = await mailInvitation(tx, { ...row, role: row.role as StaffRole }, actor, {
      token,
      expiresAt,
      acceptUrl: ctx.acceptUrl,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.invite.resend",
        entity: "staff_invitation",
        entityId: row.id,
        clinicId: row.clinicIds[0] ?? null,
        before: { status: row.status, expiresAt: row.expiresAt.toISOString() },
        after: { status: "pending", email: row.email, expiresAt: expiresAt.toISOString() },
      },
      now,
    );
    return sent;
  });
}
