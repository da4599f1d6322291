import "server-only";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/db/client";
import { clinics } from "@/db/schema";
import { emailField, firstNameField, lastNameField } from "@/server/accounts/fields";
import { staffRoles } from "./actor";
import { inviteStaff, type InvitationSent } from "./invite-staff";

const commandSchema = z.object({
  email: emailField,
  firstName: firstNameField,
  lastName: lastNameField,
  role: z.enum(staffRoles),
  clinicSlugs: z.array(z.string().min(1).max(80)).max(20),
});

/** What the command line says back, in words a person at a terminal reads (the schema's keys are for forms). */
const commandWords: Record<string, string> = {
  emailRequired: "give the person's e-mail address",
  emailInvalid: "that e-mail address is not valid",
  firstNameRequired: 'give the person\'s name: --name "First Last"',
  lastNameRequired: 'give the person\'s first and last name: --name "First Last"',
};

/**
 * `npm run staff:add`: invite someone to the back office from the command line (whoever runs it has the server, so
 * any role), audited as "system". The same invitation as the team page's (decision 215): a mail, and the link
 * printed for the person running the command. An address with an invitation waiting gets a new one (the old link
 * stops working); someone already staff is invited again, which on acceptance sets a new password and a new
 * authenticator (the way back in for an administrator who lost theirs). Errors are sentences for the terminal.
 */
export async function addStaffByCommand(
  args: { email: string; firstName: string; lastName: string; role: string; clinicSlugs: string[] },
  ctx: { acceptUrl: string; now?: Date },
): Promise<InvitationSent & { clinics: string[] }> {
  const parsed = commandSchema.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? "");
    if (field === "role") throw new Error(`the role is one of ${staffRoles.join(", ")}`);
    throw new Error(commandWords[issue.message] ?? `check ${field || "the arguments"}`);
  }
  const data = parsed.data;
  const now = ctx.now ?? new Date();
  return getDb().transaction(async (tx) => {
    const found = data.clinicSlugs.length
      ? await tx
          .select({ id: clinics.id, slug: clinics.slug, name: clinics.name })
          .from(clinics)
          .where(inArray(clinics.slug, data.clinicSlugs))
      : [];
    const unknown = data.clinicSlugs.filter((slug) => !found.some((c) => c.slug === slug));
    if (unknown.length) throw new Error(`unknown clinic: ${unknown.join(", ")}`);
    if (data.role !== "admin" && found.length === 0)
      throw new Error(`a ${data.role === "reception" ? "receptionist" : "manager"} needs at least one clinic`);
    const sent = await inviteStaff(
      tx,
      null,
      {
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        role: data.role,
        clinicIds: data.role === "admin" ? [] : found.map((c) => c.id),
      },
      { acceptUrl: ctx.acceptUrl, now, replace: true },
    );
    return { ...sent, clinics: data.role === "admin" ? [] : found.map((c) => c.name) };
  });
}
