import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, type Page } from "@playwright/test";
import { testDatabase } from "./database";
import { currentStep, randomTotpSecret, totpForStep } from "./totp";

export const STAFF_PASSWORD = "Front-desk-4821";

export interface TestStaff {
  id: string;
  email: string;
  password: string;
  /** The authenticator secret enrolled for them (decision 131). */
  totpSecret: string;
}

/**
 * A member of staff in the site's database (the back office's own "add staff" flow has its own journey),
 * working at the clinics named by slug, with an authenticator already enrolled (a secret this helper knows).
 * Returns the credentials to sign in with.
 */
export async function createStaffMember(
  role: "reception" | "manager" | "admin",
  clinicSlugs: string[] = [],
): Promise<TestStaff> {
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
    await db.query(`insert into staff_clinics (user_id, clinic_id) select $1, id from clinics where slug = $2`, [
      id,
      slug,
    ]);
  }
  const totpSecret = randomTotpSecret();
  await db.query(`insert into staff_totp (user_id, secret, confirmed_at) values ($1, $2, now())`, [id, totpSecret]);
  return { id, email, password: STAFF_PASSWORD, totpSecret };
}

/**
 * The code an authenticator app would show now, for a step the site has not accepted yet: each step's code
 * works once (decision 131), so a second sign-in within the same 30 seconds takes the next step's code
 * (the site accepts one step ahead), and a third waits for the clock.
 */
export async function nextTotpCode(staff: { id: string; totpSecret: string }): Promise<string> {
  const { rows } = await testDatabase().query<{ last: string | null }>(
    `select last_used_step::text as last from staff_totp where user_id = $1`,
    [staff.id],
  );
  const last = rows[0]?.last ? Number(rows[0].last) : -1;
  const step = Math.max(currentStep(), last + 1);
  const wait = (step - 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
  return totpForStep(staff.totpSecret, step);
}

/** The second sign-in step, on the staff/verify screen. */
export async function passSecondFactor(page: Page, staff: { id: string; totpSecret: string }): Promise<void> {
  await expect(page).toHaveURL(/\/staff\/verify/);
  const form = page.getByTestId("staff-verify-form");
  await form.getByLabel("Code").fill(await nextTotpCode(staff));
  await form.getByRole("button", { name: "Continue" }).click();
}

/**
 * Sign a member of staff in, with the second factor, and land on the back office's home. The one place
 * journeys sign staff in.
 */
export async function signInAsStaff(page: Page, staff: TestStaff, place = "/us/en"): Promise<void> {
  await page.goto(`${place}/login?next=${encodeURIComponent(`${place}/staff`)}`);
  const login = page.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(staff.email);
  await login.getByLabel("Password").fill(staff.password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await passSecondFactor(page, staff);
  await expect(page).toHaveURL(new RegExp(`${place}/staff$`));
}

/**
 * The enrolment screen a new member of staff reaches after choosing a password (an invitation, the first
 * administrator): scan the key (read from the page), type the app's code, keep the ten recovery codes, continue.
 * Returns the authenticator's secret, for signing in again.
 */
export async function enrolAuthenticator(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/staff\/enrol\?next=/);
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrol = page.getByTestId("staff-enrol-form");
  await enrol.getByLabel("Code from the app").fill(totpForStep(secret, currentStep()));
  await enrol.getByRole("button", { name: "Confirm" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await page.getByRole("link", { name: "I have saved them, continue" }).click();
  return secret;
}
