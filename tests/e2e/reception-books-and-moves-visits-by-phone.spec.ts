import { expect, test, type Page } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { dateAhead } from "./support/booking";
import { testDatabase } from "./support/database";
import { createStaffMember, signInAsStaff } from "./support/staff";

/** Desktop and phone book on their own times, so the two projects never race for one chair. */
const timeFor = () => (test.info().project.name === "phone" ? "16:30" : "15:30");

/** On the customer's "Book by phone" page: book a treatment paid in the clinic, and return the booking number. */
async function bookTreatment(page: Page, day: string, time: string): Promise<string> {
  const form = page.getByTestId("book-by-phone-form");
  await form.getByLabel("Treatment").selectOption("AFI");
  await form.getByLabel("Day").fill(day);
  await form.getByLabel("Time (clinic time)").fill(time);
  await form.getByRole("button", { name: "Book", exact: true }).click();
  const done = form.getByRole("status");
  await expect(done).toContainText("To pay in the clinic");
  return /BK-[A-Z0-9]{8}/.exec((await done.textContent()) ?? "")![0];
}

test("reception moves a customer's visit two days away on the phone, with a reason the audit log keeps; the customer could not", async ({
  page,
  browser,
}) => {
  const customerPage = await browser.newPage();
  const email = `caller.${Date.now()}.${test.info().project.name}@example.com`;
  await registerCustomer(customerPage, email, "Harbour-lights-72", "/uk/en");

  const reception = await createStaffMember("reception", ["london"]);
  await signInAsStaff(page, reception, "/uk/en");
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Customers" }).click();
  await page.getByLabel("Name, e-mail, phone, booking or order number").fill(email);
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByTestId("customer-results")
    .getByRole("link", { name: /Noah Reid/ })
    .click();
  await page.getByRole("link", { name: "Book by phone" }).click();
  // Two days ahead: past the 24-hour lead time, inside the customer's 72 hours.
  const number = await bookTreatment(page, dateAhead(2), timeFor());

  await customerPage.goto("/uk/en/account/bookings");
  await expect(customerPage.getByTestId("change-closed")).toContainText("please contact our administration team");
  await customerPage.close();

  await page.getByRole("link", { name: /Back to Noah Reid/ }).click();
  const visit = page.locator(`[data-booking="${number}"]`);
  await expect(visit).toContainText("Less than 72 hours away");
  await visit.getByText("Move to another time").click();
  const move = page.getByTestId(`move-${number}`);
  await move.getByLabel("New day").fill(dateAhead(6));
  await move.getByLabel(/New time/).fill(timeFor());
  await move.getByRole("button", { name: "Move the visit" }).click();
  await expect(move.locator('[data-field-error="reason"]')).toContainText("Please give a reason");
  await move.getByLabel("Reason").fill("Customer called: her flight is delayed");
  await move.getByRole("button", { name: "Move the visit" }).click();
  await expect(move.getByRole("status")).toContainText(`Moved to ${dateAhead(6)}`);

  const { rows } = await testDatabase().query<{
    reason: string;
    actor_id: string;
    after: { insideChangeWindow: boolean };
  }>("select reason, actor_id, after from audit_log where action = 'booking.move' and entity_id = $1", [number]);
  expect(rows).toEqual([
    {
      reason: "Customer called: her flight is delayed",
      actor_id: reception.id,
      after: expect.objectContaining({ insideChangeWindow: true }),
    },
  ]);

  // The front desk's tablet, for a look at the customer page.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.reload();
  await page.screenshot({ path: `/tmp/bo-phone/customer-page-tablet-${test.info().project.name}.png`, fullPage: true });
});

test("reception books a treatment for a new customer on the phone, paid in the clinic", async ({ page }) => {
  const reception = await createStaffMember("reception", ["london"]);
  await signInAsStaff(page, reception, "/uk/en");
  await page.goto("/uk/en/staff/customers");
  await page.getByRole("link", { name: "New customer by phone" }).click();
  const form = page.getByTestId("new-customer-form");
  const email = `new.caller.${Date.now()}.${test.info().project.name}@example.com`;
  await form.getByLabel("First name").fill("Amara");
  await form.getByLabel("Last name").fill("Okafor");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Mobile").fill("07700 900777");
  await form.getByRole("button", { name: "Create and book" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Book for Amara Okafor");

  const number = await bookTreatment(page, dateAhead(9), timeFor());
  await page.getByRole("link", { name: /Back to Amara Okafor/ }).click();
  const visit = page.locator(`[data-booking="${number}"]`);
  await expect(visit).toContainText("Confirmed");
  await expect(visit).toContainText("Left to pay in the clinic");
  await expect(page.getByText("No password yet")).toBeVisible();

  const { rows } = await testDatabase().query<{ payment_method: string; status: string }>(
    "select o.payment_method, o.status from orders o join bookings b on b.order_id = o.id where b.number = $1",
    [number],
  );
  expect(rows).toEqual([{ payment_method: "clinic", status: "confirmed" }]);
});
