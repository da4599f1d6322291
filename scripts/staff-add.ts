/**
 * `npm run staff:add -- <email> <role> [clinic-slugs...]`: make someone staff and print a one-time link to set
 * their password (72 hours). Roles: reception, manager (with clinic slugs), admin. Run it with the site stopped
 * when the embedded database is in use, or with DATABASE_URL pointing at the running database.
 */
import { addStaffByCommand } from "../src/server/staff/add-staff-by-command";

const [email, role, ...clinicSlugs] = process.argv.slice(2);
if (!email || !role) {
  console.error("usage: npm run staff:add -- <email> <reception|manager|admin> [clinic-slugs...]");
  process.exit(2);
}
try {
  const { link, created } = await addStaffByCommand({ email, role, clinicSlugs });
  console.log(
    `${created ? "Created" : "Updated"} ${email} as ${role}${clinicSlugs.length ? ` at ${clinicSlugs.join(", ")}` : ""}.`,
  );
  console.log(`Set-password link (works once, for 72 hours):\n${link}`);
  process.exit(0);
} catch (error) {
  console.error(`staff:add failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
