import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, dateAhead, findDayAhead, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

const PASSWORD = "Waiting-willow-93";

/** A weekday (Monday to Friday) at least `days` ahead, clear of every other journey's days. */
function weekdayAhead(days: number): string {
  for (let d = days; ; d++) {
    const day = dateAhead(d);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

test("a customer joins the waitlist of a fully booked day, is offered a freed chair by mail, and books it", async ({
  page,
  context,
}) => {
  // The worker offers freed times once a minute: this journey waits for its tick.
  test.setTimeout(300_000);
  const db = testDatabase();
  const email = uniqueEmail("waitlist");
  await registerCustomer(page, email, PASSWORD);

  // Every London chair is held all that day by someone else: a weekday of this journey's own per project, or the
  // next one when an earlier attempt (a retry) left a visit on it.
  const blocker = `journey-blocker-${randomUUID()}`;
  let ahead = test.info().project.name === "phone" ? 24 : 20;
  let day = "";
  for (let attempt = 0; attempt < 5; attempt++) {
    day = weekdayAhead(ahead);
    const { rowCount } = await db.query(
      `insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key, expires_at)
         select c.id, ch.id, ($2::date)::timestamp at time zone c.time_zone, ($2::date + 1)::timestamp at time zone c.time_zone, 'held', $1, now() + interval '1 day'
           from clinics c join clinic_chairs ch on ch.clinic_id = c.id and ch.active where c.slug = 'london'
       on conflict do nothing`,
      [blocker, day],
    );
    const { rows: chairs } = await db.query(
      `select count(*)::int as n from clinic_chairs ch join clinics c on c.id = ch.clinic_id where c.slug = 'london' and ch.active`,
    );
    if (rowCount === chairs[0].n) break;
    await db.query(`delete from chair_slots where holder_key = $1`, [blocker]);
    ahead = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dateAhead(0)}T00:00:00Z`)) / 86_400_000) + 1;
  }
  try {
    await page.goto("/uk/en/book-online/choose-program");
    const card = page.getByTestId("item-AFI");
    await card.getByRole("button", { name: "Add to basket" }).click();
    await expect(card.getByRole("status")).toContainText("Added to your basket.");
    await page.goto("/uk/en/book-online/basket");
    await page.getByRole("radio", { name: /Aurum Clinic London/ }).check();
    expect(await findDayAhead(page, ahead, "waitlist")).toBe(day);
    await page.locator(`[data-day="${day}"]:not([data-outside-month])`).click();

    const join = page.getByTestId("waitlist-join");
    await expect(join).toContainText("This day is fully booked");
    await join.getByRole("radio", { name: /Afternoon/ }).check();
    await join.getByRole("button", { name: "Join the waitlist for this day" }).click();
    await expect(page.getByTestId("waitlist-joined")).toContainText("You are on the waitlist");

    await page.goto("/uk/en/account/waitlist");
    await expect(page.getByTestId("waitlist-entry")).toContainText("Waiting: number 1 in line");

    // One chair's hold runs out: within a minute the worker holds a time for the first in line and mails them.
    await db.query(
      `update chair_slots set expires_at = now() where holder_key = $1 and chair_id = (select min(chair_id) from chair_slots where holder_key = $1)`,
      [blocker],
    );
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `select count(*)::int as n from mail_outbox where "to" = $1 and template = 'waitlist-offer'`,
              [email],
            )
          ).rows[0].n,
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe(1);
    const mail = await readMail(context, email, "waitlist-offer");
    expect(mail).toContain("You are first on the waitlist at Aurum Clinic London");
    const link = mail.match(/https?:\/\/\S+\/account\/waitlist/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(new URL(link!).pathname);
    const entry = page.getByTestId("waitlist-entry");
    await expect(entry).toContainText("A time is held for you");
    await entry.getByRole("button", { name: "Book this time" }).click();
    await expect(page).toHaveURL(/\/book-online\/checkout$/);
    await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
    await acceptTerms(page);
    await page.getByRole("button", { name: "Confirm booking" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
    const number = (await page.getByTestId("booking-number").textContent())!;

    // Booked on that day in the afternoon (London time), and the place on the waitlist is closed.
    const { rows } = await db.query(
      `select to_char(b.starts_at at time zone 'Europe/London', 'YYYY-MM-DD') as day, extract(hour from b.starts_at at time zone 'Europe/London')::int as hour, w.state
         from bookings b join users u on u.id = b.user_id join waitlist_entries w on w.user_id = u.id where b.number = $1`,
      [number],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].day).toBe(day);
    expect(rows[0].hour).toBeGreaterThanOrEqual(12);
    expect(rows[0].hour).toBeLessThan(17);
    expect(["accepted", "booked"]).toContain(rows[0].state);
  } finally {
    await db.query(`delete from chair_slots where holder_key = $1`, [blocker]);
  }
});
