import { expect, test } from "@playwright/test";
import { chooseDayAhead } from "./support/booking";
import { formatMoney } from "../../src/i18n/format-money";
import { testDatabase } from "./support/database";

/**
 * Issue 11 item 3: standard hours first; early and late starts behind "Show early and late times", and once shown
 * a key beside them says what they add; choosing one adds the surcharge to the basket's sums.
 */
test("an out-of-hours time shows its surcharge key and adds the surcharge", async ({ page }) => {
  await page.goto("/uk/en/book-online/choose-program");
  await page.getByTestId("item-AFI").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByTestId("item-AFI").getByRole("status")).toContainText("Added to your basket.");
  await page.goto("/uk/en/book-online/basket");
  await page.getByRole("radio", { name: /Aurum Clinic London/ }).check();
  await chooseDayAhead(page, test.info().project.name === "phone" ? 8 : 7);

  await expect(page.locator('[data-time="10:00"]')).toBeVisible();
  await expect(page.locator('[data-time="07:00"]')).toHaveCount(0);
  await expect(page.getByTestId("surcharge-key")).toHaveCount(0);
  await page.getByRole("button", { name: "Show early and late times" }).click();

  const key = page.getByTestId("surcharge-key");
  await expect(key).toBeVisible();
  // (Times and amounts sit in bidi isolates, so the sentence is checked piece by piece.)
  await expect(key).toContainText("Early and late starts (");
  await expect(key).toContainText("07:00–08:30");
  await expect(key).toContainText("20:30–22:30");
  // London's surcharge, in pounds (issue 45).
  await expect(key).toContainText("£80");
  await expect(key).toContainText("per treatment.");
  const early = page.locator('[data-time="07:00"]');
  // The tile shows what the visit costs at that time: London's price for the drip and the £80 (issue 40, row 8).
  const { rows } = await testDatabase().query<{ price_cents: number }>(
    `select p.price_cents from catalogue_prices p join catalogue_items i on i.id = p.item_id
      where i.code = 'AFI' and p.currency = 'GBP'`,
  );
  await expect(early).toContainText(formatMoney(rows[0]!.price_cents + 80_00, "GBP", "en"));
  await expect(page.getByRole("radiogroup", { name: "Time" })).toHaveAttribute(
    "aria-describedby",
    (await key.getAttribute("id"))!,
  );
  await early.click();
  await expect(page.getByTestId("sum-surcharge")).toContainText("£80");
  // A chosen early time is never hidden behind the toggle.
  await expect(page.getByRole("button", { name: "Hide early and late times" })).toHaveCount(0);
  await expect(key).toBeVisible();
});
