import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { brand, defaultArea } from "@/config/site";
import { getDb } from "@/db/client";
import { clinics, users } from "@/db/schema";
import { pathFor } from "@/i18n/paths";
import { createPasswordSetToken } from "@/server/accounts/request-password-reset";
import { emailField } from "@/server/accounts/fields";
import { isStaffRole, staffRoles } from "./actor";
import { STAFF_LINK_HOURS } from "./add-staff-member";
import { recordAudit } from "./audit";
import { grantStaffAccess, readStaffAccess, writeStaffAccess } from "./grant-staff-access";

const commandSchema = z.object({
  email: emailField,
  role: z.enum(staffRoles),
  clinicSlugs: z.array(z.string().min(1)).max(20),
});

/**
 * `npm run staff:add -- <email> <role> [clinic-slugs...]`: the first admin, or any member of staff, from the
 * command line (whoever runs it has the server). Creates the account or promotes an existing one (staff
 * already: their role and clinics are replaced) and returns a one-time set-password link; audited as "system".
 */
export async function addStaffByCommand(
  args: { email: string; role: string; clinicSlugs: string[] },
  now: Date = new Date(),
): Promise<{ userId: string; link: string; created: boolean }> {
  const data = commandSchema.parse(args);
  return getDb().transaction(async (tx) => {
    const found = data.clinicSlugs.length
      ? await tx
          .select({ id: clinics.id, slug: clinics.slug })
          .from(clinics)
          .where(inArray(clinics.slug, data.clinicSlugs))
      : [];
    const unknown = data.clinicSlugs.filter((slug) => !found.some((c) => c.slug === slug));
    if (unknown.length) throw new Error(`unknown clinic: ${unknown.join(", ")}`);
    if (data.role !== "admin" && found.length === 0) throw new Error(`a ${data.role} needs at least one clinic slug`);
    const access = {
      role: data.role,
      clinicIds: data.role === "admin" ? [] : found.map((c) => c.id).sort((a, b) => a - b),
    };

    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.email, data.email), isNull(users.deletedAt)));
    let userId: string;
    let created = false;
    let before: Record<string, unknown> | null = null;
    if (existing && isStaffRole(existing.role)) {
      const current = await readStaffAccess(tx, existing.id);
      before = { role: current?.role, clinicIds: current?.clinicIds };
      await writeStaffAccess(tx, existing.id, access, now);
      userId = existing.id;
    } else {
      const local = data.email.split("@")[0] ?? "Staff";
      const granted = await grantStaffAccess(
        tx,
        { email: data.email, firstName: local.charAt(0).toUpperCase() + local.slice(1), lastName: "", ...access },
        now,
      );
      userId = granted.userId;
      created = granted.created;
      if (existing) before = { role: existing.role };
    }
    const token = await createPasswordSetToken(tx, userId, now, STAFF_LINK_HOURS * 60);
    await recordAudit(
      tx,
      null,
      {
        action: "staff.add",
        entity: "user",
        entityId: userId,
        clinicId: access.clinicIds[0] ?? null,
        before,
        after: { email: data.email, ...access, newAccount: created },
      },
      now,
    );
    return { userId, created, link: `${brand.siteUrl}${pathFor(defaultArea, "en", "reset-password")}?token=${token}` };
  });
}
