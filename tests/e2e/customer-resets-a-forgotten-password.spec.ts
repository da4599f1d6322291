import { expect, test } from "@playwright/test";
import { readMail } from "./support/mail";
import { registerCustomer } from "./support/accounts";

test("a customer who forgot the password resets it through the e-mailed link, signs in with the new one, and cannot reuse the link", async ({
  page,
}) => {
  const email = `reset.${Date.now()}.${test.info().project.name}@example.com`;
  await registerCustomer(page, email, "First-harbour-31");
  await page.getByTestId("logout").click();

  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/us\/en\/forgot-password$/);
  const requested = new Date(Date.now() - 5_000);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("forgot-form").getByRole("status")).toContainText("we have sent it a link");

  const text = await readMail(page.context(), email, "password-reset", requested);
  const link = /(http:\/\/\S+\/reset-password\?token=\w+)/.exec(text)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  const form = page.getByTestId("reset-form");
  await form.getByLabel("New password").fill("Second-garden-48");
  await form.getByLabel("Confirm password").fill("Second-garden-84");
  await form.getByRole("button", { name: "Save new password" }).click();
  await expect(page.locator('[data-field-error="confirmPassword"]')).toHaveText("Passwords do not match");
  await form.getByLabel("New password").fill("Second-garden-48");
  await form.getByLabel("Confirm password").fill("Second-garden-48");
  await form.getByRole("button", { name: "Save new password" }).click();

  await expect(page).toHaveURL(/\/us\/en\/login\?reset=1$/);
  await expect(page.getByTestId("login-notice")).toHaveText(
    "Password reset successfully. Please sign in with your new password.",
  );
  const login = page.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("First-harbour-31");
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByRole("alert")).toHaveText("The email or password is not correct.");
  await login.getByLabel("Password").fill("Second-garden-48");
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/us\/en\/account\/settings$/);

  await page.goto(link!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link can no longer be used");
  await page.getByTestId("reset-again").click();
  await expect(page).toHaveURL(/\/us\/en\/forgot-password$/);
});
