import { expect, test } from "@playwright/test";
import { proveAddress, registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, signInAtCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { createStaffMember, signInAsStaff } from "./support/staff";

test("reception opens today's London schedule, checks a customer in and takes a card-terminal payment; the referrer's coupon appears in My Voucher", async ({
  browser,
  page,
}) => {
  // Two registrations, a booking, the desk's work and the referrer's sign-in: longer than one page's journey.
  test.setTimeout(150_000);
  const password = "Quiet-harbour-5820";
  // The referrer registers; their friend registers with the referral code and books with the 25% coupon, paying in the clinic.
  const referrerEmail = uniqueEmail("referrer");
  const setup = await browser.newContext();
  const setupPage = await setup.newPage();
  await registerCustomer(setupPage, referrerEmail, password);
  const { rows: referrer } = await testDatabase().query(`select referral_code from users where email = $1`, [
    referrerEmail,
  ]);
  await setup.clearCookies();
  const friendEmail = uniqueEmail("friend");
  await setupPage.goto(`/us/en/register?ref=${referrer[0].referral_code}`);
  await registerCustomer(setupPage, friendEmail, password, "/us/en", { keepPage: true, mobile: "212 555 0144" });
  // A proven address brings the friend's 25% and, later, the referrer's reward (decision 212).
  await proveAddress(setupPage, friendEmail);
  await setup.close();
  // The friend fills the basket, signs in at checkout and pays in the clinic with the coupon.
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await basketToCheckout(friendPage, { items: [{ code: "NADADI" }], time: "15:30" });
  await signInAtCheckout(friendPage, friendEmail, password);
  await friendPage.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await expect(friendPage.getByTestId("sum-discount")).toContainText("Referral coupon (25%)");
  await acceptTerms(friendPage);
  await friendPage.getByRole("button", { name: "Confirm booking" }).click();
  await expect(friendPage.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await friendPage.getByTestId("booking-number").textContent())!.trim();
  await friend.close();

  // Online bookings need 24 hours' notice: the visit is moved in the database to a quarter of an hour ago today in
  // London (its midnight at the earliest), so its arrival is open whatever the hour (an hour before the start, on
  // the visit's day), on a chair free then, as if the desk had taken it by phone.
  const db = testDatabase();
  const { rows: moved } = await db.query<{ clock: string }>(
    `select to_char(greatest(date_trunc('day', now() at time zone 'Europe/London'),
                             date_trunc('minute', now() at time zone 'Europe/London') - interval '15 minutes'), 'HH24:MI') as clock`,
  );
  const clock = moved[0]!.clock;
  await db.query(
    `with t as (
       select b.id, s.id as slot_id, s.clinic_id,
              ((now() at time zone 'Europe/London')::date + $2::time) at time zone 'Europe/London' as starts_at,
              ((now() at time zone 'Europe/London')::date + $2::time) at time zone 'Europe/London' + (b.ends_at - b.starts_at) as ends_at
         from bookings b join chair_slots s on s.booking_id = b.id where b.number = $1),
     chair as (
       select c.id from clinic_chairs c, t
        where c.clinic_id = t.clinic_id and c.active
          and not exists (select 1 from chair_slots o where o.chair_id = c.id and o.id <> t.slot_id and o.state in ('held', 'booked')
                            and o.starts_at < t.ends_at and o.ends_at > t.starts_at)
        order by c.id limit 1),
     moved as (update bookings b set starts_at = t.starts_at, ends_at = t.ends_at from t where b.id = t.id returning b.id)
     update chair_slots s set starts_at = t.starts_at, ends_at = t.ends_at, chair_id = chair.id from t, chair where s.id = t.slot_id`,
    [number, clock],
  );

  const reception = await createStaffMember("reception", ["london"]);
  await signInAsStaff(page, reception, "/uk/en");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Schedule" }).click();
  // Today in London by default, with the chairs as columns and the friend's booking on one of them.
  await expect(page.getByTestId("schedule-title")).toContainText("Aurum Clinic London");
  await expect(page.getByRole("link", { name: "Today" })).toHaveAttribute("aria-current", "date");
  const block = page.locator(`[data-testid="schedule-booking"][data-booking="${number}"]`);
  await expect(block).toContainText("Noah Reid");
  await expect(block).toContainText(clock);
  await expect(block).toContainText("Confirmed");
  await expect(block).toContainText(/to pay/);
  await expect(block).toContainText("First visit");

  for (const [name, size] of [
    ["tablet", { width: 1024, height: 768 }],
    ["desktop", { width: 1440, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/bo-desk/schedule-${name}.png`, fullPage: true });
  }

  await block.click();
  const panel = page.getByTestId("booking-panel");
  await expect(panel).toContainText(`Booking ${number}`);
  await panel.getByRole("button", { name: "Arrived" }).click();
  await expect(panel.getByTestId("panel-status")).toHaveText("Arrived");
  await expect(block).toContainText("Arrived");
  await page.screenshot({ path: `/tmp/bo-desk/schedule-panel-desktop.png`, fullPage: true });

  // The whole amount left, on the card terminal, with the slip's reference.
  const form = page.getByTestId("payment-form");
  await expect(form.getByLabel("Method")).toHaveValue("terminal");
  const left = await form.getByLabel(/^Amount/).inputValue();
  expect(Number(left)).toBeGreaterThan(0);
  await form.getByLabel("Reference").fill("Slip 004217");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(panel.getByTestId("panel-left")).toHaveText(/^[£$]0$/);
  await expect(panel).toContainText("Nothing is left to pay on this order.");
  await expect(block).toContainText("Paid");

  const { rows } = await db.query(
    `select o.status, o.left_to_pay_cents, b.status as booking, p.kind, p.reference
       from bookings b join orders o on o.id = b.order_id join payments p on p.order_id = o.id and p.kind = 'terminal' where b.number = $1`,
    [number],
  );
  expect(rows).toEqual([
    { status: "paid", left_to_pay_cents: 0, booking: "arrived", kind: "terminal", reference: "Slip 004217" },
  ]);

  // The week view lists the visit on today's column.
  await page.getByRole("navigation", { name: "View" }).getByRole("link", { name: "Week" }).click();
  const todayColumn = page.getByTestId("week-day").filter({ hasText: "Today" });
  await expect(todayColumn).toContainText("Noah Reid");
  await expect(todayColumn).toContainText(clock);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: `/tmp/bo-desk/schedule-week-tablet.png`, fullPage: true });

  // The referrer signs in and finds the reward in My Voucher.
  const referrerContext = await browser.newContext();
  const referrerPage = await referrerContext.newPage();
  await referrerPage.goto("/us/en/login");
  const login = referrerPage.getByTestId("login-password-form");
  await login.getByLabel("Email").fill(referrerEmail);
  await login.getByLabel("Password").fill(password);
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(referrerPage).not.toHaveURL(/\/login/);
  await referrerPage.goto("/us/en/account/voucher");
  await expect(referrerPage.getByTestId("voucher").filter({ hasText: "Referral reward" })).toHaveCount(1);
  // A customer who opens the schedule's address sees "not found".
  expect((await referrerPage.goto("/uk/en/staff/schedule?clinic=london"))?.status()).toBe(404);
  await referrerContext.close();
});
