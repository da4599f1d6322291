import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, signInAtCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

test("a customer pays the rest of a pay-in-clinic order by card from My Orders and sees it paid", async ({
  browser,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail("pays-rest");
  const password = "Amber-lantern-6142";
  const setup = await browser.newContext();
  await registerCustomer(await setup.newPage(), email, password);
  await setup.close();
  await basketToCheckout(page, { items: [{ code: "AFI" }], time: "16:30" });
  await signInAtCheckout(page, email, password);
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const started = new Date();

  await page.goto("/us/en/account/orders");
  const order = page.getByTestId("order").first();
  await expect(order.getByTestId("order-status")).toHaveText("Confirmed");
  const left = (await order.getByTestId("order-left").textContent())!.trim();
  const pay = order.getByTestId("pay-rest");
  // A declined card first: refused with the reason, nothing changes.
  await pay.getByLabel("Card number", { exact: true }).fill("4000 0000 0000 0002");
  await pay.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await pay.getByLabel("CVC").fill("123");
  await pay.getByRole("button", { name: `Pay ${left} by card` }).click();
  // The refusal tells the truth about this order: its visit is booked and stays booked (issue 40, row 6).
  await expect(pay.getByRole("alert")).toHaveText(
    "Your card was declined and nothing was charged. Your booking stays as it is: please try another card, or pay the rest in the clinic on the day.",
  );
  await expect(order.getByTestId("order-left")).toHaveText(left);
  await expect(order.getByTestId("order-status")).toHaveText("Confirmed");

  await pay.getByLabel("Card number", { exact: true }).fill("4242 4242 4242 4242");
  await pay.getByRole("button", { name: `Pay ${left} by card` }).click();
  // "Your payment was received" shows at once; the page then reloads the order as the server has it (the pay
  // form, and its message with it, gives way): paid, nothing left, the card payment in the history.
  await expect(order.getByTestId("order-left")).toHaveText(/^(£|\$)0$/);
  await expect(order.getByTestId("order-status")).toHaveText("Paid");
  await expect(order.locator("tbody tr").filter({ hasText: "4242" })).toContainText("Paid");
  await expect(order.getByTestId("pay-rest")).toHaveCount(0);

  const { rows } = await testDatabase().query(
    `select o.status, o.left_to_pay_cents, b.status as booking from orders o join users u on u.id = o.user_id join bookings b on b.order_id = o.id where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ status: "paid", left_to_pay_cents: 0, booking: "confirmed" }]);
  const receipt = await readMail(context, email, "payment-receipt", started);
  expect(receipt).toContain("Your order is now paid in full.");
});
