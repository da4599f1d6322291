import { expect, test } from "@playwright/test";
import { formatMoney } from "../../src/i18n/format-money";
import { testDatabase } from "./support/database";
import { chooseLanguage, followMenu } from "./support/shell";

test("a visitor opens a programme from the menu, reads it in German, then finds the FAQs and the Cape Town clinic", async ({
  page,
}) => {
  const {
    rows: [programme],
  } = await testDatabase().query<{ price_cents: number; currency: string; sessions: number }>(
    "select price_cents, currency, sessions from catalogue_items where code = 'NADEP'",
  );

  await page.goto("/");
  await expect(page).toHaveURL(/\/us\/en$/);
  await followMenu(page, "Infusions", "Programmes");
  await expect(page).toHaveURL(/\/us\/en\/infusion\/package$/);
  await page.getByRole("link", { name: "Executive High Flyer Plus Programme" }).first().click();
  await expect(page).toHaveURL(/\/us\/en\/infusion\/executive-high-flyer-plus$/);
  await expect(page.getByTestId("item-price")).toHaveText(
    formatMoney(programme!.price_cents, programme!.currency, "en"),
  );

  await chooseLanguage(page, "Deutsch");
  await expect(page).toHaveURL(/\/us\/de\/infusion\/executive-high-flyer-plus$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Executive High Flyer Plus Programm");
  // German groups thousands with a dot and puts the currency after the amount: "2.500 $".
  const germanPrice = formatMoney(programme!.price_cents, programme!.currency, "de");
  expect(germanPrice.replace(/\s/g, " ")).toBe("2.500 $");
  await expect(page.getByTestId("item-price")).toHaveText(germanPrice);
  await expect(page.getByText(`${programme!.sessions} Sitzungen`).first()).toBeVisible();

  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (phone) {
    await page.locator("[data-menu-trigger]").click();
    await page.getByRole("dialog").getByRole("link", { name: "Häufige Fragen", exact: true }).click();
  } else {
    await page
      .getByRole("navigation", { name: /Über die Klinik/ })
      .getByRole("link", { name: "Häufige Fragen", exact: true })
      .click();
  }
  await expect(page).toHaveURL(/\/us\/de\/faqs$/);
  await expect(page.locator("main details").first()).toBeVisible();

  await followMenu(page, "Standorte", "Kapstadt", "Über die Klinik");
  await expect(page).toHaveURL(/\/us\/de\/locations\/cape-town$/);
  const {
    rows: [capeTown],
  } = await testDatabase().query<{ phone: string; email: string }>(
    "select phone, email from clinics where slug = 'cape-town'",
  );
  await expect(page.getByTestId("clinic-phone")).toHaveText(capeTown!.phone);
  await expect(page.getByTestId("clinic-email")).toHaveText(capeTown!.email);
});
