import { expect, test, type Page } from "@playwright/test";
import { dateAhead } from "./support/booking";

/** Press Tab until the focused element matches `selector` (the keyboard's only way forward); fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focused = (page: Page) =>
  page.evaluate(() => ({
    day: document.activeElement?.getAttribute("data-day") ?? null,
    status: document.activeElement?.getAttribute("data-status") ?? null,
  }));

/**
 * Issue 11 item 7: from a treatment page to checkout with the keyboard alone (no mouse, no tap): Tab, Enter and
 * Space, arrow keys through the calendar's days and the list of times; after each step the focus is on the next
 * step's heading, and after the page change on checkout's heading (never lost on <body>). Desktop only: the phone
 * project's device has no keyboard (listed in playwright.config.ts).
 */
test("a visitor books from a treatment page to checkout with the keyboard alone", async ({ page }) => {
  await page.goto("/uk/en/infusion/executive-high-flyer-plus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Executive High Flyer Plus Programme");

  await tabTo(page, "[data-goods-code='NADEP'] button");
  await expect(page.locator("[data-goods-code='NADEP']").getByRole("button", { name: "Add to basket" })).toBeFocused();
  await page.keyboard.press("Enter");
  const viewBasket = page.getByRole("status").getByRole("link", { name: "View basket" });
  await expect(viewBasket).toBeVisible();
  await tabTo(page, "[role=status] a");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/uk\/en\/book-online\/basket$/);

  // London, the area's clinic, is chosen already; the calendar's days are one grid: one Tab stop, arrow keys move.
  await expect(page.getByRole("radio", { name: /Aurum Clinic London/ })).toBeChecked();
  await expect(page.getByTestId("booking-calendar").locator('[data-status="unknown"]')).toHaveCount(0);
  await tabTo(page, "[data-day]");
  // A day of this journey's own (the other London journeys book 2 to 8 days ahead), clear of the lead time.
  const earliest = dateAhead(9);
  let day = await focused(page);
  for (let i = 0; i < 70 && !(day.day && day.day >= earliest && day.status === "free"); i++) {
    await page.keyboard.press("ArrowRight");
    // A new month's availability arrives once: wait for it before reading the day's status.
    await expect(page.getByTestId("booking-calendar").locator('[data-status="unknown"]')).toHaveCount(0);
    day = await focused(page);
  }
  expect(day.status).toBe("free");
  await page.keyboard.press("Enter");
  await expect(page.locator(`[data-day="${day.day}"]:not([data-outside-month])`)).toHaveAttribute(
    "data-selected",
    "true",
  );
  // The day chosen: the focus is on the times' heading.
  await expect(page.getByTestId("time-heading")).toBeFocused();

  // The times are one radio group: one Tab into it, arrow keys move and choose, Space confirms.
  await expect(page.getByText("Loading free times…")).toHaveCount(0);
  await page.keyboard.press("Tab");
  const group = page.getByRole("radiogroup", { name: "Time" });
  await expect(group.locator("input:focus")).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const chosen = await group.locator("input:checked").getAttribute("value");
  expect(chosen).not.toBeNull();
  await page.keyboard.press(" ");
  // The time chosen: the focus is on Continue.
  await expect(page.getByTestId("continue-checkout")).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/uk\/en\/book-online\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeFocused();
  await expect(page.getByTestId("hold-countdown")).toBeVisible();
  const clinicTime = await page.evaluate(
    (startsAt) =>
      new Intl.DateTimeFormat("en-GB", {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone: "Europe/London",
      }).format(new Date(startsAt)),
    chosen!,
  );
  await expect(page.getByTestId("appointment")).toContainText(clinicTime);
});
