import { expect, type Locator, type Page } from "@playwright/test";
import { readMail } from "./mail";

/**
 * Public forms carry an ALTCHA proof of work (decision 120), solved in the browser once the visitor is on the
 * form: wait for its answer before sending, as a person would see the check turn green.
 */
export async function botCheckSolved(form: Locator): Promise<void> {
  await expect(form.locator('input[name="altcha"]')).not.toHaveValue("", { timeout: 20_000 });
}

/** Register through the form (the real path), ending signed in on the account settings page. */
export async function registerCustomer(
  page: Page,
  email: string,
  password: string,
  place = "/us/en",
  options: { keepPage?: boolean; mobile?: string } = {},
): Promise<void> {
  if (!options.keepPage) await page.goto(`${place}/register`);
  const form = page.getByTestId("register-form");
  await form.getByLabel("Title").selectOption("Dr");
  await form.getByLabel("First name").fill("Noah");
  await form.getByLabel("Last name").fill("Reid");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Confirm email").fill(email);
  await form.getByLabel("Mobile number").fill(options.mobile ?? "212 555 0187");
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByLabel("Confirm password").fill(password);
  await form.getByLabel(/I accept the/).check();
  await botCheckSolved(form);
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/settings\?welcome=1$/);
}

/**
 * Prove the address as its owner does (decision 210): open the link in the welcome mail (read in the development
 * mailbox) and press "Confirm my address".
 */
export async function proveAddress(page: Page, email: string): Promise<void> {
  const text = await readMail(page.context(), email, "welcome");
  const link = /(http:\/\/\S+\/confirm-address\?token=\w+)/.exec(text)?.[1];
  expect(link, "the welcome mail's confirmation link").toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByTestId("confirm-address-result")).toHaveText("Thank you: your address is confirmed.");
}
