import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, type Page } from "@playwright/test";
import { testDatabase } from "./database";

export const STAFF_PASSWORD = "Front-desk-4821";

export interface TestStaff {
  id: string;
  email: string;
  password: string;
}

/**
 * A member of staff in the site's database (the back office's own "add staff" flow has its own journey),
 * working at the clinics named by slug. Returns the credentials to sign in with.
 */
export async function createStaffMember(role: "reception" | "manager" | "admin", clinicSlugs: string[] = []): Promise<TestStaff> {
  const db = testDatabase();
  const tag = randomUUID().slice(0, 8);
  const email = `${role}.${tag}@aurum.test`;
  const passwordHash = await hash(STAFF_PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, first_name, last_name, role, password_hash, referral_code, email_verified_at)
     values ($1, 'Robin', $2, $3, $4, $5, now()) returning id`,
    [email, `Desk ${tag}`, role, passwordHash, `S${tag}`.toUpperCase()],
  );
  const id = rows[0]!.id;
  for (const slug of clinicSlugs) {
    await db.query(`insert into staff_clinics (user_id, clinic_id) select $1, id from clinics where slug = $2`, [id, slug]);
  }
  return { id, email, password: STAFF_PASSWORD };
}

/**
 * Sign a member of staff in and land on the back office's home. The one place journeys sign staff in:
 * when the second factor arrives, this helper completes it, and no journey changes.
 */
export async function signInAsStaff(page: Page, staff: TestStaff, place = "/us/en"): Promise<void> {
  await page.goto(`${place}/login?next=${encodeURIComponent(`${place}/staff`)}`);
  const login = page.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(staff.email);
  await login.getByLabel("Password").fill(staff.password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${place}/staff$`));
}
