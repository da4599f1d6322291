import { expect, test } from "@playwright/test";
import { proveAddress, registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

test("a returning customer invited by a friend signs in inside checkout and pays in the clinic with the 25% referral coupon", async ({
  browser,
  page,
}) => {
  const password = "Quiet-meadow-7319";
  // The friend registers, and their referral code invites the customer, who registers with it: real forms.
  const friendEmail = uniqueEmail("friend");
  const setup = await browser.newContext();
  const setupPage = await setup.newPage();
  await registerCustomer(setupPage, friendEmail, password);
  const { rows: friend } = await testDatabase().query(`select referral_code from users where email = $1`, [
    friendEmail,
  ]);
  await setup.clearCookies();
  const email = uniqueEmail("returning");
  await setupPage.goto(`/us/en/register?ref=${friend[0].referral_code}`);
  await registerCustomer(setupPage, email, password, "/us/en", { keepPage: true, mobile: "212 555 0144" });
  // The friend's 25% comes with the proven address (decision 212).
  await proveAddress(setupPage, email);
  await setup.close();

  await basketToCheckout(page, { items: [{ code: "NADADI" }], time: "11:00" });
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const form = page.getByTestId("checkout-sign-in-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();

  await expect(page.getByTestId("signed-in-as")).toContainText("Noah Reid");
  await expect(page.getByTestId("basket-count")).toHaveText("1");
  // The best offer applies and is named; the others say why not.
  await expect(page.getByTestId("sum-discount")).toContainText("Referral coupon (25%)");
  await expect(page.getByTestId("offers")).toContainText(
    /New customer, first order \(10%\)\s*a better offer is applied/,
  );

  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  const total = (await page.getByTestId("sum-total").locator("dd").textContent())!;
  await expect(page.getByTestId("sum-left")).toContainText(total);
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await page.getByTestId("booking-number").textContent())!;
  // Looked up by number for this customer: the time in the clinic's zone; someone else's number is a 404.
  await expect(page.getByTestId("booking-time")).toContainText(/11:00.*\(.+\)/);
  await expect(page.getByTestId("booking-details")).toContainText("Aurum Clinic");
  expect((await page.request.get(`/us/en/book-online/success?booking=BK-ZZZZZZZZ`)).status()).toBe(404);
  const { rows } = await testDatabase().query(
    `select o.status, o.offer_kind, o.payment_method, o.left_to_pay_cents = o.total_cents as all_left, c.status as coupon
       from bookings b join orders o on o.id = b.order_id join coupons c on c.used_by_order_id = o.id where b.number = $1`,
    [number],
  );
  expect(rows).toEqual([
    { status: "confirmed", offer_kind: "referral", payment_method: "clinic", all_left: true, coupon: "used" },
  ]);
});
