import { expect, test, type Page } from "@playwright/test";

/**
 * Fill the basket on choose-program, then pick London, a free day and a time on the basket page and go
 * on to checkout. Desktop and phone run side by side: each project books on its own day, each journey
 * at its own time, so they never race for the same chair.
 */
export async function basketToCheckout(
  page: Page,
  options: { items: { code: string; option?: string }[]; time: string; clinic?: RegExp },
): Promise<void> {
  await page.goto("/uk/en/book-online/choose-program");
  for (const item of options.items) {
    const card = page.getByTestId(`item-${item.code}`);
    // The add-on choice is a group of radio cards (legend "Add-on choice"), one per option code.
    if (item.option)
      await card
        .getByRole("group", { name: "Add-on choice" })
        .locator(`input[type="radio"][value="${item.option}"]`)
        .check();
    await card.getByRole("button", { name: "Add to basket" }).click();
    await expect(card.getByRole("status")).toContainText("Added to your basket.");
  }
  await expect(page.getByTestId("basket-count")).toHaveText(String(options.items.length));
  await page.goto("/uk/en/book-online/basket");
  await page.getByRole("radio", { name: options.clinic ?? /Aurum Clinic London/ }).check();
  // Desktop and phone book on different days, both clear of the 24-hour lead time at any hour. The journeys share
  // one database and London's six chairs: when other journeys (or their retries) have taken this time on that day,
  // the next day that still offers it is chosen.
  let minDays = test.info().project.name === "phone" ? 4 : 2;
  const slot = page.locator(`[data-time="${options.time}"]`);
  for (let attempt = 1; ; attempt++) {
    const day = await chooseDayAhead(page, minDays);
    // The times are one radio group; early and late starts sit behind "Show early and late times".
    await expect(page.getByRole("radiogroup", { name: "Time" })).toBeVisible();
    await expect(page.getByText("Loading free times…")).toHaveCount(0);
    const more = page.getByRole("button", { name: "Show early and late times" });
    if (!(await slot.isVisible()) && (await more.isVisible())) await more.click();
    if (attempt === 5 || (await slot.isVisible())) break;
    minDays = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dateAhead(0)}T00:00:00Z`)) / 86_400_000) + 1;
  }
  await expect(slot).toBeVisible();
  await slot.click();
  await page.getByTestId("continue-checkout").click();
  await expect(page).toHaveURL(/\/book-online\/checkout$/);
  await expect(page.getByTestId("hold-countdown")).toBeVisible();
}

/** A calendar date `days` after today, as YYYY-MM-DD (UTC; at least `days - 1` whole days ahead in every clinic's zone). */
export function dateAhead(days: number, from = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

/** The first day at least `minDaysAhead` days from today that falls on `weekday` (0 = Sunday), YYYY-MM-DD. */
export function weekdayAhead(minDaysAhead: number, weekday: number, from = new Date()): string {
  const first = new Date(`${dateAhead(minDaysAhead, from)}T12:00:00Z`);
  return dateAhead(minDaysAhead + ((weekday - first.getUTCDay() + 7) % 7), from);
}

/** The calendar's days of the month shown (the grid also draws the neighbouring months' days, invisible). */
export const calendarDays = (page: Page) =>
  page.getByTestId("booking-calendar").locator("[data-day]:not([data-outside-month])");

/**
 * Click the first free day on the calendar at least `minDaysAhead` days from today, turning to the next month
 * when the day lies beyond this one. Two days ahead keeps every start time of that day outside the 24-hour lead
 * time whatever the hour the suite runs; picking "the first free day" does not (tomorrow at 10:00 is inside it
 * after 10:00). Returns the day chosen. `nextMonth` is the month button's name in the page's language.
 */
export async function chooseDayAhead(page: Page, minDaysAhead: number, nextMonth = "Next month"): Promise<string> {
  const day = await findDayAhead(page, minDaysAhead, "free", nextMonth);
  await page.locator(`[data-day="${day}"]:not([data-outside-month])`).click();
  return day;
}

/**
 * Turn the calendar to the first day at least `minDaysAhead` days ahead whose status (data-status: free, none,
 * offer) is `status` and, when given, whose weekday (0 = Sunday) is one of `weekdays`; returns it without choosing it.
 */
export async function findDayAhead(
  page: Page,
  minDaysAhead: number,
  status: "free" | "none" | "offer" | "waitlist",
  nextMonth = "Next month",
  weekdays?: number[],
): Promise<string> {
  const earliest = dateAhead(minDaysAhead);
  const days = calendarDays(page);
  for (let turn = 0; turn < 3; turn++) {
    await expect(days.first()).toBeVisible();
    // The month's availability has arrived once no day is "unknown".
    await expect(page.getByTestId("booking-calendar").locator('[data-status="unknown"]')).toHaveCount(0);
    const found = await days.evaluateAll(
      (cells, want) =>
        cells
          .filter((c) => c.getAttribute("data-status") === want.status && !c.hasAttribute("data-disabled"))
          .map((c) => c.getAttribute("data-day") ?? ""),
      { status },
    );
    const day = found.find(
      (d) => d >= earliest && (!weekdays || weekdays.includes(new Date(`${d}T12:00:00Z`).getUTCDay())),
    );
    if (day) return day;
    const shown = await days.first().getAttribute("data-day");
    await page.getByRole("button", { name: nextMonth }).click();
    await expect(days.first()).not.toHaveAttribute("data-day", shown ?? "");
  }
  throw new Error(`no ${status} day on or after ${earliest} within three months`);
}

export async function payWithCard(page: Page, number: string, options: { choose?: boolean } = {}): Promise<void> {
  if (options.choose !== false) await page.getByRole("radio", { name: "Pay online by card" }).check();
  await page.getByLabel("Card number", { exact: true }).fill(number);
  await page.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

export async function acceptTerms(page: Page): Promise<void> {
  await page
    .getByTestId("checkout")
    .getByRole("checkbox", { name: /I accept the Terms of Use/ })
    .check();
}

/** A unique address per run and project. */
export function uniqueEmail(who: string): string {
  return `${who}-${test.info().project.name}-${Date.now()}@example.com`;
}

/** Sign in with a password inside checkout (the basket was filled as a visitor), as a returning customer does. */
export async function signInAtCheckout(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const form = page.getByTestId("checkout-sign-in-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("signed-in-as")).toBeVisible();
}

/**
 * Checkout's new customer (decision 116): the few fields, by their ids so the same helper works in every language.
 * `password: null` chooses "send me a sign-in code instead".
 */
export async function fillNewCustomer(
  page: Page,
  who: { email: string; password: string | null; firstName?: string; lastName?: string },
): Promise<void> {
  // The second of the two choices (sign in, new customer), whatever its label's language.
  await page.getByTestId("checkout").locator("button[aria-pressed]").nth(1).click();
  const form = page.getByTestId("checkout-new-customer");
  await form.locator("#nc-title").selectOption("Ms");
  await form.locator("#nc-firstName").fill(who.firstName ?? "Ada");
  await form.locator("#nc-lastName").fill(who.lastName ?? "Lovelace");
  await form.locator("#nc-email").fill(who.email);
  await form.locator("#nc-mobile").fill("7700 900123");
  if (who.password === null) await form.locator("#nc-byCode").check();
  else await form.locator("#nc-password").fill(who.password);
}

/** The one Pay / Confirm button on screen (beside the summary on desktop, in the bottom bar on phones). */
export function payButton(page: Page) {
  return page.locator('[data-testid="pay"]:visible');
}
