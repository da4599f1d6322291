import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { localeTags, locales } from "../../src/i18n/locales";
import { axeViolations } from "./support/axe";

// Issue 40 row 5 and issue 44: Next sent an empty document for a 404 and drew its words with script, so a person
// who mistyped an address saw a blank page for seconds. The production server now sends the page with its words in
// the HTML (decision 261).

const notFoundTitle = (locale: string) =>
  (JSON.parse(readFileSync(`messages/${locale}/errors.json`, "utf8")) as { notFound: { title: string } }).notFound
    .title;

test("every language's 404 has its heading in the first HTML, for unknown pages and unknown treatments", async ({
  request,
}) => {
  for (const [index, locale] of locales.entries()) {
    const area = ["us", "uk", "za"][index % 3];
    for (const path of [`/${area}/${locale}/no-such-page-${index}`, `/${area}/${locale}/infusion/no-such-drip`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).not.toContain("__next_error__");
      expect(html, path).toContain(`<html lang="${localeTags[locale]}"`);
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${notFoundTitle(locale)}</h1>`));
    }
  }
  // The page's own address is a 404 too: never a page a search engine keeps.
  expect((await request.get("/us/en/page-not-found")).status()).toBe(404);
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor in Arabic sees the 404's words and links before any script runs @phone-only", async ({ page }) => {
    const response = await page.goto("/uk/ar/treatments-that-do-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundTitle("ar"));
    await expect(page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toHaveAttribute("href", "/uk/ar");
    await expect(page).toHaveTitle(/.+/);
  });
});

test("the 404 has no accessibility violations, its numeral included @desktop-only", async ({ page }) => {
  await page.goto("/us/en/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundTitle("en"));
  expect(await axeViolations(page)).toEqual([]);
});
