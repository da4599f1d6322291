import { expect, test } from "@playwright/test";
import { botCheckSolved, registerCustomer } from "./support/accounts";
import { uniqueEmail } from "./support/booking";

test("ten wrong passwords from a stranger only ask the owner to pass the bot check: the right password then signs in", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("guessed");
  const password = "Amber-lighthouse-63";
  await registerCustomer(page, email, password);
  await page.getByTestId("logout").click();

  // The stranger, in a browser of their own, tries ten wrong passwords (issue 39, row 4: these used to lock the owner
  // out of both the password and the e-mailed code for 15 minutes, repeatable for ever).
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto("/us/en/login");
  const guesses = stranger.getByTestId("login-password-form");
  for (let i = 0; i < 10; i++) {
    await guesses.getByLabel("Email").fill(email);
    await guesses.getByLabel("Password").fill(`Wrong-guess-${i}`);
    await guesses.getByRole("button", { name: "Sign in" }).click();
    await expect(guesses.getByText("The email or password is not correct.")).toBeVisible();
    // The next answer is a new one: wait for the form to be ready again.
    await expect(guesses.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }

  // The owner: the right password is not refused, the form asks for the bot check, and then signs in.
  const login = page.getByTestId("login-password-form");
  await expect(login.locator('input[name="altcha"]')).toHaveCount(0);
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login.getByText("Please complete the check that you are not a robot, then try again.")).toBeVisible();
  // The owner types the password again (the form keeps the e-mail): the check runs once they are on the form.
  await login.getByLabel("Password").fill(password);
  await botCheckSolved(login);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account settings");
});
