import { expect, test } from "@playwright/test";
import { startFreshInstall, type FreshInstall } from "./support/fresh-install";
import { enrolAuthenticator } from "./support/staff";

let install: FreshInstall | null = null;
test.afterEach(async () => {
  await install?.stop();
  install = null;
});

test("the owner of a fresh install creates the first administrator from the link the site printed, on the machine itself, once", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  install = await startFreshInstall();
  expect(install.output()).toContain("No administrator yet. Open this link in a browser on this machine");
  const context = await browser.newContext({ baseURL: install.origin });
  const page = await context.newPage();

  // From anywhere but this machine (here: a visitor's address, as the proxy in front would pass it on) the page
  // does not exist.
  const elsewhere = await page.request.get(install.link, { headers: { "x-forwarded-for": "203.0.113.7" } });
  expect(elsewhere.status()).toBe(404);

  await page.goto(install.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set up this clinic group");
  await expect(page.getByText("Create an account")).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("setup.png"), fullPage: true });
  const form = page.getByTestId("first-admin-form");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Owner");
  await form.getByLabel("E-mail (you sign in with it)").fill("ada.owner@aurum.test");
  await form.getByLabel("Choose a password").fill("Opening-day-2026");
  await form.getByLabel("Type the password again").fill("Opening-day-2027");
  await form.getByRole("button", { name: "Create the administrator" }).click();
  await expect(form.locator('[data-field-error="confirmPassword"]')).toContainText("The two passwords do not match");
  await form.getByLabel("Choose a password").fill("Opening-day-2026");
  await form.getByLabel("Type the password again").fill("Opening-day-2026");
  await form.getByRole("button", { name: "Create the administrator" }).click();

  // The second factor comes next, then the back office's home, with every section an administrator has.
  await page.screenshot({ path: testInfo.outputPath("enrol.png"), fullPage: true });
  await enrolAuthenticator(page);
  await expect(page).toHaveURL(/\/us\/en\/staff$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Good to see you, Ada");
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" }),
  ).toBeVisible();

  // The link works once: opened again, it says the group is set up and offers the sign-in.
  await page.goto(install.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This clinic group is set up");
  await expect(page.getByRole("link", { name: "Sign in to the back office" })).toBeVisible();
  await context.close();
});
