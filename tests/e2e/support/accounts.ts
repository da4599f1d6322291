import { expect, type Page } from "@playwright/test";

/** Register through the form (the real path), ending signed in on the account settings page. */
export async function registerCustomer(page: Page, email: string, password: string, place = "/us/en", options: { keepPage?: boolean } = {}): Promise<void> {
  if (!options.keepPage) await page.goto(`${place}/register`);
  const form = page.getByTestId("register-form");
  await form.getByLabel("Title").selectOption("Dr");
  await form.getByLabel("First name").fill("Noah");
  await form.getByLabel("Last name").fill("Reid");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Confirm email").fill(email);
  await form.getByLabel("Mobile number").fill("212 555 0187");
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill(password);
  await form.getByLabel(/I accept the/).check();
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/settings\?welcome=1$/);
}
