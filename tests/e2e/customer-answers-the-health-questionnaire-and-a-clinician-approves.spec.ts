import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";
import { createStaffMember, signInAsStaff } from "./support/staff";

const PASSWORD = "Saline-lantern-58";

test("a customer books a drip, answers the health questionnaire from the success page, signs the consent, and a clinician of the clinic approves the visit", async ({
  page,
  browser,
  context,
}) => {
  // A booking, a questionnaire, a staff sign-in with its second factor and the customer's view again.
  test.setTimeout(240_000);
  const email = uniqueEmail("health");
  await registerCustomer(page, email, PASSWORD);
  await basketToCheckout(page, { items: [{ code: "AFI" }], time: "11:30" });
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await page.getByTestId("booking-number").textContent())!;

  // The confirmation mail asks for the questionnaire too.
  const mail = await readMail(context, email, "booking-confirmation");
  expect(mail).toContain("health questionnaire");
  expect(mail).toMatch(/\/account\/health/);

  const callout = page.getByTestId("health-callout");
  await expect(callout).toContainText("Before your visit");
  await callout.getByRole("link", { name: "Complete the questionnaire" }).click();
  await expect(page).toHaveURL(/\/account\/health$/);
  const visit = page.getByTestId("health-visit").filter({ hasText: number });
  await expect(visit.getByTestId("health-status")).toHaveText("Questionnaire to complete");

  // Every question but one answered; a previous reaction to a drip, with details.
  const form = page.getByTestId("health-form");
  const question = (name: RegExp) => form.getByRole("group", { name });
  for (const label of [
    /pregnant/,
    /allergies/,
    /medicines, supplements/,
    /heart condition/,
    /liver condition/,
    /G6PD/,
    /unwell in the last two weeks/,
    /blood thinners/,
  ]) {
    await question(label).getByLabel("No", { exact: true }).check();
  }
  await question(/reacted badly/)
    .getByLabel("Yes", { exact: true })
    .check();
  await question(/reacted badly/)
    .getByRole("textbox", { name: "Please tell us more" })
    .fill("I felt faint during a vitamin drip in 2024.");
  await form.getByRole("button", { name: "Send my answers" }).click();
  await expect(form.getByTestId("radio-kidney")).toContainText("Please choose an answer.");
  // What was chosen is kept.
  await expect(question(/reacted badly/).getByLabel("Yes", { exact: true })).toBeChecked();
  await question(/kidney/)
    .getByLabel("No", { exact: true })
    .check();
  await form.getByRole("button", { name: "Send my answers" }).click();

  await expect(page.getByTestId("health-saved")).toBeVisible();
  await expect(page.getByTestId("health-visit").filter({ hasText: number }).getByTestId("health-status")).toHaveText(
    "Clinician review needed",
  );
  // Sealed at rest: the database holds no answer in clear.
  const { rows: stored } = await testDatabase().query<{ row: string }>(
    `select row_to_json(q)::text as row from health_questionnaires q join users u on u.id = q.user_id where u.email = $1`,
    [email],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]!.row).not.toMatch(/faint|ivReaction/);

  // The consent for the infusion: read in My Bookings, signed by typing the account's name, kept as a PDF.
  await page.goto("/us/en/account/bookings");
  const booked = page.getByTestId("booking").filter({ hasText: number });
  await booked.getByRole("link", { name: "Read and sign" }).click();
  await expect(page).toHaveURL(/\/account\/bookings\/[0-9a-f-]+\/consent$/);
  await page.getByLabel("Your full name (your signature)").fill("Noah Reid");
  await page.getByLabel(/I have read and understood this text/).check();
  await page.getByRole("button", { name: "Sign", exact: true }).click();
  await expect(page.getByText("Thank you. Your consent is signed.")).toBeVisible();
  await page.goto("/us/en/account/bookings");
  const pdfLink = page.getByTestId("booking").filter({ hasText: number }).getByTestId("consent-pdf");
  await expect(pdfLink).toHaveCount(1);
  const pdf = await page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // A clinician of the London clinic reviews it in the back office.
  const clinician = await createStaffMember("reception", ["london"]);
  await testDatabase().query(`insert into staff_clinicians (user_id, registration) values ($1, 'GMC 7654321')`, [
    clinician.id,
  ]);
  const desk = await browser.newContext();
  const staffPage = await desk.newPage();
  await signInAsStaff(staffPage, clinician);
  await staffPage
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Clinical review" })
    .click();
  await staffPage.getByTestId("health-row").filter({ hasText: number }).getByRole("link").click();
  const flagged = staffPage.locator('[data-question="ivReaction"]');
  await expect(flagged).toHaveAttribute("data-flagged", "true");
  await expect(flagged).toContainText("I felt faint during a vitamin drip in 2024.");
  // The signed consent is there for the clinician too.
  const staffPdf = await staffPage.request.get(
    (await staffPage.getByTestId("review-consent").getByRole("link").getAttribute("href"))!,
  );
  expect(staffPdf.status()).toBe(200);
  expect((await staffPdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  const review = staffPage.getByTestId("health-review-form");
  await review.getByLabel("Note for the record (optional)").fill("Spoke with the customer; slower drip rate agreed.");
  await review.getByRole("button", { name: "Approve the visit" }).click();
  await expect(review.getByRole("status")).toContainText("Approved.");
  const { rows: audit } = await testDatabase().query(
    `select action from audit_log where actor_id = $1 and action like 'health.%' order by at, id`,
    [clinician.id],
  );
  // Opening the answers is logged before the decision (and again each time the page shows them after it).
  expect(audit.map((r) => r.action).slice(0, 2)).toEqual(["health.read", "health.review"]);
  const { rows: downloads } = await testDatabase().query(
    `select count(*)::int as n from audit_log where actor_id = $1 and action = 'consent.pdf_download'`,
    [clinician.id],
  );
  expect(downloads[0].n).toBe(1);
  expect(audit.filter((r) => r.action === "health.review")).toHaveLength(1);
  await desk.close();

  // The customer sees the clinician's decision on the visit.
  await page.goto("/us/en/account/bookings");
  await expect(page.getByTestId("booking").filter({ hasText: number }).getByTestId("health-status")).toHaveText(
    "Approved by a clinician",
  );
});
