import type { Page } from "@playwright/test";

/** On a phone the language and region switchers live in the menu sheet; open it first. */
export async function openSwitchersIfNeeded(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 1280;
  if (width < 1024) await page.locator("button[aria-haspopup='dialog']:not([data-testid='basket-button'])").click();
}
