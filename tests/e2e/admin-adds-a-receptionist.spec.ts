import { expect, test } from "@playwright/test";
import { readMail } from "./support/mail";
import { createStaffMember, signInAsStaff } from "./support/staff";
import { currentStep, totpForStep } from "./support/totp";

test("an admin adds a receptionist, who sets a password from the mail, enrols an authenticator and signs in", async ({
  page,
  browser,
}) => {
  const admin = await createStaffMember("admin");
  await signInAsStaff(page, admin);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }).click();
  await expect(page).toHaveURL(/\/us\/en\/staff\/team$/);

  const email = `mia.${Date.now()}.${test.info().project.name}@aurum.test`;
  const sent = new Date(Date.now() - 5_000);
  const add = page.getByTestId("add-staff-form");
  await add.getByLabel("E-mail").fill(email);
  await add.getByLabel("First name").fill("Mia");
  await add.getByLabel("Last name").fill("Hart");
  await add.getByLabel("Role").selectOption("reception");
  await add.getByRole("button", { name: "Add and send the set-password e-mail" }).click();
  // No clinic ticked: refused, with the reason.
  await expect(add.getByRole("alert")).toContainText("Choose at least one clinic");
  await add.getByLabel("Aurum Clinic London").check();
  await add.getByRole("button", { name: "Add and send the set-password e-mail" }).click();
  await expect(add.getByRole("status")).toContainText(`${email} has been sent a link`);
  const member = page.locator(`[data-testid="staff-member"][data-email="${email}"]`);
  await expect(member).toContainText("Reception · Aurum Clinic London");
  await expect(member).toContainText("Invited: no password yet");

  // The receptionist, on the front desk's tablet.
  const desk = await browser.newContext();
  const tablet = await desk.newPage();
  const text = await readMail(desk, email, "staff-invitation", sent);
  const link = /(http:\/\/\S+\/reset-password\?token=\w+)/.exec(text)?.[1];
  expect(link).toBeTruthy();
  await tablet.goto(link!);
  const reset = tablet.getByTestId("reset-form");
  await reset.getByLabel("New password").fill("Front-desk-7714");
  await reset.getByLabel("Confirm password").fill("Front-desk-7714");
  await reset.getByRole("button", { name: "Save new password" }).click();
  await expect(tablet).toHaveURL(/\/us\/en\/login\?reset=1$/);
  const login = tablet.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("Front-desk-7714");
  await login.getByRole("button", { name: "Sign in" }).click();

  // A password alone does not open the back office: first the authenticator.
  await expect(tablet).toHaveURL(/\/us\/en\/staff\/enrol\?next=/);
  await tablet.goto("/us/en/staff/team");
  await expect(tablet).toHaveURL(/\/us\/en\/staff\/enrol\?next=/);
  const secret = (await tablet.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(
    tablet
      .getByRole("img", { name: "QR code to add the back office to an authenticator app" })
      .locator("svg path")
      .first(),
  ).toBeAttached();
  await expect(tablet.getByRole("link", { name: "Open in the authenticator app on this device" })).toHaveAttribute(
    "href",
    new RegExp(`^otpauth://totp/.*secret=${secret}`),
  );
  const enrol = tablet.getByTestId("staff-enrol-form");
  await enrol
    .getByLabel("Code from the app")
    .fill(totpForStep(secret, currentStep()) === "000000" ? "111111" : "000000");
  await enrol.getByRole("button", { name: "Confirm" }).click();
  await expect(enrol.locator('[data-field-error="code"]')).toContainText("That code is not right");
  await enrol.getByLabel("Code from the app").fill(totpForStep(secret, currentStep()));
  await enrol.getByRole("button", { name: "Confirm" }).click();
  const codes = tablet.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await tablet.getByRole("link", { name: "I have saved them, continue" }).click();
  // Reception was sent to the staff screen it asked for, which is a manager's: not found; home is open.
  await tablet.goto("/us/en/staff");
  await expect(tablet.getByRole("heading", { level: 1 })).toHaveText("Good to see you, Mia");
  const nav = tablet.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  expect((await tablet.goto("/us/en/staff/audit"))?.status()).toBe(404);
  await desk.close();

  // The admin's list and the audit log show what happened.
  await page.reload();
  await expect(member).toContainText("Password and authenticator set up");
  await page.goto(`/us/en/staff/audit?action=staff.add&entity=user`);
  await expect(page.getByTestId("audit-table")).toContainText(email);
});
