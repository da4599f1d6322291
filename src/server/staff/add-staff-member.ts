import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { emailField, firstNameField, lastNameField, type Untrusted } from "@/server/accounts/fields";
import { AppError } from "@/server/errors/app-error";
import { isStaffRole, staffRoles, type StaffActor } from "./actor";
import { inviteStaff, type InvitationSent } from "./invite-staff";
import { permittedAccess } from "./staff-permissions";

export const clinicIdsField = z.array(z.coerce.number().int().positive()).max(100);

export const staffMemberSchema = z.object({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: z.enum(staffRoles, "roleRequired"),
  clinicIds: clinicIdsField,
});

/**
 * Add a member of staff from the team page: an invitation by mail (invite-staff.ts, decision 215), for the role and
 * clinics the actor may give. Someone who is staff already is refused (change their access instead), and so is an
 * address with an invitation waiting (send it again or revoke it). An account that already uses the address is not
 * touched until the invitation is accepted.
 */
export async function addStaffMember(
  actor: StaffActor,
  input: Untrusted<typeof staffMemberSchema>,
  ctx: { acceptUrl: string; now?: Date },
): Promise<InvitationSent> {
  const data = staffMemberSchema.parse(input);
  const now = ctx.now ?? new Date();
  const access = permittedAccess(actor, null, { role: data.role, clinicIds: data.clinicIds });
  return getDb().transaction(async (tx) => {
    const [existing] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.email, data.email), isNull(users.deletedAt)));
    if (existing && isStaffRole(existing.role)) throw new AppError("CONFLICT", {}, { email: "alreadyStaff" });
    return inviteStaff(tx, actor, { ...data, ...access }, { acceptUrl: ctx.acceptUrl, now });
  });
}
