import { chromium } from "@playwright/test";
const base = process.env.BASE ?? "http://localhost:3201";
const pages = (process.env.PAGES ?? "infusion/package").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const locale of (process.env.LOCALES ?? "en,ar").split(",")) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const p of pages) {
      await page.goto(`${base}/us/${locale}/${p}`, { waitUntil: "networkidle" });
      if (process.env.CLICK) { const el = page.locator(process.env.CLICK).first(); if (await el.count()) await el.click(); await page.waitForTimeout(300); }
      const name = p.replace(/[^a-zA-Z0-9_-]+/g, "_").slice(0, 60);
      await page.screenshot({ path: `/tmp/shots-catalogue/${name}-${locale}-${width}.png`, fullPage: process.env.FULL !== "0" });
    }
    await page.close();
  }
}
await browser.close();
