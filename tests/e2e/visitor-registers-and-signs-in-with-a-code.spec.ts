import { expect, test, type Page } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { readMail } from "./support/mail";

const error = (page: Page, field: string) => page.locator(`[data-field-error="${field}"]`);

test("a visitor registers (meeting every form message once), logs out, and signs in with a code from the e-mail", async ({
  page,
}) => {
  const email = `amelia.${Date.now()}.${test.info().project.name}@example.com`;
  await page.goto("/uk/en/register");
  const form = page.getByTestId("register-form");
  const submit = () => form.getByRole("button", { name: "Create account" }).click();

  await submit();
  // The title is optional (decision 222): no message for leaving it out.
  await expect(error(page, "title")).toHaveCount(0);
  await expect(error(page, "firstName")).toHaveText("Please enter first name");
  await expect(error(page, "lastName")).toHaveText("Please enter last name");
  await expect(error(page, "email")).toHaveText("Please enter email");
  await expect(error(page, "mobile")).toHaveText("Please enter phone number");
  await expect(error(page, "password")).toHaveText("Please enter your password");
  await expect(error(page, "acceptTerms")).toHaveText("You must accept our Terms of Use and Privacy Policy.");

  await form.getByLabel("Title").selectOption("Ms");
  await form.getByLabel("First name").fill("Amelia");
  await form.getByLabel("Last name").fill("Hart");
  await form.getByLabel("Email", { exact: true }).fill("amelia@");
  await form.getByLabel("Mobile number").fill("12");
  await form.getByLabel("Password", { exact: true }).fill("short1");
  await form.getByLabel(/I accept the/).check();
  await submit();
  await expect(error(page, "email")).toHaveText("Please enter the correct email address");
  await expect(error(page, "mobile")).toHaveText("Please enter the correct phone number");
  await expect(error(page, "password")).toHaveText("The password must be more than 8 and less than 64 characters");
  await expect(error(page, "title")).toHaveCount(0);
  await expect(form.getByLabel("First name")).toHaveValue("Amelia");

  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Confirm email").fill(`x${email}`);
  await form.getByLabel("Mobile number").fill("07700 900123");
  await form.getByLabel("Password", { exact: true }).fill("onlyletters");
  await submit();
  await expect(error(page, "confirmEmail")).toHaveText("The email addresses do not match");
  await expect(error(page, "password")).toHaveText("The password must contain letters and at least one digit");

  await form.getByLabel("Confirm email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("password123");
  await submit();
  await expect(error(page, "password")).toHaveText(
    "This password is one of the 10,000 most used passwords, which attackers try first. Please choose another one",
  );

  await form.getByLabel("Password", { exact: true }).fill("Harbour-lights-27");
  await form.getByLabel("Confirm password").fill("Harbour-lights-72");
  await submit();
  await expect(error(page, "confirmPassword")).toHaveText("Passwords do not match");

  await form.getByLabel("Password", { exact: true }).fill("Harbour-lights-27");
  await form.getByLabel("Confirm password").fill("Harbour-lights-27");
  if (!(await form.getByLabel(/I accept the/).isChecked())) await form.getByLabel(/I accept the/).check();
  // Every earlier answer was a field problem: none reached the bot check, whose widget solves on the form.
  await botCheckSolved(form);
  await submit();

  await expect(page).toHaveURL(/\/uk\/en\/account\/settings\?welcome=1$/);
  await expect(page.getByTestId("welcome")).toContainText("Registration success");
  await expect(page.getByTestId("referral-code")).toHaveText(/^[A-Z2-9]{8}$/);
  await expect(page.getByTestId("account-link").first()).toHaveText("My account");

  await page.getByTestId("logout").click();
  await expect(page).toHaveURL(/\/uk\/en\/login\?signedout=1$/);
  await expect(page.getByTestId("login-notice")).toHaveText("You have signed out.");
  await page.goto("/uk/en/account/settings");
  await expect(page).toHaveURL(/\/uk\/en\/login\?next=%2Fuk%2Fen%2Faccount%2Fsettings$/);

  await page.getByRole("link", { name: "Code by email" }).click();
  const codeForm = page.getByTestId("login-code-form");
  const sentAt = new Date(Date.now() - 5_000);
  await codeForm.getByLabel("Email").fill(email);
  await codeForm.getByRole("button", { name: "Send code" }).click();
  await expect(codeForm.getByRole("status")).toContainText("we have sent it a 6-digit code");

  const text = await readMail(page.context(), email, "login-code", sentAt);
  const code = /^\s*(\d{6})\s*$/m.exec(text)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  const wrong = code === "000000" ? "111111" : "000000";
  await codeForm.getByLabel("Verification code").fill(wrong);
  await codeForm.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator('[data-field-error="code"]')).toHaveText(
    "This code is wrong or has expired. Request a new code.",
  );
  // Said once, next to the field, which keeps what was typed to be corrected.
  await expect(codeForm.getByText("This code is wrong or has expired.")).toHaveCount(1);
  await expect(codeForm.getByLabel("Verification code")).toHaveValue(wrong);
  await codeForm.getByLabel("Verification code").fill(code!);
  await codeForm.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/uk\/en\/account\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
});
