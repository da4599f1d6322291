import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { acceptTerms, basketToCheckout, payButton, payWithCard, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { botCheckSolved } from "./support/accounts";
import { readMail } from "./support/mail";

test("a visitor books two programmes and an injection with an add-on in London, registers and pays by card in the same step of checkout and gets the confirmation with a calendar file", async ({
  page,
}) => {
  const email = uniqueEmail("ada");
  await basketToCheckout(page, {
    items: [{ code: "NADEP" }, { code: "NADADI" }, { code: "GPI", option: "GPI-B12" }],
    time: "10:00",
  });
  const appointment = (await page.getByTestId("appointment").textContent()) ?? "";
  expect(appointment).toContain("10:00");

  // A new customer gives only what the clinic needs and pays in the same step: account, order and payment from one
  // press (decision 116). The basket, the chosen time and its hold stay.
  await page.getByRole("button", { name: "New customer" }).click();
  const form = page.getByTestId("checkout-new-customer");
  await form.getByLabel("Title").selectOption("Ms");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Mobile number").fill("7700 900123");
  await form.getByLabel("Password", { exact: true }).fill("Tranquil-harbour-42");
  await expect(page.getByTestId("appointment")).toHaveText(appointment);
  await expect(page.getByTestId("hold-countdown")).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveText("3");
  // A new customer's first order: 10% off, named.
  await expect(page.getByTestId("sum-discount")).toContainText("New customer, first order (10%)");
  // London's prices, in pounds (issue 45): £4,145 less 10%.
  await expect(page.getByTestId("sum-total")).toContainText("£3,730.50");

  await payWithCard(page, "4242 4242 4242 4242");
  // The terms once, for the account and the order.
  await acceptTerms(page);
  await botCheckSolved(form);
  await payButton(page).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await page.getByTestId("booking-number").textContent())!;
  expect(number).toMatch(/^BK-[A-Z0-9]{8}$/);
  await expect(page.getByText("Aurum Clinic London")).toBeVisible();
  await expect(page.getByText(/10:00/)).toBeVisible();
  await expect(page.getByTestId("basket-count")).toBeHidden();
  await expect(page.getByTestId("account-link").first()).toHaveText(/My account/);

  const db = testDatabase();
  const { rows } = await db.query(
    `select o.status, o.paid_cents, b.status as booking_status, (select count(*)::int from payments p where p.order_id = o.id and p.kind = 'card' and p.state = 'succeeded') as charges,
            (select card_last4 from payments p where p.order_id = o.id and p.kind = 'card') as last4
       from bookings b join orders o on o.id = b.order_id where b.number = $1`,
    [number],
  );
  expect(rows).toEqual([
    { status: "paid", paid_cents: 373_050, booking_status: "confirmed", charges: 1, last4: "4242" },
  ]);

  // The confirmation, in the outbox and delivered, with its .ics.
  await expect
    .poll(
      async () =>
        (
          await db.query(`select status from mail_outbox where "to" = $1 and template = 'booking-confirmation'`, [
            email,
          ])
        ).rows[0]?.status,
      { timeout: 20_000 },
    )
    .toBe("sent");
  // Delivered, it keeps no props or attachments (decision 091): the text below is the mailbox's copy.
  const mail = await db.query(
    `select props, attachments from mail_outbox where "to" = $1 and template = 'booking-confirmation'`,
    [email],
  );
  expect(mail.rows[0]).toEqual({ props: {}, attachments: [] });

  const text = await readMail(page.context(), email, "booking-confirmation");
  expect(text).toContain("Aurum Clinic London");
  expect(text).toContain(number);
  expect(text).toContain("10:00");

  // My Bookings lists it, with its own calendar file.
  await page.goto("/uk/en/account/bookings");
  await expect(page.getByText(number)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Add to calendar" }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${number}.ics`);
  const ics = readFileSync((await file.path())!, "utf8");
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toContain(`UID:${number}@aurumclinic.com`);
});
