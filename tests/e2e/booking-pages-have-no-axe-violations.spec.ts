import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { botCheckSolved } from "./support/accounts";
import { basketToCheckout, fillNewCustomer, payButton, uniqueEmail } from "./support/booking";
import { axeLanguagesAndScreens } from "./support/axe-screens";

// Each language books its own time, so the two never race for a chair. English on the desktop, Arabic on the phone:
// each screen and each language once (decision 202).
for (const [locale, tag] of axeLanguagesAndScreens) {
  const time = locale === "en" ? "15:00" : "16:00";
  const place = `/uk/${locale}`;
  // The sign-in pages need no booking: a test of their own, run beside the booking's on the other worker.
  test(`login and register in ${locale} have no accessibility violations`, { tag }, async ({ page }) => {
    for (const path of ["login", "register"]) {
      await page.goto(`${place}/${path}`);
      await expect(page.locator('input[name="email"]').first()).toBeVisible();
      expect(await axeViolations(page), `${locale} ${path}`).toEqual([]);
    }
  });

  test(
    `choose-program, basket, checkout, success and the health questionnaire in ${locale} have no accessibility violations`,
    { tag },
    async ({ page }) => {
      // Six pages, each analysed by axe, and a booking: longer than one page's journey.
      test.setTimeout(180_000);
      // The basket and the chosen time live in the browser: filled once, the same in every language.
      await basketToCheckout(page, { items: [{ code: "JLIV" }, { code: "GPI", option: "GPI-B12" }], time });

      await page.goto(`${place}/book-online/choose-program`);
      await expect(page.getByTestId("item-JLIV")).toBeVisible();
      expect(await axeViolations(page), `${locale} choose-program`).toEqual([]);

      await page.goto(`${place}/book-online/basket`);
      await expect(
        page.getByTestId("booking-calendar").locator("[data-day]:not([data-outside-month])").first(),
      ).toBeVisible();
      await expect(page.locator(`[data-time="${time}"]`)).toBeAttached();
      expect(await axeViolations(page), `${locale} basket`).toEqual([]);

      await page.goto(`${place}/book-online/checkout`);
      await expect(page.getByTestId("appointment")).toBeVisible();
      await fillNewCustomer(page, { email: uniqueEmail(`axe-${locale}`), password: "Tranquil-harbour-42" });
      await page.locator('input[name="payment"][value="clinic"]').check();
      await page.getByTestId("accept-terms").check();
      await botCheckSolved(page.getByTestId("checkout-new-customer"));
      expect(await axeViolations(page), `${locale} checkout`).toEqual([]);

      await payButton(page).click();
      await expect(page).toHaveURL(/\/book-online\/success\?booking=BK-/);
      await expect(page.getByTestId("booking-number")).toBeVisible();
      expect(await axeViolations(page), `${locale} success`).toEqual([]);

      // The health questionnaire the drip needs, as it arrives and with every question's message shown.
      await page.getByTestId("health-callout").locator(`a[href$="/account/health"]`).click();
      await expect(page).toHaveURL(/\/account\/health$/);
      expect(await axeViolations(page), `${locale} health questionnaire`).toEqual([]);
      await page.getByTestId("health-form").locator('button[type="submit"]').click();
      await expect(page.getByTestId("radio-pregnancy").locator("[data-field-error]")).toBeVisible();
      expect(await axeViolations(page), `${locale} health questionnaire with messages`).toEqual([]);
    },
  );
}
