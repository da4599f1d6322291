import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { dateAhead } from "./support/booking";
import { readMail } from "./support/mail";
import { createStaffMember, signInAsStaff } from "./support/staff";

/** With SHOTS_DIR set, the proposal page is photographed at a phone's and a desktop's width (DESIGN: look at what you build). */
async function photograph(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("staff propose a concierge visit and the customer accepts and pays", async ({ page, context, browser }) => {
  const email = `visit-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/uk/en/concierge/international");
  const request = page.getByTestId("concierge-form");
  await request.getByLabel("Full name *").fill("Amelia Clarke");
  await request.getByLabel("E-mail *").fill(email);
  await request.getByLabel("Country code *").selectOption("GB");
  await request.getByLabel("Phone number *").fill("020 7946 0000");
  await request.getByLabel("Region *").selectOption("europe");
  await request.getByLabel("City *").fill("London");
  await request.getByLabel("Arrival *").fill(dateAhead(20));
  await request.getByLabel("Departure *").fill(dateAhead(24));
  await request.getByLabel("Number of guests *").fill("2");
  await request.locator('input[name="services"][value="infusion"]').check();
  await request
    .getByLabel("Message (optional)")
    .fill("Two of us at a hotel in Mayfair; could you arrange a drip and a facial?");
  await botCheckSolved(request);
  await request.getByRole("button", { name: "Send to the concierge" }).click();
  await expect(page).toHaveURL(/\/uk\/en\/book-online\/success\?request=\d+$/);

  // The London desk answers with a priced visit at the clinic.
  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await signInAsStaff(staff, await createStaffMember("reception", ["london"]));
  await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Requests" }).click();
  await staff.getByLabel("Kind").selectOption("concierge");
  await staff.getByRole("button", { name: "Show" }).click();
  await staff
    .getByTestId("request-row")
    .filter({ hasText: email })
    .getByRole("link", { name: /RQ-\d{6}/ })
    .click();
  const propose = staff.getByTestId("proposal-form");
  await propose.getByLabel("Treatment 1").selectOption("AFI");
  await propose.getByLabel("Other lines (one a line)").fill("Chauffeur from your hotel and back");
  await propose.getByLabel("Day").fill(dateAhead(6));
  await propose.getByLabel("Time", { exact: true }).fill("11:00");
  await expect(propose.getByLabel("Time zone of the visit")).toHaveValue("Europe/London");
  await propose.getByLabel("Duration (minutes)").fill("90");
  // In London's money: the clinic choice names it, the total is in it (issue 45).
  await expect(propose.getByLabel("Clinic whose team gives the visit")).toContainText("(GBP)");
  await propose.getByLabel("Total price, in the clinic's currency").fill("1250");
  await propose
    .getByLabel("Note to the customer (optional)")
    .fill("Champagne or fresh juice on arrival, as you prefer.");
  await propose.getByRole("button", { name: "Send the proposal" }).click();
  await expect(staff.getByText("Proposal sent by e-mail.")).toBeVisible();
  await expect(staff.getByTestId("visit-proposal").first()).toHaveAttribute("data-status", "sent");

  // The customer opens the link from their mail, sees the proposal and pays by card.
  const mail = await readMail(context, email, "visit-proposal");
  expect(mail).toContain("Amelia Clarke");
  expect(mail).toContain("Chauffeur from your hotel and back");
  expect(mail).toContain("£1,250");
  const link = /https?:\/\/\S+\/uk\/en\/proposal\?token=[\w.-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Your proposed visit" })).toBeVisible();
  await expect(page.getByTestId("proposal-lines")).toContainText("Chauffeur from your hotel and back");
  await expect(page.getByTestId("proposal-when")).toContainText("11:00");
  await expect(page.getByTestId("proposal-when")).toContainText("Europe/London");
  await expect(page.getByTestId("proposal-place")).toContainText("London");
  await expect(page.getByTestId("proposal-total")).toHaveText("£1,250");
  await expect(page.getByText("Medical note")).toBeVisible();
  await photograph(page, "proposal-en");
  const arabic = await context.newPage();
  await arabic.goto(path.replace("/uk/en/", "/uk/ar/"));
  await expect(arabic.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(arabic.getByRole("heading", { level: 1, name: "الزيارة المقترحة لك" })).toBeVisible();
  await photograph(arabic, "proposal-ar");
  await arabic.close();

  const accept = page.getByTestId("proposal-accept");
  await accept.getByLabel("Card number").fill("4242 4242 4242 4242");
  await accept.getByLabel("Expiry date (MM/YY)").fill("12/34");
  await accept.getByLabel("CVC").fill("123");
  await accept.getByRole("button", { name: "Pay £1,250 and confirm" }).click();
  // The answer shows at once; the page then stands as the server has it: paid, with the order's number.
  await expect(page.getByTestId("proposal-state")).toHaveAttribute("data-state", "paid");
  await expect(page.getByTestId("proposal-state")).toContainText(/order AU-\w+/);
  await page.reload();
  await expect(page.getByTestId("proposal-state")).toHaveAttribute("data-state", "paid");

  const confirmation = await readMail(context, email, "booking-confirmation");
  expect(confirmation).toContain("Amelia Clarke");
  expect(confirmation).toContain("Chauffeur from your hotel and back");

  // The desk sees the answer on the request.
  await staff.reload();
  await expect(staff.getByTestId("visit-proposal").first()).toHaveAttribute("data-status", "accepted_paid");
  await expect(staff.getByTestId("proposal-order")).toContainText(/Order AU/);
  await expect(staff.getByTestId("request-status-form").getByLabel("Status")).toHaveValue("closed");
  await desk.close();
});
