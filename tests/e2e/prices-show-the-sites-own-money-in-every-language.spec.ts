import { expect, test } from "@playwright/test";
import { locales } from "../../src/i18n/locales";

/**
 * The page types that print prices before a clinic is chosen (issue 45): home, a list, a treatment, choose-program;
 * then the basket, priced at the area's clinic by its island.
 */
const pages = ["", "/infusion", "/infusion/anti_fatigue_iv_infusion", "/book-online/choose-program"];

/**
 * Issue 45: before a clinic is chosen, prices are in the money of the site's area, in every language: pounds on the
 * UK site and dollars on the US site, never the other. Every amount goes through formatMoney, which always prints
 * its currency, so a page in pounds has a "£" and no "$" at all.
 */
test.describe("every language's price pages show the site's own money", () => {
  for (const locale of locales) {
    // The same pages and words on a phone: once, on the desktop, is enough.
    test(`${locale}: pounds on the UK site, dollars on the US site`, { tag: "@desktop-only" }, async ({ page }) => {
      for (const path of pages) {
        await page.goto(`/uk/${locale}${path}`);
        const main = page.locator("main");
        await expect(main, `/uk/${locale}${path}`).toContainText("£");
        await expect(main, `/uk/${locale}${path}`).not.toContainText("$");
        await page.goto(`/us/${locale}${path}`);
        await expect(main, `/us/${locale}${path}`).toContainText("$");
        await expect(main, `/us/${locale}${path}`).not.toContainText("£");
      }
      // The basket's island prints its amounts from the page's money patterns (decision 199): in pounds too.
      await page.goto(`/uk/${locale}/book-online/choose-program`);
      const card = page.getByTestId("item-AFI");
      await card.locator("button").last().click();
      await expect(page.getByTestId("basket-count")).toHaveText("1");
      await page.goto(`/uk/${locale}/book-online/basket`);
      await expect(page.getByTestId("line-AFI")).toContainText("£");
      await expect(page.getByTestId("sum-total")).toContainText("£");
      await expect(page.locator("main")).not.toContainText("$");
    });
  }
});
