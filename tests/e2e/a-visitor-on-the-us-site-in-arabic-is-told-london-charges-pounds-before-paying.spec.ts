import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { chooseDayAhead } from "./support/booking";

const arabic = (namespace: string) => JSON.parse(readFileSync(`messages/ar/${namespace}.json`, "utf8"));
const arBasket = arabic("basket");
const arBooking = arabic("booking");

/**
 * Issue 45: a visitor reading the US site in Arabic sees dollars, then books London: the basket is re-priced in
 * pounds and says so the moment London is chosen, and checkout says again, before anything is paid, that London
 * charges pounds sterling (GBP). Times and desktop/phone days as every booking journey (support/booking.ts).
 */
test("a visitor on the US site in Arabic books London and is told before paying that London charges pounds", async ({
  page,
}) => {
  const notice = page.getByTestId("currency-notice");
  await page.goto("/us/ar/book-online/choose-program");
  const card = page.getByTestId("item-AFI");
  // The US site's prices: dollars (Arabic writes them "US$").
  await expect(card).toContainText("US$");
  await card.getByRole("button", { name: arBasket.add.button }).click();
  await expect(card.getByRole("status")).toContainText(arBasket.add.added);

  await page.goto("/us/ar/book-online/basket");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // New York, the US site's clinic, charges dollars: nothing to say.
  await expect(page.getByTestId("line-AFI")).toContainText("US$");
  await expect(notice).toHaveText("");

  await page.getByRole("radio", { name: /لندن/ }).check();
  // Re-priced at London's prices, in pounds, and said so in the page's language (a live region: announced too).
  await expect(page.getByTestId("line-AFI")).toContainText("UK£");
  await expect(page.getByTestId("line-AFI")).not.toContainText("US$");
  await expect(notice).toContainText(arBooking.currency.names.GBP);
  await expect(notice).toContainText("GBP");
  await expect(notice).toHaveAttribute("role", "status");

  await chooseDayAhead(page, test.info().project.name === "phone" ? 9 : 8, arBooking.time.nextMonth);
  const slot = page.locator('[data-time="11:30"]');
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByTestId("continue-checkout").click();
  await expect(page).toHaveURL(/\/us\/ar\/book-online\/checkout$/);

  // Before paying: the notice above the payment, the total in pounds.
  await expect(notice).toContainText(arBooking.currency.names.GBP);
  await expect(notice).toContainText("GBP");
  await expect(page.getByTestId("sum-total")).toContainText("UK£");
  await expect(page.getByTestId("sum-total")).not.toContainText("US$");
});
