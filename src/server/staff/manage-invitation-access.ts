import "server-only";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { staffInvitations } from "@/db/schema";
import type { Tx } from "@/db/client";
import { AppError } from "@/server/errors/app-error";
import type { StaffActor, StaffRole } from "./actor";
import { canManage } from "./staff-permissions";

/** The team page's resend and revoke buttons send the invitation's id. */
export const invitationIdSchema = z.object({ invitationId: z.uuid("invitationUnknown") });

export type InvitationRow = typeof staffInvitations.$inferSelect;

/**
 * An invitation the actor may send again or revoke, locked for the change: the same rule as for the staff it would
 * make (admins every invitation, managers reception at their clinics). Anyone else's, or a missing one, is NOT_FOUND.
 */
export async function invitationForChange(tx: Tx, actor: StaffActor, invitationId: string): Promise<InvitationRow> {
  const [row] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, invitationId)).for("update");
  if (!row || !canManage(actor, { userId: "", role: row.role as StaffRole, clinicIds: row.clinicIds }))
    throw new AppError("NOT_FOUND");
  return row;
}
