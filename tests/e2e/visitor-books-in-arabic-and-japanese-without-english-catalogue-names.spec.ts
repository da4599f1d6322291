import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { testDatabase } from "./support/database";

/**
 * A visitor on the Arabic and on the Japanese site fills the basket: choose-program, the add-on choice,
 * the basket's lines and clinic list and the header popover name every treatment, add-on and clinic in
 * their language. The journey scans the visible text for the English catalogue strings (those the
 * locale does not itself use).
 */
type Catalogue = { items: Record<string, { name: string; summary: string }>; options: Record<string, string>; clinics: Record<string, { name: string; city: string }> };
const messages = (locale: string, ns: string) => JSON.parse(readFileSync(`messages/${locale}/${ns}.json`, "utf8"));

async function englishStrings(localized: Catalogue): Promise<string[]> {
  const db = testDatabase();
  const items = await db.query<{ code: string; title: string; summary: string }>(
    "select code, title, summary from catalogue_items where active and not price_on_request and not request_only and kind in ('single','program','injection','blood')",
  );
  const options = await db.query<{ name: string }>("select distinct name from catalogue_options where active");
  const clinics = await db.query<{ name: string; time_zone: string }>("select name, time_zone from clinics");
  const own = new Set<string>([
    ...Object.values(localized.items).flatMap((i) => [i.name, i.summary]),
    ...Object.values(localized.options),
    ...Object.values(localized.clinics).flatMap((c) => [c.name, c.city]),
  ]);
  return [
    ...items.rows.flatMap((r) => [r.title, r.summary]),
    ...options.rows.map((r) => r.name),
    ...clinics.rows.flatMap((r) => [r.name, r.time_zone]),
  ].filter((s) => !own.has(s));
}

async function expectNoEnglish(page: Page, english: string[], where: string) {
  const text = await page.locator("body").innerText();
  const found = english.filter((s) => text.includes(s));
  expect(found, `English catalogue text on ${where}`).toEqual([]);
}

for (const locale of ["ar", "ja"] as const) {
  test(`a visitor in ${locale} fills the basket and sees no English treatment, add-on or clinic name`, async ({ page }) => {
    const catalogue = messages(locale, "catalogue") as Catalogue;
    const basket = messages(locale, "basket");
    const english = await englishStrings(catalogue);
    expect(english).toContain("Without supplement");

    await page.goto(`/uk/${locale}/book-online/choose-program`);
    await expect(page.getByTestId("item-GPI")).toContainText(catalogue.items.GPI!.name);
    await expectNoEnglish(page, english, "choose-program");

    const card = page.getByTestId("item-GPI");
    await expect(card).toContainText(catalogue.options.NONE!);
    await card.locator('input[type="radio"][value="GPI-NONE"]').check();
    await card.getByRole("button", { name: basket.add.button }).click();
    await expect(card.getByRole("status")).toContainText(basket.add.added);

    await page.goto(`/uk/${locale}/book-online/basket`);
    await expect(page.locator("main").getByText(`${catalogue.items.GPI!.name} · ${catalogue.options.NONE}`)).toBeVisible();
    await expect(page.getByRole("radio", { name: new RegExp(catalogue.clinics.london!.name) })).toBeVisible();
    await expectNoEnglish(page, english, "the basket");

    const button = page.getByTestId("basket-button");
    await button.click();
    const popover = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(popover).toContainText(`${catalogue.items.GPI!.name} · ${catalogue.options.NONE}`);
    await expectNoEnglish(page, english, "the basket popover");
  });
}
