import { expect, test, type Page } from "@playwright/test";

/**
 * Fill the basket on choose-program, then pick London, a free day and a time on the basket page and go
 * on to checkout. Desktop and phone run side by side: each project books on its own day, each journey
 * at its own time, so they never race for the same chair.
 */
export async function basketToCheckout(page: Page, options: { items: { code: string; option?: string }[]; time: string; clinic?: RegExp }): Promise<void> {
  await page.goto("/uk/en/book-online/choose-program");
  for (const item of options.items) {
    const card = page.getByTestId(`item-${item.code}`);
    // The add-on choice is a group of radio cards (legend "Add-on choice"), one per option code.
    if (item.option) await card.getByRole("group", { name: "Add-on choice" }).locator(`input[type="radio"][value="${item.option}"]`).check();
    await card.getByRole("button", { name: "Add to basket" }).click();
    await expect(card.getByRole("status")).toContainText("Added to your basket.");
  }
  await expect(page.getByTestId("basket-count")).toHaveText(String(options.items.length));
  await page.goto("/uk/en/book-online/basket");
  await page.getByRole("radio", { name: options.clinic ?? /Aurum Clinic London/ }).check();
  const dayIndex = test.info().project.name === "phone" ? 3 : 1;
  await page.locator("button[data-day]:not([disabled])").nth(dayIndex).click();
  const slot = page.locator(`button[data-time="${options.time}"]`);
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByTestId("continue-checkout").click();
  await expect(page).toHaveURL(/\/book-online\/checkout$/);
  await expect(page.getByTestId("hold-countdown")).toBeVisible();
}

export async function payWithCard(page: Page, number: string, options: { choose?: boolean } = {}): Promise<void> {
  if (options.choose !== false) await page.getByRole("radio", { name: "Pay online by card" }).check();
  await page.getByLabel("Card number", { exact: true }).fill(number);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

export async function acceptTerms(page: Page): Promise<void> {
  await page.getByTestId("checkout").getByRole("checkbox", { name: /I accept the Terms of Use/ }).check();
}

/** A unique address per run and project. */
export function uniqueEmail(who: string): string {
  return `${who}-${test.info().project.name}-${Date.now()}@example.com`;
}
