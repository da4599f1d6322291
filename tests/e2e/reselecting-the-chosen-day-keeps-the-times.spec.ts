import { expect, test } from "@playwright/test";
import { chooseDayAhead } from "./support/booking";

/** Issue 11 item 2: tapping the day already chosen never empties the time list nor drops the time picked. */
test("re-selecting the chosen day keeps its times and the time picked", async ({ page }) => {
  await page.goto("/uk/en/book-online/choose-program");
  await page.getByTestId("item-AFI").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByTestId("item-AFI").getByRole("status")).toContainText("Added to your basket.");
  await page.goto("/uk/en/book-online/basket");
  await page.getByRole("radio", { name: /Aurum Clinic London/ }).check();
  const day = await chooseDayAhead(page, test.info().project.name === "phone" ? 6 : 5);
  const ten = page.locator('[data-time="10:00"]');
  await expect(ten).toBeVisible();
  const before = await page.locator("[data-time]").count();
  await ten.click();
  await expect(ten.locator("input")).toBeChecked();

  const chosenDay = page.locator(`[data-day="${day}"]:not([data-outside-month])`);
  for (let i = 0; i < 3; i++) {
    await chosenDay.click();
    await expect(page.getByText("Loading free times…")).toHaveCount(0);
    await expect(page.locator("[data-time]")).toHaveCount(before);
    await expect(ten.locator("input")).toBeChecked();
  }
  await expect(chosenDay).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("continue-checkout")).toBeEnabled();
});
