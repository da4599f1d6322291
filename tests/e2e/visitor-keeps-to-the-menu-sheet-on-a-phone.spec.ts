import { expect, test } from "@playwright/test";

/**
 * The phone menu opens at the tap as a sheet and is made modal a frame later (decision 277): a keyboard or screen
 * reader visitor must not be able to tell. Once open it is the browser's modal dialog (the page behind inert, focus
 * inside, the backdrop dimmed), Escape closes it and the focus goes back to the menu button; opening it again works.
 */
test("a visitor on a phone opens the menu, stays inside it with the keyboard, and closes it with Escape", async ({
  page,
}) => {
  await page.goto("/uk/en");
  const trigger = page.locator("[data-menu-trigger]");
  await trigger.click();
  const sheet = page.getByRole("dialog", { name: "Menu" });
  await expect(sheet).toBeVisible();
  await expect.poll(() => sheet.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  // The sections are there, and the sheet's own close of its upgrade did not empty it.
  await expect(sheet.locator("summary").first()).toBeVisible();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  // The page behind is inert: focus stays in the sheet however far the keyboard goes.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toBeHidden();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toBeFocused();

  // Again, and a section's link taken from it.
  await trigger.click();
  await sheet.locator("summary", { hasText: "Infusions" }).click();
  await sheet.getByRole("link", { name: "Programmes", exact: true }).click();
  await expect(page).toHaveURL(/\/uk\/en\/infusion\/package$/);
  await expect(sheet).toBeHidden();
});
