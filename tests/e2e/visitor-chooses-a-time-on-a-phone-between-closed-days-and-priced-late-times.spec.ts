import { expect, test } from "@playwright/test";
import { OUT_OF_HOURS_SURCHARGE_CENTS } from "../../src/config/booking-hours";
import { formatMoney } from "../../src/i18n/format-money";
import { chooseDayAhead, findDayAhead } from "./support/booking";
import { testDatabase } from "./support/database";

// A traveller from the Gulf: their own time (GMT+4) differs from London's.
test.use({ timezoneId: "Asia/Dubai" });

async function priceOf(code: string): Promise<number> {
  const { rows } = await testDatabase().query<{ price_cents: number }>(
    "select price_cents from catalogue_items where code = $1",
    [code],
  );
  return rows[0]!.price_cents;
}

// Issue 40, row 8: every future day looked the same and 25 December was bookable; after tapping a day the tiles started
// below the fold; "Your own time: GMT" showed before any time was chosen; with two treatments the late tiles said
// "+$200" while the key said "per treatment".
test("on a phone, a visitor choosing a time finds a closed day unavailable, the first times in view, each late time's price and their own time once one is chosen", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const db = testDatabase();
  await page.goto("/uk/en/book-online/choose-program");
  for (const code of ["JLIV", "AFI"]) {
    const card = page.getByTestId(`item-${code}`);
    await card.getByRole("button", { name: "Add to basket" }).click();
    await expect(card.getByRole("status")).toContainText("Added to your basket.");
  }
  await page.goto("/uk/en/book-online/basket");
  await page.getByRole("radio", { name: /Aurum Clinic London/ }).check();

  // A weekday a month ahead, closed for the whole clinic day as the back office's Closures does (a public holiday).
  const closed = await findDayAhead(page, 30, "free", "Next month", [2, 3, 4]);
  const { rows } = await db.query<{ id: number }>(
    `insert into clinic_closures (clinic_id, chair_id, starts_on, ends_on, starts_at, ends_at, reason)
     select id, null, $1::date, $1::date, ($1::date)::timestamp at time zone time_zone, ($1::date + 1)::timestamp at time zone time_zone, 'Journey: a public holiday'
       from clinics where slug = 'london' returning id`,
    [closed],
  );
  try {
    await page.reload();
    const closedDay = await findDayAhead(page, 30, "none", "Next month", [2, 3, 4]);
    expect(closedDay).toBe(closed);
    const button = page.locator(`[data-day="${closed}"]:not([data-outside-month])`);
    // Unavailable: struck through and not choosable, not offered for the waitlist as a full day would be.
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await button.click();
    await expect(page.locator("[data-time]")).toHaveCount(0);

    await page.reload();
    await chooseDayAhead(page, 5);
    // The first tiles come into view once the day is chosen.
    const first = page.locator("[data-time]").first();
    await expect(first).toBeInViewport();
    // Nothing about the visitor's own time before a time is chosen.
    await expect(page.getByTestId("own-time")).toHaveCount(0);

    await page.getByRole("button", { name: "Show early and late times" }).click();
    const late = page.locator('[data-band="out_of_hours"]').first();
    await expect(late).toBeVisible();
    // The tile shows what the visit costs at that time; the key what it adds per treatment.
    const visit = (await priceOf("JLIV")) + (await priceOf("AFI")) + 2 * OUT_OF_HOURS_SURCHARGE_CENTS;
    await expect(late).toContainText(formatMoney(visit, "USD", "en"));
    await expect(page.getByTestId("surcharge-key")).toContainText(
      `add ${formatMoney(OUT_OF_HOURS_SURCHARGE_CENTS, "USD", "en")} per treatment`,
    );
    await page.screenshot({ path: test.info().outputPath("time-list-390.png"), fullPage: true });

    await page.locator('[data-band="standard"]').first().click();
    await expect(page.getByTestId("own-time")).toContainText("your time");
  } finally {
    await db.query("delete from clinic_closures where id = $1", [rows[0]!.id]);
  }
});
