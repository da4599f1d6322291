import { expect, test, type APIRequestContext } from "@playwright/test";
import { locales } from "../../src/i18n/locales";

/**
 * The page types that print prices before a clinic is chosen (issue 45): home, a list, a treatment, choose-program;
 * then the basket, priced at the area's clinic by its island.
 */
const pages = ["", "/infusion", "/infusion/anti_fatigue_iv_infusion", "/book-online/choose-program"];

/**
 * The text of a page's <main> as the server sent it, without its scripts: these pages print their prices on the
 * server, so the HTML is what a reader (and a search engine) sees first. Fetched without a browser: sixty-four page
 * loads in a browser cost the journeys about 40 s of CI time for the same words.
 */
async function mainText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const main = (await response.text()).match(/<main\b[\s\S]*<\/main>/)?.[0] ?? "";
  expect(main, `${path} has a <main>`).not.toBe("");
  return main
    .replace(/<script\b[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&");
}

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
        const uk = await mainText(page.request, `/uk/${locale}${path}`);
        expect(uk, `/uk/${locale}${path}`).toContain("£");
        expect(uk, `/uk/${locale}${path}`).not.toContain("$");
        const us = await mainText(page.request, `/us/${locale}${path}`);
        expect(us, `/us/${locale}${path}`).toContain("$");
        expect(us, `/us/${locale}${path}`).not.toContain("£");
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
