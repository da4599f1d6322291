import { expect, test } from "@playwright/test";
import { acceptTerms, basketToCheckout, fillNewCustomer, payButton, uniqueEmail } from "./support/booking";
import { botCheckSolved } from "./support/accounts";
import { testDatabase } from "./support/database";

/**
 * Issue 39, row 8: five people on one hotel network share a client address. Every browser of the journeys reaches
 * the server from 127.0.0.1, and the journeys' server no longer raises any hold limit (decision 241): this is the
 * hotel. The site allowed 2 live holds per address, so the third guest was told "You are already holding as many
 * times as we allow"; now each guest holds a time (all five holds live at once) and books it, paying in the clinic.
 */
test("five guests on one hotel network each hold a time at once and book it, paying in the clinic", async ({
  browser,
}) => {
  test.setTimeout(test.info().timeout * 5);
  const times = ["09:30", "11:30", "13:30", "15:30", "17:30"];
  const guests = [];
  for (const [i, time] of times.entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await basketToCheckout(page, { items: [{ code: "AFI" }], time });
    guests.push({ context, page, email: uniqueEmail(`hotel-guest-${i + 1}`) });
  }
  // Five holds from one address, live together.
  const { rows: held } = await testDatabase().query<{ n: number }>(
    `select count(*)::int as n from chair_slots where state = 'held' and expires_at > now() and client_address in ('127.0.0.1', '::1', '::ffff:127.0.0.1') and created_at > now() - interval '10 minutes'`,
  );
  expect(held[0]!.n).toBeGreaterThanOrEqual(5);

  for (const guest of guests) {
    const { page } = guest;
    await fillNewCustomer(page, { email: guest.email, password: "Harbour-view-2468" });
    await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
    await acceptTerms(page);
    await botCheckSolved(page.getByTestId("checkout-new-customer"));
    await payButton(page).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
    await guest.context.close();
  }
  const { rows } = await testDatabase().query<{ email: string; status: string }>(
    `select u.email, b.status from bookings b join users u on u.id = b.user_id where u.email = any($1) order by u.email`,
    [guests.map((g) => g.email)],
  );
  expect(rows.map((r) => r.status)).toEqual(["confirmed", "confirmed", "confirmed", "confirmed", "confirmed"]);
});
