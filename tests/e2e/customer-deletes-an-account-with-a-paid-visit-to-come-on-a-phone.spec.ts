import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, payButton, payWithCard, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

test("a customer deleting their account sees their paid visit to come, what happens to the money, confirms once more, and the clinic is told", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("deletes-with-visit");
  const password = "Copper-meadow-6613";
  await registerCustomer(page, email, password);
  await page.waitForFunction(() => window.localStorage.getItem("aurum.basket.owner.v1") === "customer");
  await basketToCheckout(page, { items: [{ code: "JLIV" }], time: "17:30" });
  await payWithCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await payButton(page).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await page.getByTestId("booking-number").textContent())!.trim();
  const started = new Date(Date.now() - 5_000);

  await page.goto("/uk/en/account/settings");
  await page.getByText("Delete account", { exact: true }).last().click();
  // Before anything is asked: the visit, and what becomes of what was paid for it.
  const visits = page.getByTestId("delete-visits");
  await expect(visits.getByRole("heading")).toHaveText("Your upcoming visit");
  await expect(visits.getByTestId("delete-visit")).toHaveCount(1);
  await expect(visits.getByTestId("delete-visit")).toContainText(number);
  await expect(visits.getByTestId("delete-visit")).toContainText(
    /refunded to your card ending 4242 within 5 working days/,
  );
  await page.screenshot({ path: test.info().outputPath("delete-with-visit.png"), fullPage: true });

  const del = page.getByTestId("delete-form");
  await del.getByLabel("Current password").fill(password);
  await del.getByLabel("I understand and want to delete my account").check();
  await del.getByRole("button", { name: "Delete my account" }).click();
  // Asked once more, for the visit itself: nothing is cancelled yet.
  await expect(page.locator('[data-field-error="cancelVisits"]')).toHaveText(
    "Please tick the box to cancel your upcoming visits, or keep your account.",
  );
  const { rows: still } = await testDatabase().query(`select status from bookings where number = $1`, [number]);
  expect(still).toEqual([{ status: "confirmed" }]);

  if (!(await del.getByLabel("Current password").inputValue())) await del.getByLabel("Current password").fill(password);
  if (!(await del.getByLabel("I understand and want to delete my account").isChecked()))
    await del.getByLabel("I understand and want to delete my account").check();
  await del.getByLabel("Cancel this visit as described").check();
  await del.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/uk\/en\/login\?deleted=1$/);

  // Cancelled, not gone: staff and the order still see the visit, as cancelled, and its chair is free.
  const { rows } = await testDatabase().query(
    `select b.status, (select count(*)::int from chair_slots s where s.booking_id = b.id and s.state = 'booked') as booked from bookings b where b.number = $1`,
    [number],
  );
  expect(rows).toEqual([{ status: "cancelled", booked: 0 }]);
  const mine = await readMail(context, email, "account-deleted", started);
  expect(mine).toContain("Your upcoming visit is cancelled");
  expect(mine).toContain(number);
  expect(mine).toMatch(/refunded to your card ending 4242 within 5 working days/);
  const desk = await readMail(context, "london@aurumclinic.com", "visits-cancelled-by-deletion", started);
  expect(desk).toContain(number);
  // London's visit: the refund is in pounds (issue 45).
  expect(desk).toMatch(/refund £[\d,.]+ to the card ending 4242/);
});
