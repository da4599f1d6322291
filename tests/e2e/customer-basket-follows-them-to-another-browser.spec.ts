import { expect, test, type Page } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

const PASSWORD = "Basket-harbour-27";

/** The server basket's lines of this customer, summed per goods code (what every browser will show). */
async function serverBasket(email: string): Promise<Record<string, number>> {
  const { rows } = await testDatabase().query<{ code: string; quantity: number }>(
    `select l.item_code as code, sum(l.quantity)::int as quantity from basket_lines l join baskets b on b.id = l.basket_id join users u on u.id = b.user_id where u.email = $1 group by l.item_code`,
    [email],
  );
  return Object.fromEntries(rows.map((r) => [r.code, r.quantity]));
}

const basketOwner = (page: Page) => page.evaluate(() => window.localStorage.getItem("aurum.basket.owner.v1"));

test("a basket edited after sign-in in one browser shows the same lines in a second browser signed in as the same customer", async ({
  page,
  browser,
}) => {
  // Two browsers and two sign-ins: longer than one page's journey.
  test.setTimeout(150_000);
  const email = uniqueEmail("basket-two-browsers");
  await registerCustomer(page, email, PASSWORD);
  // Signed in: the (empty) browser basket was merged into the server's, which is the truth from now on.
  await expect.poll(() => basketOwner(page)).toBe("customer");

  await page.goto("/us/en/book-online/choose-program");
  await page.getByTestId("item-NADEP").getByRole("button", { name: "Add to basket" }).click();
  await page.getByTestId("item-NADADI").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByTestId("basket-count")).toHaveText("2");
  await page.goto("/us/en/book-online/basket");
  await page.getByRole("button", { name: "One more: Alcohol Detox Programme" }).click();
  await expect(page.getByTestId("basket-count")).toHaveText("3");
  await expect.poll(() => serverBasket(email)).toEqual({ NADEP: 1, NADADI: 2 });

  // A second browser (no shared storage) signs in as the same customer and sees the same lines.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto("/us/en/login");
  const login = otherPage.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(email);
  await login.getByLabel("Password").fill(PASSWORD);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(otherPage).toHaveURL(/\/account\/settings$/);
  await expect.poll(() => basketOwner(otherPage)).toBe("customer");
  // The basket page arrives with the customer's lines and sums in its HTML, before any script runs (issue 11);
  // a visitor's page arrives in the basket's shape (their basket lives in their browser).
  const html = await (await other.request.get("/us/en/book-online/basket")).text();
  expect(html).toMatch(/data-testid="line-NADEP"[^]*Executive High Flyer Plus Programme/);
  expect(html).toContain('data-testid="sum-total"');
  expect(html).not.toContain('data-testid="basket-skeleton"');
  const visitor = await browser.newContext();
  const visitorHtml = await (await visitor.request.get("/us/en/book-online/basket")).text();
  await visitor.close();
  expect(visitorHtml).toContain('data-testid="basket-skeleton"');
  expect(visitorHtml).not.toContain('data-testid="line-NADEP"');
  await otherPage.goto("/us/en/book-online/basket");
  await expect(otherPage.getByTestId("line-NADEP")).toContainText("Executive High Flyer Plus Programme");
  await expect(otherPage.getByTestId("line-NADADI")).toContainText("Alcohol Detox Programme");
  await expect(otherPage.getByTestId("basket-count")).toHaveText("3");

  // A browser signed in as the customer but holding no basket of its own (its storage cleared) opens the basket page
  // directly: it keeps the lines the page arrived with, never shows an empty basket in between, and nothing moves
  // (Lighthouse had measured a layout shift of 0.435 as the footer jumped up into an empty basket).
  const restored = await browser.newContext({ storageState: { cookies: await other.cookies(), origins: [] } });
  const restoredPage = await restored.newPage();
  await restoredPage.addInitScript(() => {
    const seen = { shift: 0, empty: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver(() => {
      // The basket page itself (the header popover, hidden, says so while its own copy is empty).
      if (document.querySelector("main")?.textContent?.includes("Your basket is empty")) seen.empty = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The page's quote, priced on the server for the lines it shows, is not asked again once the page is live (one
  // request and one re-render fewer on a phone, issue 14); the month's availability is what the live page asks.
  const quotes: string[] = [];
  restoredPage.on("request", (request) => {
    if (request.url().includes("/api/v2/place_order/quote")) quotes.push(request.url());
  });
  const availability = restoredPage.waitForResponse((response) =>
    response.url().includes("/api/v2/my_center/get_bookable_seat_map"),
  );
  await restoredPage.goto("/us/en/book-online/basket");
  await expect(restoredPage.getByTestId("basket-count")).toHaveText("3");
  await expect.poll(() => basketOwner(restoredPage)).toBe("customer");
  await expect(restoredPage.getByTestId("line-NADADI")).toContainText("Alcohol Detox Programme");
  await availability;
  // The quote would be asked 150 ms after the page goes live (use-quote.ts); well past that, none was.
  await restoredPage.waitForTimeout(600);
  expect(quotes).toEqual([]);
  await expect(restoredPage.getByTestId("sum-total")).toBeVisible();
  const seen = await restoredPage.evaluate(
    () => (window as unknown as { seen: { shift: number; empty: boolean } }).seen,
  );
  expect(seen.empty).toBe(false);
  expect(seen.shift).toBeLessThan(0.05);
  await restored.close();

  // An edit there shows here on the next page.
  await otherPage.getByRole("button", { name: "One fewer: Alcohol Detox Programme" }).click();
  await expect(otherPage.getByTestId("basket-count")).toHaveText("2");
  await expect.poll(() => serverBasket(email)).toEqual({ NADEP: 1, NADADI: 1 });
  await page.goto("/us/en/book-online/choose-program");
  await expect(page.getByTestId("basket-count")).toHaveText("2");
  await other.close();
});
