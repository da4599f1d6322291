import { chromium, type Page } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:3700";
const out = "/work/shots";
async function basketAt(page: Page, area: string, locale: string, londonName: RegExp) {
  await page.goto(`${base}/${area}/${locale}/book-online/choose-program`);
  await page.getByTestId("item-AFI").locator("button").last().click();
  await page.waitForTimeout(800);
  await page.goto(`${base}/${area}/${locale}/book-online/basket`);
  await page.getByRole("radio", { name: londonName }).check();
  await page.getByTestId("currency-notice").filter({ hasText: /GBP/ }).waitFor();
  await page.waitForTimeout(500);
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, viewport] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1280, height: 900 }]] as const) {
  for (const locale of ["en", "ar"]) {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    await basketAt(page, "us", locale, locale === "ar" ? /لندن/ : /London/);
    await page.getByTestId("currency-notice").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/basket-us-${locale}-${name}.png` });
    await page.goto(`${base}/uk/${locale}/book-online/gift-card`);
    await page.screenshot({ path: `${out}/giftcard-uk-${locale}-${name}.png`, fullPage: false });
    await page.goto(`${base}/uk/${locale}`);
    await page.locator("main").getByText("£").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}/home-uk-${locale}-${name}.png` });
    await ctx.close();
  }
}
await browser.close();
