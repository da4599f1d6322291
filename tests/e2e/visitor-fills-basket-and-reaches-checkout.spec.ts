import { expect, test } from "@playwright/test";
import { chooseDayAhead } from "./support/booking";
import { testDatabase } from "./support/database";

test("a visitor adds two programmes and an injection with an add-on, picks London, a day and a time, and sees how the order combines at checkout", async ({
  page,
}) => {
  await page.goto("/uk/en/book-online");
  await expect(page).toHaveURL(/\/uk\/en\/book-online\/choose-program$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your treatments");

  await page.getByTestId("item-NADEP").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByTestId("item-NADEP").getByRole("status")).toContainText("Added to your basket.");
  await page.getByTestId("item-NADADI").getByRole("button", { name: "Add to basket" }).click();

  // An injection needs its add-on choice first.
  const injection = page.getByTestId("item-GPI");
  await injection.getByRole("button", { name: "Add to basket" }).click();
  await expect(injection.getByRole("alert")).toHaveText("Please select an add-on choice.");
  await injection.getByRole("radio", { name: "Vitamin B12" }).check();
  await injection.getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByTestId("basket-count")).toHaveText("3");

  await page.goto("/uk/en/book-online/basket");
  await expect(page.getByTestId("line-NADEP")).toContainText("Executive High Flyer Plus Programme");
  await expect(page.getByTestId("line-NADEP")).toContainText("5 sessions");
  await expect(page.getByTestId("line-GPI")).toContainText("Glutathione Push · Vitamin B12");
  // London's prices, in pounds (issue 45): £2,000 + £2,000 + £145, of which £25 the add-on; less 10% new customer.
  await expect(page.getByTestId("sum-subtotal")).toContainText("£4,145");
  await expect(page.getByTestId("sum-addons")).toContainText("£25");
  await expect(page.getByTestId("sum-total")).toContainText("£3,730.50");

  // Quantity up and down again.
  await page.getByRole("button", { name: "One more: Alcohol Detox Programme" }).click();
  await expect(page.getByTestId("sum-subtotal")).toContainText("£6,145");
  await page.getByRole("button", { name: "One fewer: Alcohol Detox Programme" }).click();
  await expect(page.getByTestId("sum-subtotal")).toContainText("£4,145");

  await page.getByRole("radio", { name: /Aurum Clinic London/ }).check();
  await expect(page.getByTestId("lead-time-note")).toContainText("+44 20 7946 0321");
  // A day clear of the 24-hour lead time at any hour the suite runs (tomorrow at 10:00 is not, after 10:00), and
  // of the days other journeys book on: this 260-minute visit needs one chair free from 10:00 to 14:20.
  const day = await chooseDayAhead(page, test.info().project.name === "phone" ? 13 : 12);
  // a standard-hours start: 10:00 London time, no surcharge
  const ten = page.locator('[data-time="10:00"]');
  await expect(ten).toBeVisible();
  await expect(ten).not.toContainText("+£");
  await ten.click();
  // Tapping the day already chosen keeps its times and the time picked on it.
  await page.locator(`[data-day="${day}"]:not([data-outside-month])`).click();
  await expect(page.getByText("Loading free times…")).toHaveCount(0);
  await expect(ten.locator("input")).toBeChecked();
  await page.getByTestId("continue-checkout").click();

  await expect(page).toHaveURL(/\/uk\/en\/book-online\/checkout$/);
  await expect(page.getByTestId("hold-countdown")).toContainText(/held for you for another [0-9]:[0-5][0-9]/);
  await expect(page.getByTestId("appointment")).toContainText("10:00");
  await expect(page.getByTestId("appointment")).toContainText("Aurum Clinic London");
  await expect(page.getByTestId("sum-total")).toContainText("£3,730.50");
  await expect(page.getByTestId("sum-discount")).toContainText("New customer, first order (10%)");
  // Only the offer this visitor has: no member price, no coupons they were never given (issue 40, row 14).
  await expect(page.getByTestId("offers").locator("li")).toHaveText([/^New customer, first order \(10%\)\s*applied$/]);

  // The chair is held in the database for ten minutes.
  const held = await testDatabase().query(
    "select count(*)::int as n from chair_slots where state = 'held' and expires_at > now()",
  );
  expect(held.rows[0].n).toBeGreaterThan(0);

  // The rules of the form, in the original site's words.
  await page.getByRole("button", { name: /Pay .* and book/ }).click();
  await expect(page.getByText("Please choose sign in or new customer button first")).toBeVisible();
  await expect(page.getByText("You must accept our Terms of Use and Privacy Policy.")).toBeVisible();
  await expect(page.getByText("Please fill in the card number, expiry date and CVC.")).toBeVisible();

  await page.getByRole("button", { name: "New customer" }).click();
  await expect(page.getByText("Please choose sign in or new customer button first")).toBeHidden();
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await expect(page.getByTestId("sum-left")).toContainText("£3,730.50");
});
