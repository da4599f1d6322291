import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { acceptTerms, basketToCheckout, fillNewCustomer, payButton, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { createStaffMember, signInAsStaff } from "./support/staff";

const shots = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/i41b/${name}-${test.info().project.name}.png`, fullPage: true });

test("reception sees today's visits on the home, takes cash for one and finds it in the day close; once a manager closes the day, reception can no longer change that day's payment", async ({
  browser,
  page,
}) => {
  // A booking through checkout, two members of staff signing in, the desk's work and the close.
  test.setTimeout(180_000);
  // A new customer books an infusion at London and will pay in the clinic.
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await basketToCheckout(customerPage, { items: [{ code: "NADADI" }], time: "16:30" });
  await fillNewCustomer(customerPage, {
    email: uniqueEmail("cash-up"),
    password: "Quiet-harbour-5820",
    firstName: "Mira",
    lastName: "Okafor",
  });
  await customerPage.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(customerPage);
  await payButton(customerPage).click();
  await expect(customerPage.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await customerPage.getByTestId("booking-number").textContent())!.trim();
  await customer.close();

  // Online bookings need 24 hours' notice: the visit is moved to today 07:45 London time in the database, on a chair
  // free then, as if the desk had taken it by phone.
  const db = testDatabase();
  await db.query(
    `with t as (
       select b.id, s.id as slot_id, s.clinic_id,
              ((now() at time zone 'Europe/London')::date + time '07:45') at time zone 'Europe/London' as starts_at,
              ((now() at time zone 'Europe/London')::date + time '07:45') at time zone 'Europe/London' + (b.ends_at - b.starts_at) as ends_at
         from bookings b join chair_slots s on s.booking_id = b.id where b.number = $1),
     chair as (
       select c.id from clinic_chairs c, t
        where c.clinic_id = t.clinic_id and c.active
          and not exists (select 1 from chair_slots o where o.chair_id = c.id and o.id <> t.slot_id and o.state in ('held', 'booked')
                            and o.starts_at < t.ends_at and o.ends_at > t.starts_at)
        order by c.id desc limit 1),
     moved as (update bookings b set starts_at = t.starts_at, ends_at = t.ends_at from t where b.id = t.id returning b.id)
     update chair_slots s set starts_at = t.starts_at, ends_at = t.ends_at, chair_id = chair.id from t, chair where s.id = t.slot_id`,
    [number],
  );

  // The receptionist's home is today: the visit in time order with its status, what is left to pay and what is still
  // to do before the chair.
  const reception = await createStaffMember("reception", ["london"]);
  await signInAsStaff(page, reception, "/uk/en");
  const london = page.locator('[data-testid="today-clinic"][data-clinic="london"]');
  await expect(london.getByRole("heading", { level: 2 })).toContainText("Aurum Clinic London");
  const arrival = london.locator(`[data-testid="today-arrival"][data-booking="${number}"]`);
  await expect(arrival).toContainText("07:45");
  await expect(arrival).toContainText("Mira Okafor");
  await expect(arrival.getByTestId("today-status")).toHaveText("Confirmed");
  await expect(arrival.getByTestId("today-left")).toContainText("to pay");
  await expect(arrival.getByTestId("readiness-questionnaire")).toHaveText("Questionnaire: to complete");
  await expect(arrival.getByTestId("readiness-consent")).toContainText("Consent: to sign");
  const times = await london
    .locator('[data-testid="today-arrival"] time')
    .evaluateAll((els) => els.map((el) => el.getAttribute("datetime")!));
  expect(times).toEqual([...times].sort());
  await expect(page.getByTestId("today-requests")).toBeVisible();
  await shots(page, "staff-home");

  // From the home to the booking: the panel shows the same states (never an answer) and what is left to pay.
  await arrival.getByRole("link", { name: "Mira Okafor" }).click();
  const panel = page.getByTestId("booking-panel");
  await expect(panel).toContainText(`Booking ${number}`);
  await expect(panel.getByTestId("panel-readiness")).toContainText("Questionnaire: to complete");
  await expect(panel.getByTestId("panel-readiness")).toContainText("Consent: to sign (IV infusion)");
  const left = await panel.getByTestId("panel-left").textContent();
  expect(left).not.toMatch(/^[£$]0$/);

  // On a phone the grid shows one chair at a time, the visit's own, with tabs for the others.
  if (test.info().project.name === "phone") {
    const tabs = page.getByRole("tablist", { name: "Chairs" });
    await expect(tabs).toBeVisible();
    const visible = page.locator('[data-testid="chair-column"]:visible');
    await expect(visible).toHaveCount(1);
    const shown = tabs.getByRole("tab", { selected: true });
    await expect(shown).toHaveCount(1);
    const block = page.locator(`[data-testid="schedule-booking"][data-booking="${number}"]`);
    await expect(block).toBeVisible();
    const grid = page.getByTestId("day-grid");
    const box = (await grid.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await grid.screenshot({ path: `/tmp/i41b/day-grid-phone.png` });
    // Another chair, with the keyboard: the arrow key shows the next chair at once (no new page), focused.
    const visitChair = await shown.getAttribute("id");
    await shown.focus();
    await page.keyboard.press("ArrowRight");
    const next = tabs.getByRole("tab", { selected: true });
    await expect(next).not.toHaveAttribute("id", visitChair!);
    await expect(next).toBeFocused();
    await expect(visible).toHaveCount(1);
    await expect(block).toBeHidden();
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.getByRole("tab", { selected: true })).toHaveAttribute("id", visitChair!);
    await expect(block).toBeVisible();
    await expect(panel).toBeVisible();
  } else {
    // On a tablet every chair is side by side, none cut off.
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.getByRole("tablist", { name: "Chairs" })).toBeHidden();
    const columns = page.locator('[data-testid="chair-column"]');
    expect(await columns.count()).toBeGreaterThanOrEqual(6);
    for (const column of await columns.all()) {
      const box = (await column.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(768);
    }
    await page.getByTestId("day-grid").screenshot({ path: `/tmp/i41b/day-grid-tablet.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  // Cash for the whole amount.
  const form = page.getByTestId("payment-form");
  await form.getByLabel("Method").selectOption("cash");
  const amount = await form.getByLabel(/^Amount/).inputValue();
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(panel.getByTestId("panel-left")).toHaveText(/^[£$]0$/);

  // The day close lists it, in today's cash.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Day close" }).click();
  await expect(page.getByTestId("day-close-title")).toContainText("Aurum Clinic London");
  await expect(page.getByTestId("day-close-open")).toBeVisible();
  // Both screen sizes' journeys book a "Mira Okafor" at once: the row is found by this booking's order.
  const { rows: ordered } = await db.query<{ number: string }>(
    `select o.number from orders o join bookings b on b.order_id = o.id where b.number = $1`,
    [number],
  );
  const orderNumber = ordered[0]!.number;
  const row = page.locator(`[data-testid="day-close-payment"][data-order="${orderNumber}"]`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Mira Okafor");
  await expect(row).toHaveAttribute("data-method", "cash");
  const totals = page.getByTestId("day-close-totals");
  await expect(totals.locator('tr[data-method="cash"] td').first()).not.toHaveText("0");
  await expect(page.getByTestId("day-close-grand-total")).toBeVisible();
  // Reception does not close the day.
  await expect(page.getByRole("button", { name: "Close the day" })).toHaveCount(0);
  await expect(page.getByText("A manager closes the day once the takings are counted.")).toBeVisible();
  await shots(page, "day-close");

  // The CSV download has the payment.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^aurum-day-close-london-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  expect(csv).toContain(`"Cash"`);
  expect(csv).toContain(`"Cash","${Number(amount).toFixed(2)}",`);
  expect(csv).toContain(`"${orderNumber}","Mira Okafor"`);

  // Closing today would stop every other journey's payment of today: the cash is moved to a past day of its own (a
  // random one long ago), which the manager then closes.
  const past = new Date(Date.now() - (400 + Math.floor(Math.random() * 4000)) * 86_400_000).toISOString().slice(0, 10);
  await db.query(
    `update payments set created_at = ($2::date + time '12:00') at time zone 'Europe/London'
      where kind = 'cash' and order_id = (select order_id from bookings where number = $1)`,
    [number, past],
  );
  const pastUrl = `/uk/en/staff/day-close?clinic=london&day=${past}`;
  await page.goto(pastUrl);
  const pastRow = page.locator(`[data-testid="day-close-payment"][data-order="${orderNumber}"]`);
  await expect(pastRow).toHaveCount(1);

  const managerContext = await browser.newContext();
  const managerPage = await managerContext.newPage();
  const manager = await createStaffMember("manager", ["london"]);
  await signInAsStaff(managerPage, manager, "/uk/en");
  await managerPage.goto(pastUrl);
  await managerPage.getByRole("button", { name: "Close the day" }).click();
  await expect(managerPage.getByTestId("day-close-closed")).toContainText("Closed by Robin Desk");
  // The answer stands beside the button that was pressed, and has the focus (decision 232).
  const closedAnswer = managerPage.getByTestId("close-day-form").getByRole("status");
  await expect(closedAnswer).toHaveText("The day is closed.");
  await expect(closedAnswer).toBeFocused();

  // Reception, on the page opened before the close, tries to correct the method: refused, with the reason.
  await pastRow.getByText("Correct", { exact: true }).click();
  const correct = pastRow.getByTestId("correct-payment-form");
  await correct.getByLabel("Method").selectOption("terminal");
  await correct.getByRole("button", { name: "Save correction" }).click();
  await expect(correct.getByRole("alert")).toContainText("were closed by Robin Desk");
  await expect(correct.getByRole("alert")).toContainText("only a manager can record or change a payment of that day");
  const { rows } = await db.query(
    `select kind from payments where order_id = (select order_id from bookings where number = $1) and state = 'succeeded'`,
    [number],
  );
  expect(rows).toEqual([{ kind: "cash" }]);
  await page.reload();
  await expect(page.getByTestId("day-close-closed")).toBeVisible();
  await expect(page.getByText("Only a manager can record or change a payment of this day now.")).toBeVisible();
  await expect(pastRow.getByTestId("correct-payment")).toHaveCount(0);

  // The manager may, and the day close says the day changed since it was closed.
  const managerRow = managerPage.locator(`[data-testid="day-close-payment"][data-order="${orderNumber}"]`);
  await managerRow.getByText("Correct", { exact: true }).click();
  const managerForm = managerRow.getByTestId("correct-payment-form");
  await managerForm.getByLabel("Method").selectOption("terminal");
  await managerForm.getByLabel("Reference").fill("Slip 5521");
  await managerForm.getByRole("button", { name: "Save correction" }).click();
  await expect(managerPage.getByTestId("day-close-status")).toContainText("since it was closed");
  await expect(managerRow).toHaveAttribute("data-method", "terminal");
  await shots(managerPage, "day-close-closed");
  await managerContext.close();
});
