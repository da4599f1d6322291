import { expect, test } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { acceptTerms, basketToCheckout, fillNewCustomer, payButton, payWithCard, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

test("a new customer who mistypes the e-mail at checkout sees why next to the field, keeps everything typed (the password too) and books with one more press", async ({
  page,
}) => {
  const email = uniqueEmail("mistyped");
  const typo = email.replace("@", "");
  const password = "Tranquil-harbour-42";
  await basketToCheckout(page, { items: [{ code: "JLIV" }], time: "13:00" });

  await fillNewCustomer(page, { email: typo, password });
  const form = page.getByTestId("checkout-new-customer");
  // One password, shown on request; no e-mail or password confirmation here (the register page keeps them).
  await expect(form.getByLabel("Confirm email")).toHaveCount(0);
  await expect(form.getByLabel("Confirm password")).toHaveCount(0);
  await form.getByRole("button", { name: "Show password" }).click();
  await expect(form.locator("#nc-password")).toHaveAttribute("type", "text");
  await form.getByRole("button", { name: "Hide password" }).click();
  await expect(form.locator("#nc-password")).toHaveAttribute("type", "password");

  await payWithCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await botCheckSolved(form);
  await payButton(page).click();

  await expect(page.locator('[data-field-error="email"]')).toHaveText("Please enter the correct email address");
  await expect(form.locator("#nc-email")).toHaveAttribute("aria-invalid", "true");
  // Everything typed is still there, the password included, and the terms stay accepted.
  await expect(form.locator("#nc-password")).toHaveValue(password);
  await expect(form.locator("#nc-email")).toHaveValue(typo);
  await expect(form.locator("#nc-firstName")).toHaveValue("Ada");
  await expect(form.locator("#nc-mobile")).toHaveValue("7700 900123");
  await expect(page.getByLabel("Card number", { exact: true })).toHaveValue("4242 4242 4242 4242");
  await expect(page.getByTestId("accept-terms")).toBeChecked();
  const db = testDatabase();
  expect(
    (await db.query(`select count(*)::int as n from users where email in ($1, $2)`, [email, typo])).rows[0].n,
  ).toBe(0);

  await form.locator("#nc-email").fill(email);
  await botCheckSolved(form);
  await payButton(page).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await page.getByTestId("booking-number").textContent())!;
  await expect(page.getByTestId("account-link").first()).toHaveText(/My account/);
  const { rows } = await db.query(
    `select u.first_name, u.password_hash is not null as has_password, o.status from bookings b join orders o on o.id = b.order_id join users u on u.id = b.user_id where b.number = $1`,
    [number],
  );
  expect(rows).toEqual([{ first_name: "Ada", has_password: true, status: "paid" }]);
});
