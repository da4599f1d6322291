import { expect, test, type Locator, type Page } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { calendarDays, findDayAhead, payButton, uniqueEmail } from "./support/booking";

/**
 * What a new customer on a phone must do, from a treatment page to "Booking Successful" (issue 40): every field
 * typed into, every box ticked and every tap, a field's focusing tap included. The issue counted 10 fields, 2 boxes
 * and 21 taps; README states today's figures from this journey.
 */
class Effort {
  readonly fields = new Set<string>();
  boxes = 0;
  taps = 0;
  /** Taps on "Next month": only when the first free day falls in the next month, which depends on the date. */
  monthTurns = 0;

  async tap(target: Locator): Promise<void> {
    this.taps++;
    await target.tap();
  }

  async type(field: Locator, value: string): Promise<void> {
    this.fields.add((await field.getAttribute("id")) ?? (await field.getAttribute("name")) ?? String(this.fields.size));
    await this.tap(field);
    await field.fill(value);
  }

  async tick(box: Locator): Promise<void> {
    this.boxes++;
    await this.tap(box);
    await expect(box).toBeChecked();
  }
}

/** Turns to the first free day at least two days ahead, counting the month button's taps, and taps the day. */
async function tapFirstFreeDay(page: Page, effort: Effort): Promise<void> {
  const days = calendarDays(page);
  await expect(days.first()).toBeVisible();
  const shownFirst = (await days.first().getAttribute("data-day")) ?? "";
  const day = await findDayAhead(page, 2, "free");
  const shownNow = (await days.first().getAttribute("data-day")) ?? "";
  const monthsTurned =
    (Number(shownNow.slice(0, 4)) - Number(shownFirst.slice(0, 4))) * 12 +
    (Number(shownNow.slice(5, 7)) - Number(shownFirst.slice(5, 7)));
  effort.taps += monthsTurned;
  effort.monthTurns += monthsTurned;
  await effort.tap(page.locator(`[data-day="${day}"]:not([data-outside-month])`));
}

test("a new customer on a phone books a drip from its page in fewer fields and taps than before", async ({ page }) => {
  const effort = new Effort();
  await page.goto("/uk/en/infusion/combat_jet_leg");

  const add = page.getByRole("button", { name: "Add to basket" });
  await expect(add).toBeEnabled();
  await effort.tap(add);
  await effort.tap(page.getByRole("link", { name: "View basket" }).first());
  await expect(page).toHaveURL(/\/book-online\/basket$/);

  // The area's clinic is already chosen on the UK site: a tap only to change it.
  const london = page.getByRole("radio", { name: /Aurum Clinic London/ });
  if (!(await london.isChecked())) await effort.tap(london);
  await tapFirstFreeDay(page, effort);
  const times = page.getByRole("radiogroup", { name: "Time" });
  await expect(times).toBeVisible();
  await expect(page.getByText("Loading free times…")).toHaveCount(0);
  // The first time offered: its tile (the radio inside is for the keyboard and screen readers).
  await effort.tap(page.locator("[data-time]:visible").first());
  await effort.tap(page.getByTestId("continue-checkout"));
  await expect(page).toHaveURL(/\/book-online\/checkout$/);

  // Checkout: a new customer, paying by card in the same step.
  await effort.tap(page.getByTestId("checkout").locator("button[aria-pressed]").nth(1));
  const form = page.getByTestId("checkout-new-customer");
  await effort.type(form.locator("#nc-firstName"), "Ada");
  await effort.type(form.locator("#nc-lastName"), "Lovelace");
  await effort.type(form.locator("#nc-email"), uniqueEmail("few-taps"));
  await effort.type(form.locator("#nc-mobile"), "7700 900123");
  await effort.type(form.locator("#nc-password"), "Tranquil-harbour-42");
  const card = page.getByRole("radio", { name: "Pay online by card" });
  if (!(await card.isChecked())) await effort.tap(card);
  await effort.type(page.getByLabel("Card number", { exact: true }), "4242 4242 4242 4242");
  await effort.type(page.getByLabel("Expiry date (MM/YY)"), "12/34");
  await effort.type(page.getByLabel("CVC"), "123");
  await effort.tick(page.getByTestId("accept-terms"));
  // The bot check works by itself: nothing to tick.
  await botCheckSolved(form);
  await effort.tap(payButton(page));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  await expect(page.getByTestId("booking-number")).toHaveText(/^BK-[A-Z0-9]{8}$/);

  const counted = { fields: effort.fields.size, boxes: effort.boxes, taps: effort.taps };
  test.info().annotations.push({ type: "effort", description: JSON.stringify(counted) });
  console.log(`[effort] treatment page to Booking Successful on a phone: ${JSON.stringify(counted)}`);
  // Issue 40 counted 10 fields, 2 boxes and 21 taps; README's figures (8, 1 and 16) come from this line. A step
  // added to the path fails here: say why in README, or take one away elsewhere.
  expect(counted).toEqual({ fields: 8, boxes: 1, taps: 16 + effort.monthTurns });
});
