import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

/*
 * Signing in merges the browser's basket into the customer's server basket, and the answer replaces the browser's
 * lines. A line added while that merge is on its way (a quick visitor on a slow network, or a page left before it
 * answered) was wiped by the answer: a CI run saw exactly that ("Add to basket" pressed, the basket still empty).
 * Here the merge is held back until the line is added, then let through.
 */
test("a line added while the basket is being merged after sign-in stays in the basket, and in the server's", async ({
  page,
}) => {
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

/*
 * The merge at sign-in reached the server, but its answer never reached the page (a phone's network dropped it, or the
 * customer left at once): the next page sends the same merge again, and the server, which adds merged quantities up,
 * adds it once (decision 207). One infusion in the visitor's basket stays one.
 */
test("a merge whose answer was lost is sent again by the next page and counted once", async ({ page }) => {
  await page.goto("/uk/en/book-online/choose-program");
  await page.getByTestId("item-AFI").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByTestId("item-AFI").getByRole("status")).toContainText("Added to your basket.");

  let lost = 0;
  await page.route(/\/api\/v2\/my_center\/merge_cart/, async (route) => {
    if (lost > 0) return route.continue();
    lost += 1;
    // The server gets it and applies it; the answer is lost on the way back.
    await route.fetch();
    await route.abort("connectionreset");
  });
  const email = uniqueEmail("lost-merge");
  await registerCustomer(page, email, "Merging-maple-58", "/uk/en");
  await expect.poll(() => lost).toBe(1);

  // The next page sends it again and, answered this time, the basket is the customer's.
  await page.goto("/uk/en/book-online/basket");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("aurum.basket.owner.v1"))).toBe("customer");
  await expect(page.getByTestId("line-AFI").getByTestId("quantity")).toHaveText("1");
  const { rows } = await testDatabase().query<{ quantity: number }>(
    `select l.quantity from basket_lines l join baskets b on b.id = l.basket_id join users u on u.id = b.user_id where u.email = $1 and l.item_code = 'AFI'`,
    [email],
  );
  expect(rows).toEqual([{ quantity: 1 }]);
});
