import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { uniqueEmail } from "./support/booking";

/*
 * Signing in merges the browser's basket into the customer's server basket, and the answer replaces the browser's
 * lines. A line added while that merge is on its way (a quick visitor on a slow network, or a page left before it
 * answered) was wiped by the answer: a CI run saw exactly that ("Add to basket" pressed, the basket still empty).
 * Here the merge is held back until the line is added, then let through.
 */
test("a line added while the basket is being merged after sign-in stays in the basket, and in the server's", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v2\/my_center\/merge_cart/, async (route) => {
    await held;
    // A merge whose page was left meanwhile (the registration's own) was aborted by the browser.
    await route.continue().catch(() => {});
  });

  await registerCustomer(page, uniqueEmail("late-line"), "Merging-maple-58", "/uk/en");
  await page.goto("/uk/en/book-online/choose-program");
  const card = page.getByTestId("item-AFI");
  const merge = page.waitForResponse(/\/api\/v2\/my_center\/merge_cart/);
  await card.getByRole("button", { name: "Add to basket" }).click();
  await expect(card.getByRole("status")).toContainText("Added to your basket.");

  // The merge's answer, then the late line carried to the server basket on top of it.
  const carried = page.waitForResponse(/\/api\/v2\/my_center\/operate_cart/);
  release();
  expect((await merge).status()).toBe(200);
  expect((await carried).status()).toBe(200);
  // The merge's answer did not take the line away: the card still counts it, the header too.
  await expect(card.getByTestId("quantity-value")).toHaveText("1");
  await expect(page.getByRole("button", { name: "Basket: 1 item" })).toBeVisible();
  // And it is in the customer's server basket: a basket page rendered by the server shows it.
  await page.goto("/uk/en/book-online/basket");
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByTestId("line-AFI")).toContainText("Anti-Fatigue IV Infusion");
  await expect(page.getByTestId("line-AFI").getByTestId("quantity")).toHaveText("1");
});
