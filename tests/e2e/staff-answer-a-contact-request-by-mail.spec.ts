import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { readMail } from "./support/mail";
import { createStaffMember, signInAsStaff } from "./support/staff";

test("staff answer a contact request by mail from the requests inbox", async ({ page, context, browser }) => {
  const email = `question-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/uk/en/contact");
  const form = page.getByRole("main");
  await form.getByLabel("Title *").selectOption("Mr");
  await form.getByLabel("Full name *").fill("Tomasz Nowak");
  await form.getByLabel("E-mail *").fill(email);
  await form.getByLabel("Phone number *").fill("020 7946 0000");
  await form.getByLabel("Preferred clinic *").selectOption("london");
  await form.getByLabel("Message *").fill("Can I bring my own vitamin D results to the consultation?");
  await expect(form.locator('input[name="altcha"]')).not.toHaveValue("", { timeout: 20_000 });
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request Successful" })).toBeVisible();

  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await signInAsStaff(staff, await createStaffMember("reception", ["london"]));
  await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Requests" }).click();
  await staff.getByLabel("Kind").selectOption("contact");
  await staff.getByLabel("Status").selectOption("new");
  await staff.getByRole("button", { name: "Show" }).click();
  const row = staff.getByTestId("request-row").filter({ hasText: email });
  await expect(row).toContainText("Aurum Clinic London");
  await row.getByRole("link", { name: /RQ-\d{6}/ }).click();
  await expect(staff.getByText("Can I bring my own vitamin D results to the consultation?")).toBeVisible();

  const reply = staff.getByTestId("request-reply-form");
  await reply
    .getByLabel(`Reply to ${email}`)
    .fill("Yes, please bring them: your doctor will go through them with you.\n\nWe look forward to seeing you.");
  await reply.getByRole("button", { name: "Send reply" }).click();
  await expect(staff.getByText("Reply sent by e-mail.")).toBeVisible();
  await expect(staff.getByTestId("request-reply")).toContainText("Yes, please bring them");
  await staff.reload();
  await expect(staff.getByTestId("request-status-form").getByLabel("Status")).toHaveValue("answered");
  await desk.close();

  const mail = await readMail(context, email, "request-reply");
  expect(mail).toContain("Tomasz Nowak");
  expect(mail).toContain("Yes, please bring them: your doctor will go through them with you.");
  expect(mail).toMatch(/Your reference: RQ-\d{6}/);
});
