import { expect, test } from "@playwright/test";
import { formatMoney } from "../../src/i18n/format-money";
import { testDatabase } from "./support/database";

/**
 * A visitor in New York's time zone reads what the Anti-Fatigue drip includes, who it does not suit and a
 * question, sees the next free time named in London time (the UK site's clinic), follows a related
 * treatment, then books from choose-program through a jump link; on a phone the fixed "Continue · total"
 * bar appears once something is chosen, counts the quantity buttons and leads to the basket.
 */
test.use({ timezoneId: "America/New_York" });

async function priceOf(code: string): Promise<{ cents: number; currency: string }> {
  const { rows } = await testDatabase().query<{ price_cents: number; currency: string }>(
    "select price_cents, currency from catalogue_items where code = $1",
    [code],
  );
  return { cents: rows[0]!.price_cents, currency: rows[0]!.currency };
}

test("a visitor reads what a treatment includes and books it from choose-program", async ({ page, isMobile }) => {
  // Three pages and a basket: longer than one page's journey.
  test.setTimeout(150_000);
  await page.goto("/uk/en/infusion/anti_fatigue_iv_infusion");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anti-Fatigue IV Infusion");

  await expect(page.getByRole("heading", { name: "What's included" })).toBeVisible();
  await expect(page.getByTestId("treatment-included")).toContainText("Fluids, B-complex vitamins and magnesium");
  await expect(page.getByTestId("treatment-not-suits")).toContainText("pregnancy");
  await expect(page.getByTestId("treatment-aftercare")).toContainText("drink water");

  // The second question opens on a tap; the first is open from the start.
  const faq = page.getByTestId("treatment-faq");
  const answer = faq.getByText("Most people go straight back to their day.");
  await expect(answer).toBeHidden();
  await faq.getByText("Can I drive or go back to work afterwards?").click();
  await expect(answer).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(
    jsonLd.some((json) => json.includes('"FAQPage"') && json.includes("Can I drive or go back to work afterwards?")),
  ).toBe(true);

  // Named in the clinic's time, not the browser's (New York): a standard start between 09:00 and 20:00, written the
  // British way on the UK site ("Tue 8 Dec", decision 225).
  const next = page.getByTestId("next-free-time");
  await expect(next).toHaveAttribute("data-state", "found");
  await expect(next).toHaveText(/^Next available: \w{3} \d{1,2} \w{3}, (09|1\d|20):[03]0 London time$/);

  const related = page.getByTestId("treatment-related").getByRole("link");
  await expect(related).toHaveCount(3);
  await expect(page.locator("[data-related='EBP']")).toBeVisible();
  await page.locator("[data-related='SNADD']").click();
  await expect(page).toHaveURL(/\/uk\/en\/infusion\/signature_detox$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Signature NAD+ Detox");

  await page.goto("/uk/en/book-online/choose-program");
  const jump = page.getByTestId("group-jump-links");
  await jump.getByRole("link", { name: "Blood tests" }).click();
  await expect(page).toHaveURL(/#group-blood$/);
  await expect(page.getByRole("heading", { name: "Blood tests", level: 2 })).toBeInViewport();

  await jump.getByRole("link", { name: "IV infusions" }).click();
  const card = page.getByTestId("item-AFI");
  const bar = page.getByTestId("continue-bar");
  await expect(bar).toHaveCount(0);
  await card.getByRole("button", { name: "Add to basket" }).click();
  await expect(card.getByRole("status")).toContainText("Added to your basket.");
  await card.getByRole("button", { name: "One more: Anti-Fatigue IV Infusion" }).click();
  await expect(card.getByTestId("quantity-stepper")).toContainText("2");
  await expect(page.getByTestId("basket-count")).toHaveText("2");

  const { cents, currency } = await priceOf("AFI");
  if (isMobile) {
    await expect(bar).toBeVisible();
    await expect(bar).toHaveText(`Continue · ${formatMoney(cents * 2, currency, "en")}`);
    // Every tap target on the cards, the jump links and the bar is at least 44 px tall on a phone.
    for (const target of await page
      .locator(
        "[data-testid^='item-'] button, [data-testid^='item-'] label, [data-testid='group-jump-links'] a, [data-testid='continue-bar'] a",
      )
      .all()) {
      if (!(await target.isVisible())) continue;
      const box = await target.boundingBox();
      expect(box!.height, await target.innerText()).toBeGreaterThanOrEqual(44);
    }
    await card.getByRole("button", { name: "One fewer: Anti-Fatigue IV Infusion" }).click();
    await expect(bar).toHaveText(`Continue · ${formatMoney(cents, currency, "en")}`);
    await bar.getByRole("link").click();
  } else {
    await expect(bar).toBeHidden();
    await page.getByRole("link", { name: "Go to basket" }).click();
  }
  await expect(page).toHaveURL(/\/uk\/en\/book-online\/basket$/);
});
