import { expect, test } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { acceptTerms, basketToCheckout, fillNewCustomer, payButton, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

test("a card typed as 4242424242424242 and an expiry typed without its slash are formatted as typed and accepted", async ({
  page,
}) => {
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
  for (const [field, autocomplete] of [
    [number, "cc-number"],
    [expiry, "cc-exp"],
    [cvc, "cc-csc"],
  ] as const) {
    await expect(field).toHaveAttribute("autocomplete", autocomplete);
    await expect(field).toHaveAttribute("inputmode", "numeric");
    await expect(field).toHaveCSS("font-size", "16px");
  }
  await expect(page.getByLabel("Name on card")).toHaveAttribute("autocomplete", "cc-name");
  // Reached from the top of the page, the focused CVC and Pay are both on screen: on a phone Pay is in the bar stuck
  // to the window's foot and the field is never under it (WCAG 2.4.11); on a desktop Pay is beside the fields (the
  // order summary's column), never above them in their own column.
  // (Reduced motion: the page scrolls to the focused field at once, not smoothly, so it can be measured.)
  await page.emulateMedia({ reducedMotion: "reduce" });
  await cvc.blur();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await cvc.focus();
  const pay = (await payButton(page).boundingBox())!;
  const cvcBox = (await cvc.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(pay.y + pay.height).toBeLessThanOrEqual(viewport.height);
  expect(cvcBox.y).toBeGreaterThanOrEqual(0);
  if (test.info().project.name === "phone") expect(pay.y).toBeGreaterThanOrEqual(cvcBox.y + cvcBox.height);
  else expect(pay.x).toBeGreaterThanOrEqual(cvcBox.x + cvcBox.width);

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
