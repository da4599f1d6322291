import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { testDatabase } from "./support/database";

test("a customer edits their details, changes the password (signing out their other browser), and deletes the account", async ({
  browser,
  page,
}) => {
  const email = `settings.${Date.now()}.${test.info().project.name}@example.com`;
  await registerCustomer(page, email, "Cedar-grove-19");

  // A second browser signed in to the same account.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/us/en/login");
  const login = otherPage.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("Cedar-grove-19");
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(otherPage).toHaveURL(/\/account\/settings$/);

  const profile = page.getByTestId("profile-form");
  await profile.getByLabel("First name").fill("");
  await profile.getByRole("button", { name: "Save details" }).click();
  await expect(page.locator('[data-field-error="firstName"]')).toHaveText("Please enter first name");
  await profile.getByLabel("First name").fill("Noa");
  await profile.getByLabel("Title").selectOption("Mr");
  await profile.getByRole("button", { name: "Save details" }).click();
  await expect(profile.getByRole("status")).toHaveText("Modify Successful");
  await page.reload();
  await expect(page.getByTestId("profile-form").getByLabel("First name")).toHaveValue("Noa");

  const password = page.getByTestId("password-form");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator('[data-field-error="oldPassword"]')).toHaveText("Please enter your current password");
  await expect(page.locator('[data-field-error="newPassword"]')).toHaveText("Please enter a new password");
  await password.getByLabel("Current password").fill("Cedar-grove-19");
  await password.getByLabel("New password", { exact: true }).fill("Willow-bend-23");
  await password.getByLabel("Confirm new password").fill("Willow-bend-23");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Modify Successful");

  // The other browser's session ended: it is sent to sign in, with a clear message.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/us\/en\/login\?next=%2Fus%2Fen%2Faccount%2Fsettings&expired=1$/);
  await expect(otherPage.getByTestId("login-notice")).toHaveText("Your session has expired. Please sign in again.");
  await other.close();

  // This browser stays signed in; its session expiring mid-visit also leads to the login page and back.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
  await testDatabase().query(
    `update sessions set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = $1)`,
    [email],
  );
  await page.reload();
  await expect(page.getByTestId("login-notice")).toHaveText("Your session has expired. Please sign in again.");
  const again = page.getByTestId("login-password-form");
  await again.getByLabel("Email").fill(email);
  await again.getByLabel("Password").fill("Willow-bend-23");
  await again.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/us\/en\/account\/settings$/);

  await page.getByText("Delete account", { exact: true }).last().click();
  const del = page.getByTestId("delete-form");
  await del.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.locator('[data-field-error="confirm"]')).toHaveText(
    "Please confirm that you want to delete your account",
  );
  await expect(page.locator('[data-field-error="password"]')).toHaveText("Please enter your current password");
  // Deleting asks for the current password: a wrong one deletes nothing.
  await del.getByLabel("Current password").fill("Cedar-grove-19");
  await del.getByLabel("I understand and want to delete my account").check();
  await del.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.locator('[data-field-error="password"]')).toHaveText("Your current password is not correct");
  await del.getByLabel("Current password").fill("Willow-bend-23");
  await del.getByLabel("I understand and want to delete my account").check();
  await del.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/us\/en\/login\?deleted=1$/);
  await expect(page.getByTestId("login-notice")).toHaveText("Your account has been deleted.");
  const { rows } = await testDatabase().query(`select first_name, mobile, deleted_at from users where email = $1`, [
    email,
  ]);
  expect(rows).toHaveLength(0);
});
