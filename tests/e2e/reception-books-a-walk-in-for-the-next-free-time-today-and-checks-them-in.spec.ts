import { expect, test } from "@playwright/test";
import { testDatabase } from "./support/database";
import { createStaffMember, signInAsStaff } from "./support/staff";

/**
 * A clinic taking a walk-in whatever the hour the journey runs: London and New York take out-of-hours visits all
 * day (to a last start at 23:30), so London unless it is past 23:00 there, else New York (18:00 or later).
 */
function deskClinic(): { slug: string; name: string; zone: string } {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", hourCycle: "h23" }).format(
      new Date(),
    ),
  );
  return hour >= 23
    ? { slug: "new-york", name: "Aurum Clinic New York", zone: "America/New_York" }
    : { slug: "london", name: "Aurum Clinic London", zone: "Europe/London" };
}

test("reception books a walk-in for the next free time today, checks them in and takes cash; an arrival too early is refused with its reason", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const clinic = deskClinic();
  const reception = await createStaffMember("reception", [clinic.slug]);
  await signInAsStaff(page, reception);

  // A walk-in: a new customer, booked at the desk from now on (the website's 24-hour lead time is for customers).
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
  await page.getByRole("link", { name: "New customer by phone" }).click();
  const form = page.getByTestId("new-customer-form");
  const email = `walk.in.${Date.now()}.${testInfo.project.name}@example.com`;
  await form.getByLabel("First name").fill("Wren");
  await form.getByLabel("Last name").fill("Walker");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Mobile").fill("07700 900555");
  await form.getByRole("button", { name: "Create and book" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book for Wren Walker");

  const free = page.getByRole("region", { name: "Free times" });
  await free.getByLabel("Clinic").selectOption({ label: clinic.name });
  await free.getByLabel("Treatment").selectOption("AFI");
  await free.getByRole("button", { name: "Show free times" }).click();
  // Today is the day shown; the first free time is now (the current five minutes) or the next half hour.
  const first = page.getByTestId("free-times").getByRole("link").first();
  await expect(first).toBeVisible();
  const chosen = /\d\d:\d\d/.exec((await first.textContent()) ?? "")![0];
  await first.click();
  const book = page.getByTestId("book-by-phone-form");
  await expect(book.getByLabel("Time (clinic time)")).toHaveValue(chosen);
  await book.getByRole("button", { name: "Book", exact: true }).click();
  const booked = book.getByRole("status");
  await expect(booked).toContainText("To pay in the clinic");
  await expect(booked).toBeFocused();
  const number = /BK-[A-Z0-9]{8}/.exec((await booked.textContent()) ?? "")![0];

  // The confirmation mail went as usual.
  const db = testDatabase();
  await expect
    .poll(async () => (await db.query(`select 1 from mail_outbox where "to" = $1`, [email])).rowCount)
    .toBeGreaterThan(0);

  // The schedule: today's visit, its panel. A phone shows one chair at a time: the desk picks the visit's chair.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Schedule" }).click();
  const block = page.locator(`[data-testid="schedule-booking"][data-booking="${number}"]`);
  await expect(block).toContainText(chosen);
  if (testInfo.project.name === "phone") {
    const { rows: chairs } = await db.query<{ label: string }>(
      `select c.label from chair_slots s join clinic_chairs c on c.id = s.chair_id
         join bookings b on b.id = s.booking_id where b.number = $1`,
      [number],
    );
    const tab = page
      .getByRole("tablist", { name: "Chairs" })
      .getByRole("tab", { name: new RegExp(`^${chairs[0]!.label} \\(`) });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
  }
  await block.click();
  const panel = page.getByTestId("booking-panel");
  const checkIn = panel.getByTestId("check-in-form");
  await expect(checkIn.getByRole("button", { name: "Arrived" })).toBeVisible();

  // A colleague moves the visit to tomorrow meanwhile: pressing Arrived on the page still open is refused, saying when.
  await db.query(
    `update bookings set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day' where number = $1`,
    [number],
  );
  await checkIn.getByRole("button", { name: "Arrived" }).click();
  const refused = checkIn.getByRole("alert");
  await expect(refused).toHaveText(
    new RegExp(`^Arrival can be marked from \\d\\d:\\d\\d, 60 minutes before the visit\\.$`),
  );
  await expect(refused).toBeFocused();
  await db.query(
    `update bookings set starts_at = starts_at - interval '1 day', ends_at = ends_at - interval '1 day' where number = $1`,
    [number],
  );

  // Back today: Arrived, confirmed beside the button and focused.
  await page.reload();
  await checkIn.getByRole("button", { name: "Arrived" }).click();
  await expect(checkIn.getByRole("status")).toHaveText("Marked as arrived.");
  await expect(checkIn.getByRole("status")).toBeFocused();
  await expect(panel.getByTestId("panel-status")).toHaveText("Arrived");
  await expect(checkIn.getByRole("button", { name: "Completed" })).toBeVisible();
  await expect(checkIn.getByRole("button", { name: "Arrived" })).toHaveCount(0);

  // Cash, the whole amount: the confirmation stays where the form was, focused, even as the form closes.
  const pay = panel.getByTestId("payment-form");
  await pay.getByLabel("Method").selectOption("cash");
  await pay.getByRole("button", { name: "Record payment" }).click();
  const paid = pay.getByRole("status");
  await expect(paid).toContainText("the order is paid in full");
  await expect(paid).toBeFocused();
  await expect(pay).toContainText("Nothing is left to pay on this order.");
  await expect(panel.getByTestId("panel-left")).toHaveText(/^[£$]0$/);

  const { rows } = await db.query(
    `select b.status, o.status as order_status, p.kind from bookings b join orders o on o.id = b.order_id
       join payments p on p.order_id = o.id and p.kind = 'cash' where b.number = $1`,
    [number],
  );
  expect(rows).toEqual([{ status: "arrived", order_status: "paid", kind: "cash" }]);
});
