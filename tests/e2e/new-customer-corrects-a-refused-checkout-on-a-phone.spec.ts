import { expect, test } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { basketToCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

const words = {
  en: { required: "Fields marked * are required.", noTitle: "No title", summary: "Please check: Email." },
  ar: { required: "الحقول المعلّمة بـ * مطلوبة.", noTitle: "بدون لقب", summary: "يرجى التحقق من: البريد الإلكتروني." },
} as const;

for (const locale of ["en", "ar"] as const)
  test(`a new customer at the phone's Pay bar is taken to the field to correct, keeps the bot check, and books without a title (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const w = words[locale];
    const email = uniqueEmail(`refused-${locale}`);
    await basketToCheckout(page, { items: [{ code: "AFI" }], time: locale === "en" ? "09:30" : "10:30" });
    if (locale === "ar") await page.goto("/uk/ar/book-online/checkout");
    await expect(page.getByTestId("hold-countdown")).toBeVisible();

    // The second of the two choices (sign in, new customer), whatever its label's language.
    await page.getByTestId("checkout").locator("button[aria-pressed]").nth(1).click();
    const form = page.getByTestId("checkout-new-customer");
    await expect(form.getByTestId("required-note")).toHaveText(w.required);
    // The title is optional: its first choice is "no title", and it is left there.
    await expect(form.locator("#nc-title option").first()).toHaveText(w.noTitle);
    await expect(form.locator("#nc-title")).not.toHaveAttribute("required");
    for (const id of ["firstName", "lastName", "email", "mobile", "password"])
      await expect(form.locator(`#nc-${id}`)).toHaveAttribute("required");
    await form.locator("#nc-firstName").fill("Ada");
    await form.locator("#nc-lastName").fill("Lovelace");
    await form.locator("#nc-email").fill("ada@");
    await form.locator("#nc-mobile").fill("7700 900123");
    await form.locator("#nc-password").fill("Tranquil-harbour-42");
    await page.locator('input[name="payment"][value="clinic"]').check();
    await page.getByTestId("accept-terms").check();
    await botCheckSolved(form);
    const solution = await form.locator('input[name="altcha"]').inputValue();

    // Pay from the sticky bar at the foot of the phone's screen.
    const bar = page.getByTestId("pay-bar");
    await bar.getByTestId("pay").click();
    await expect(page.getByTestId("form-error")).toHaveText(w.summary);
    await expect(form.locator("#nc-email")).toBeFocused();
    await expect(form.locator("#nc-email")).toBeInViewport();
    await expect(form.locator("#nc-email")).toHaveAttribute("aria-invalid", "true");
    // The tick stays: a refusal of the fields never reached the bot check.
    await expect(form.locator('input[name="altcha"]')).toHaveValue(solution);
    await page.screenshot({ path: test.info().outputPath(`refused-${locale}.png`) });

    await form.locator("#nc-email").fill(email);
    await bar.getByTestId("pay").click();
    await expect(page).toHaveURL(/\/book-online\/success\?booking=BK-/);
    const { rows } = await testDatabase().query(`select title from users where email = $1`, [email]);
    expect(rows).toEqual([{ title: null }]);
  });
