import { chromium } from "@playwright/test";
const [url, selector, out, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: "networkidle" });
if (selector === "viewport") await page.screenshot({ path: out });
else await page.locator(selector).first().screenshot({ path: out });
await browser.close();
