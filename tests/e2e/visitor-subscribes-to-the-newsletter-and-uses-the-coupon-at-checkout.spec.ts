import { expect, test } from "@playwright/test";
import { botCheckSolved, proveAddress, registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

test("a customer subscribes at the foot of the page, confirms through the mail's link, and the 10% newsletter coupon is applied at checkout", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("letters");
  const password = "Silver-lantern-5027";
  await registerCustomer(page, email, password, "/uk/en");
  // The coupon belongs to the account only once the account has proven the address (decision 210).
  await proveAddress(page, email);

  // A first booking, paid in the clinic: the new-customer 10% is spent, so the coupon is what applies next time.
  await basketToCheckout(page, { items: [{ code: "AFI" }], time: "12:30" });
  await expect(page.getByTestId("sum-discount")).toContainText("New customer, first order (10%)");
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");

  // The footer's form, on any page: the bot check starts once the visitor is on the form.
  await page.goto("/uk/en/faqs");
  const form = page.getByTestId("footer-newsletter");
  await form.getByLabel("E-mail address").fill(email);
  await botCheckSolved(form);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByTestId("footer-newsletter-sent")).toContainText("Almost done: we have sent you an e-mail.");

  // Double opt-in: the link in the mail opens a page whose button confirms.
  const invitation = await readMail(context, email, "newsletter-confirm");
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(invitation)?.[0];
  expect(link, invitation).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText("Thank you: your subscription is confirmed.")).toBeVisible();

  const couponMail = await readMail(context, email, "newsletter-coupon");
  const code = /CP-[A-Z0-9]{8}/.exec(couponMail)?.[0];
  expect(code, couponMail).toBeTruthy();
  const { rows: before } = await testDatabase().query(
    `select c.kind, c.status from coupons c join users u on u.id = c.user_id where u.email = $1 and c.code = $2`,
    [email, code],
  );
  expect(before).toEqual([{ kind: "newsletter", status: "unused" }]);

  // The second booking: the coupon, on the account, is the offer that applies.
  await basketToCheckout(page, { items: [{ code: "AFI" }], time: "14:30" });
  await expect(page.getByTestId("signed-in-as")).toContainText("Noah Reid");
  await expect(page.getByTestId("sum-discount")).toContainText("Newsletter coupon (10%)");
  // Their second order: the coupon they hold, and no first-order offer they no longer have (issue 40, row 14).
  await expect(page.getByTestId("offers").locator("li")).toHaveText([/^Newsletter coupon \(10%\)\s*applied$/]);
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await page.getByTestId("booking-number").textContent())!;

  const { rows } = await testDatabase().query(
    `select o.offer_kind, c.status as coupon from bookings b join orders o on o.id = b.order_id join coupons c on c.used_by_order_id = o.id where b.number = $1`,
    [number],
  );
  expect(rows).toEqual([{ offer_kind: "newsletter", coupon: "used" }]);
});
