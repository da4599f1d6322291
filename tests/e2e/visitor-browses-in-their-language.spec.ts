import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { testDatabase } from "./support/database";
import { chooseLanguage } from "./support/shell";

/** The same on every screen: proven on the desktop (decision 262). */
const DESKTOP_ONLY = { tag: "@desktop-only" };

test("a visitor lands on the site, reads it in Arabic then Chinese on the same page", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/us\/en$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Medicine for how you want to feel");

  await chooseLanguage(page, "العربية");
  await expect(page).toHaveURL(/\/us\/ar$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u0600-\u06FF]/);

  await chooseLanguage(page, "中文");
  await expect(page).toHaveURL(/\/us\/zh$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/[\u4e00-\u9fff]/);

  // The choice is remembered: the bare address now opens in Chinese.
  await page.goto("/");
  await expect(page).toHaveURL(/\/us\/zh$/);
});

test("the home page shows each family's lowest price as stored in the database", DESKTOP_ONLY, async ({ page }) => {
  const { rows } = await testDatabase().query<{ category: string; cents: number }>(
    "select category, min(price_cents)::int as cents from catalogue_items where active and not price_on_request group by category",
  );
  const cheapestInfusion = rows.find((r) => r.category === "infusion")!.cents;
  const cheapestInjection = rows.find((r) => r.category === "injection")!.cents;
  await page.goto("/us/en");
  await expect(page.getByTestId("from-price-infusion")).toHaveText(`from $${cheapestInfusion / 100}`);
  await expect(page.getByTestId("from-price-injection")).toHaveText(`from $${cheapestInjection / 100}`);
  await page.goto("/us/de");
  await expect(page.getByTestId("from-price-infusion")).toContainText(`${cheapestInfusion / 100}`);
});

test("an unknown address answers 404 with a localized page", DESKTOP_ONLY, async ({ page }) => {
  const response = await page.goto("/us/fr/cette-page-nexiste-pas");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("We could not find that page");
  const english = await page.goto("/us/en/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
});

test("an unknown area or locale is redirected to the same page under the default", DESKTOP_ONLY, async ({ page }) => {
  await page.goto("/xx/de/faqs?from=mail");
  await expect(page).toHaveURL(/\/us\/de\/faqs\?from=mail$/);
  await page.goto("/uk/pt");
  await expect(page).toHaveURL(/\/uk\/en$/);
});

for (const locale of ["en", "ar"]) {
  test(`the home page in ${locale} has no accessibility violations`, async ({ page }) => {
    await page.goto(`/us/${locale}`);
    expect(await axeViolations(page)).toEqual([]);
  });
}
