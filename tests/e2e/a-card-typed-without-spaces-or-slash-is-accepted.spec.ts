import { expect, test } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { acceptTerms, basketToCheckout, fillNewCustomer, payButton, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

test("a card typed as 4242424242424242 and an expiry typed without its slash are formatted as typed and accepted", async ({ page }) => {
  const email = uniqueEmail("digits");
  await basketToCheckout(page, { items: [{ code: "JLIV" }], time: "13:30" });
  // This customer chooses a sign-in code instead of a password.
  await fillNewCustomer(page, { email, password: null });

  await page.getByRole("radio", { name: "Pay online by card" }).check();
  const number = page.getByLabel("Card number", { exact: true });
  const expiry = page.getByLabel("Expiry date (MM/YY)");
  const cvc = page.getByLabel("CVC");
  // December two years on, typed as four digits ("1228" in 2026): never expired whenever the suite runs.
  const yy = String((new Date().getUTCFullYear() + 2) % 100).padStart(2, "0");
  await number.pressSequentially("4242424242424242");
  await expiry.pressSequentially(`12${yy}`);
  await cvc.pressSequentially("123");
  await expect(number).toHaveValue("4242 4242 4242 4242");
  await expect(expiry).toHaveValue(`12/${yy}`);

  // The browser can fill the card, the phone shows digits, and iOS does not zoom (16 px).
  for (const [field, autocomplete] of [[number, "cc-number"], [expiry, "cc-exp"], [cvc, "cc-csc"]] as const) {
    await expect(field).toHaveAttribute("autocomplete", autocomplete);
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveCSS("font-size", "16px");
  }
  await expect(page.getByLabel("Name on card")).toHaveAttribute("autocomplete", "cc-name");
  // Pay is never above the card fields (measured with the fields on screen: Pay is sticky at the window's foot).
  await cvc.scrollIntoViewIfNeeded();
  const payTop = (await payButton(page).boundingBox())!.y;
  const cvcBox = (await cvc.boundingBox())!;
  if (test.info().project.name === "phone") expect(payTop).toBeGreaterThan(cvcBox.y);
  else expect(payTop + 1).toBeGreaterThanOrEqual(cvcBox.y);

  await acceptTerms(page);
  await botCheckSolved(page.getByTestId("checkout-new-customer"));
  await payButton(page).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const booking = (await page.getByTestId("booking-number").textContent())!;
  const { rows } = await testDatabase().query(
    `select o.status, p.card_last4, u.password_hash is null as by_code from bookings b join orders o on o.id = b.order_id join payments p on p.order_id = o.id and p.kind = 'card' join users u on u.id = b.user_id where b.number = $1`,
    [booking],
  );
  expect(rows).toEqual([{ status: "paid", card_last4: "4242", by_code: true }]);
});
