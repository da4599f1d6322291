import "server-only";
import { z } from "zod";
import { getDb } from "@/db/client";
import { emailField, firstNameField, lastNameField, type Untrusted } from "@/server/accounts/fields";
import { createPasswordSetToken } from "@/server/accounts/request-password-reset";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { staffRoles, type StaffActor, type StaffRole } from "./actor";
import { recordAudit } from "./audit";
import { grantStaffAccess } from "./grant-staff-access";
import { permittedAccess } from "./staff-permissions";

/** A new member of staff has three days to set a password from the mailed link. */
export const STAFF_LINK_HOURS = 72;

export const clinicIdsField = z.array(z.coerce.number().int().positive()).max(100);

export const staffMemberSchema = z.object({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: z.enum(staffRoles, "roleRequired"),
  clinicIds: clinicIdsField,
});

const roleWords: Record<StaffRole, string> = {
  reception: "reception",
  manager: "a clinic manager",
  admin: "an administrator",
};

/**
 * Add a member of staff from the back office: create the account (or promote a customer's), give the role
 * and clinics the actor may give, and mail a set-password link (the password-reset token, 72 hours).
 * The change and its audit row commit together with the mail.
 */
export async function addStaffMember(
  actor: StaffActor,
  input: Untrusted<typeof staffMemberSchema>,
  ctx: { setPasswordUrl: string; now?: Date },
): Promise<{ userId: string }> {
  const data = staffMemberSchema.parse(input);
  const now = ctx.now ?? new Date();
  const access = permittedAccess(actor, null, { role: data.role, clinicIds: data.clinicIds });
  return getDb().transaction(async (tx) => {
    const granted = await grantStaffAccess(tx, { ...data, ...access }, now);
    const token = await createPasswordSetToken(tx, granted.userId, now, STAFF_LINK_HOURS * 60);
    await enqueueMail(tx, {
      to: data.email,
      locale: "en",
      template: "staff-invitation",
      props: {
        firstName: granted.firstName,
        by: `${actor.firstName} ${actor.lastName}`,
        role: roleWords[access.role],
        url: `${ctx.setPasswordUrl}?token=${token}`,
        hours: STAFF_LINK_HOURS,
      },
    });
    await recordAudit(
      tx,
      actor,
      {
        action: "staff.add",
        entity: "user",
        entityId: granted.userId,
        clinicId: access.clinicIds[0] ?? null,
        before: null,
        after: { email: data.email, role: access.role, clinicIds: access.clinicIds, newAccount: granted.created },
      },
      now,
    );
    return { userId: granted.userId };
  });
}
