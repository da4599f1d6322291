import { expect, test, type Locator } from "@playwright/test";
import { acceptTerms, basketToCheckout, fillNewCustomer, payButton, payWithCard, uniqueEmail } from "./support/booking";
import { botCheckSolved } from "./support/accounts";
import { readMail } from "./support/mail";

/** No dollar amount, only pounds: "£" present, "$" absent. */
async function inPounds(where: Locator) {
  await expect(where).toContainText("£");
  await expect(where).not.toContainText("$");
}

/**
 * Issue 45: on the UK site a visitor sees pounds from the home page to the success page and the confirmation mail,
 * never a dollar: the home page's "from" prices, a treatment page, the basket at London, checkout (no currency
 * notice: London charges the UK site's currency), the success page, the mail and My Orders.
 */
test("a visitor on the UK site sees pounds from the home page to the success page and the mail", async ({ page }) => {
  await page.goto("/uk/en");
  await inPounds(page.locator("main"));
  await page.goto("/uk/en/infusion/anti_fatigue_iv_infusion");
  await expect(page.getByTestId("item-price")).toHaveText("£320");

  const email = uniqueEmail("pounds");
  await basketToCheckout(page, { items: [{ code: "AFI" }], time: "15:30" });
  await expect(page.getByTestId("currency-notice")).toHaveText("");
  await inPounds(page.getByTestId("sum-total"));
  // A new customer's first order: £320 less 10%.
  await expect(page.getByTestId("sum-total")).toContainText("£288");

  const form = page.getByTestId("checkout-new-customer");
  await fillNewCustomer(page, { firstName: "Mary", lastName: "Seacole", email, password: "Tranquil-harbour-42" });
  await payWithCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await botCheckSolved(form);
  await payButton(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  await inPounds(page.locator("main"));
  await expect(page.locator("main")).toContainText("£288");

  const mail = await readMail(page.context(), email, "booking-confirmation");
  expect(mail).toContain("£288");
  expect(mail).not.toContain("$");

  await page.goto("/uk/en/account/orders");
  await inPounds(page.locator("main"));
});
