import type { Page } from "@playwright/test";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** On a phone the language and region switchers live in the menu sheet; open it first. */
export async function openSwitchersIfNeeded(page: Page): Promise<void> {
  if (isPhone(page)) await page.locator("[data-menu-trigger]").click();
}

/** Switch the page's language with the header's switcher (the language is named in itself, e.g. "Deutsch"). */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await openSwitchersIfNeeded(page);
  await page
    .locator("summary:visible")
    .filter({ has: page.locator("svg") })
    .first()
    .click();
  await page.getByRole("link", { name, exact: true }).locator("visible=true").click();
}

/** Follow a menu group to one of its pages, as a visitor would on this screen size. */
export async function followMenu(
  page: Page,
  group: string,
  link: string,
  navigationName = "Main navigation",
): Promise<void> {
  if (isPhone(page)) {
    await page.locator("[data-menu-trigger]").click();
    const sheet = page.getByRole("dialog");
    await sheet.locator("summary", { hasText: group }).click();
    await sheet.getByRole("link", { name: link, exact: true }).click();
  } else {
    const nav = page.getByRole("navigation", { name: navigationName });
    await nav.getByRole("button", { name: group }).click();
    await nav.getByRole("link", { name: link, exact: true }).click();
  }
}
