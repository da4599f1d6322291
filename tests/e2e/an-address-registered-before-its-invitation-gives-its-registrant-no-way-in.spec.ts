import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { readMail } from "./support/mail";
import { createStaffMember, enrolAuthenticator, signInAsStaff } from "./support/staff";

test("someone who registered a new hire's address first, with their own password, gets no way into the back office, before or after the invitation is accepted", async ({
  page,
  browser,
}, testInfo) => {
  const address = `new.hire.${Date.now()}.${testInfo.project.name}@aurum.test`;
  const attackerPassword = "Guess-who-2026";

  // The outsider registers the address before the clinic adds its new receptionist.
  const outsider = await browser.newContext();
  const theirs = await outsider.newPage();
  await registerCustomer(theirs, address, attackerPassword);

  const admin = await createStaffMember("admin");
  await signInAsStaff(page, admin);
  await page.goto("/us/en/staff/team");
  const sent = new Date(Date.now() - 5_000);
  const add = page.getByTestId("add-staff-form");
  await add.getByLabel("E-mail").fill(address);
  await add.getByLabel("First name").fill("Nia");
  await add.getByLabel("Last name").fill("Hale");
  await add.getByLabel("Role").selectOption("reception");
  await add.getByLabel("Aurum Clinic London").check();
  await add.getByRole("button", { name: "Send the invitation" }).click();
  await expect(add.getByRole("status")).toContainText(`Invitation sent to ${address}`);

  // Invited, not accepted: the outsider's session and password still open only a customer account.
  expect((await theirs.goto("/us/en/staff"))?.status()).toBe(404);
  expect((await theirs.goto("/us/en/staff/enrol"))?.status()).toBe(404);

  // The new hire, who reads that mailbox, accepts.
  const hire = await browser.newContext();
  const desk = await hire.newPage();
  const text = await readMail(hire, address, "staff-invitation", sent);
  await desk.goto(/(http:\/\/\S+\/staff\/invitation\?token=\w+)/.exec(text)![1]!);
  const accept = desk.getByTestId("accept-invitation-form");
  await accept.getByLabel("Choose a password").fill("Nia-at-the-desk-8");
  await accept.getByLabel("Type the password again").fill("Nia-at-the-desk-8");
  await accept.getByRole("button", { name: "Accept and continue" }).click();
  await enrolAuthenticator(desk);
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Good to see you, Nia");
  await hire.close();

  // The outsider was signed out everywhere, and their password no longer works.
  await theirs.goto("/us/en/account/settings");
  await expect(theirs).toHaveURL(/\/us\/en\/login\?/);
  await theirs.goto(`/us/en/login?next=${encodeURIComponent("/us/en/staff")}`);
  const login = theirs.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(address);
  await login.getByLabel("Password").fill(attackerPassword);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByRole("alert")).toContainText("The email or password is not correct.");
  expect((await theirs.goto("/us/en/staff"))?.url()).toMatch(/\/us\/en\/login\?/);
  await outsider.close();
});
