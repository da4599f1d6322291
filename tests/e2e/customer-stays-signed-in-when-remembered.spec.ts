import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";

test("a customer who ticks “remember me” is still signed in after the browser restarts; without it they are not", async ({
  browser,
  page,
}) => {
  const email = `remember.${Date.now()}.${test.info().project.name}@example.com`;
  await registerCustomer(page, email, "Quiet-meadow-55");
  await page.getByTestId("logout").click();

  // Without "remember me": the session cookie ends with the browser.
  const login = page.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("Quiet-meadow-55");
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  const browserSession = await page.context().storageState();
  expect(browserSession.cookies.find((c) => c.name === "__Host-aurum_session")?.expires).toBe(-1);
  await page.getByTestId("logout").click();

  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill("Quiet-meadow-55");
  await login.getByLabel("Remember me for 7 days").check();
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  const session = (await page.context().storageState()).cookies.find((c) => c.name === "__Host-aurum_session")!;
  expect(session.httpOnly).toBe(true);
  expect(session.sameSite).toBe("Lax");
  expect(session.expires * 1000).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);

  // A "restart": a new browser context with only what a browser keeps on disk (persistent cookies).
  const saved = await page.context().storageState();
  const persistent = { ...saved, cookies: saved.cookies.filter((c) => c.expires !== -1) };
  const restarted = await browser.newContext({ storageState: persistent });
  const again = await restarted.newPage();
  await again.goto("/us/en/account/settings");
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("Account settings");
  await expect(again.getByTestId("account-link").first()).toHaveText("My account");

  // The remembered account is prefilled, and can be forgotten.
  await again.getByTestId("logout").click();
  await expect(again.getByTestId("login-password-form").getByLabel("Email")).toHaveValue(email);
  await again.getByTestId("forget-account").click();
  await expect(again.getByTestId("login-password-form").getByLabel("Email")).toHaveValue("");
  await restarted.close();

  const withoutRemember = await browser.newContext({
    storageState: { ...browserSession, cookies: browserSession.cookies.filter((c) => c.expires !== -1) },
  });
  const fresh = await withoutRemember.newPage();
  await fresh.goto("/us/en/account/settings");
  await expect(fresh).toHaveURL(/\/us\/en\/login\?next=/);
  await withoutRemember.close();
});
