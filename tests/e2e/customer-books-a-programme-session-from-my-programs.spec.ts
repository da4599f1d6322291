import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, chooseDayAhead, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

test("a customer who bought a five-session programme books session two from My Programs, moves it, is refused a change two days ahead, and cancels it", async ({
  page,
}) => {
  const email = uniqueEmail("programme");
  await registerCustomer(page, email, "Amber-harbour-42");

  // Signed in, the browser's basket first merges with the server's: let that finish so its answer cannot replace what we add.
  await page.waitForFunction(() => window.localStorage.getItem("aurum.basket.owner.v1") === "customer");
  // The programme is bought through the real checkout, paid in the clinic: session 1 is booked at 14:00.
  await basketToCheckout(page, { items: [{ code: "NADEP" }], time: "14:00" });
  await expect(page.getByTestId("signed-in-as")).toContainText("Noah Reid");
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");

  // The header's "My account" leads to the account home, which points at the sessions still to book.
  await page.getByTestId("account-link").first().click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("programmes-to-book")).toContainText("4 sessions of 5 to book");
  await expect(page.getByTestId("next-appointment")).toContainText("14:00");
  await expect(page.getByTestId("account-nav").getByRole("link")).toHaveText([
    "Overview",
    "My Bookings",
    "Waitlist",
    "My Programs",
    "My Orders",
    "Refer A Friend",
    "My Voucher",
    "My Gift Card",
    "Account Settings",
  ]);
  await page.getByTestId("account-nav").getByRole("link", { name: "My Programs" }).click();

  const programme = page.getByTestId("programme");
  await expect(programme.getByTestId("sessions-used")).toHaveText("1 of 5");
  await expect(programme.getByTestId("session-1").getByTestId("session-state")).toHaveText("Booked");
  const second = programme.getByTestId("session-2");
  await expect(second.getByTestId("session-state")).toHaveText("To book");
  await second.getByRole("button", { name: "Apply session time" }).click();

  // The checkout's picker: a day at least a week ahead (clear of session 1 and of the 24-hour lead time), a standard-hours time.
  const form = second.getByTestId("session-time-form");
  await expect(form.getByTestId("lead-time-note")).toBeVisible();
  const day = await chooseDayAhead(page, 9);
  await expect(form.locator('[data-time="07:30"]')).toHaveCount(0);
  await form.locator('[data-time="10:00"]').click();
  await expect(form.getByTestId("hold-countdown")).toBeVisible();
  await form.getByRole("button", { name: "Book this time" }).click();
  await expect(second.getByTestId("session-status")).toHaveText("Apply Successful");
  // In view and focused once the picker closes, not left in the footer (issue 40, row 4).
  await expect(second.getByTestId("session-status")).toBeInViewport();
  await expect(second.getByTestId("session-status")).toBeFocused();

  // After the refresh: session 2 is booked at 10:00 clinic time on that day, and can still be changed (more than 72 hours away).
  await expect(programme.getByTestId("sessions-used")).toHaveText("2 of 5");
  await expect(second.getByTestId("session-state")).toHaveText("Booked");
  await expect(second).toContainText(/10:00.*clinic time/);
  await expect(second.getByRole("button", { name: "Change time" })).toBeVisible();
  const { rows } = await testDatabase().query(
    `select b.status, b.price_cents, to_char(b.starts_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as london, cs.state as chair
       from programme_sessions s join programmes p on p.id = s.programme_id join users u on u.id = p.user_id
       join bookings b on b.id = s.booking_id join chair_slots cs on cs.booking_id = b.id
      where u.email = $1 and s.number = 2`,
    [email],
  );
  expect(rows).toEqual([{ status: "confirmed", price_cents: 0, london: `${day} 10:00`, chair: "booked" }]);

  // Session 1 is two days away (under 72 hours): no change online, the clinic's contact instead.
  await expect(programme.getByTestId("session-1").getByTestId("change-closed")).toContainText(
    "You can't edit session time, please contact our administration team",
  );
  await expect(programme.getByTestId("session-1").getByRole("button", { name: "Change time" })).toHaveCount(0);

  // Move session 2 an hour later on the same day: "Modify Successful", and the chair moves with it.
  await second.getByRole("button", { name: "Change time" }).click();
  const move = second.getByTestId("session-time-form");
  await chooseDayAhead(page, 9);
  await move.locator('[data-time="11:00"]').click();
  await expect(move.getByTestId("hold-countdown")).toBeVisible();
  await move.getByRole("button", { name: "Move to this time" }).click();
  await expect(second.getByTestId("session-status")).toHaveText("Modify Successful");
  await expect(second).toContainText(/11:00.*clinic time/);

  // My Bookings names session 2's visit by its programme and its number, never the first order's lines (issue 41).
  const programsUrl = page.url();
  await page.goto("/uk/en/account/bookings");
  const sessionVisit = page.getByTestId("booking-session").filter({ hasText: "Session 2 of 5" });
  await expect(sessionVisit).toHaveCount(1);
  await expect(page.getByTestId("booking-session").filter({ hasText: "Session 1 of 5" })).toHaveCount(1);
  await page.goto(programsUrl);

  // Cancel it: the chair is freed and the session goes back to "To book", ready to be booked again.
  page.once("dialog", (dialog) => void dialog.accept());
  await second.getByRole("button", { name: "Cancel session" }).click();
  await expect(second.getByTestId("session-status")).toContainText("Cancelled.");
  await expect(second.getByTestId("session-state")).toHaveText("To book");
  await expect(second.getByRole("button", { name: "Apply session time" })).toBeVisible();
  await expect(programme.getByTestId("sessions-used")).toHaveText("1 of 5");
  const { rows: after } = await testDatabase().query(
    `select b.status, array_agg(cs.state::text order by cs.created_at) as chairs
       from bookings b join chair_slots cs on cs.booking_id = b.id join users u on u.id = b.user_id
      where u.email = $1 and b.price_cents = 0 group by b.status`,
    [email],
  );
  expect(after).toEqual([{ status: "cancelled", chairs: ["cancelled", "cancelled"] }]);
});
