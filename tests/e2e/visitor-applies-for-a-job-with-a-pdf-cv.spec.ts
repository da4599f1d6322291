import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { minimalPdf } from "../support/documents";
import { botCheckSolved } from "./support/accounts";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

test("a visitor applies for a job with a PDF CV, after a renamed program is refused as one", async ({
  page,
  context,
}) => {
  const email = `applicant-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/uk/en/join-us/careers");
  await page.getByRole("link", { name: "Registered nurse, IV therapy" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Apply for this position" })).toBeVisible();
  await page.getByRole("link", { name: "Apply now" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registered nurse, IV therapy" })).toBeVisible();
  const form = page.getByTestId("careers-form");

  const fillFields = async () => {
    await form.getByLabel("Full name *").fill("Priya Raman");
    await form.getByLabel("E-mail *").fill(email);
    await expect(form.getByLabel("Country code *")).toHaveValue("GB");
    await form.getByLabel("Phone number *").fill("020 7946 0456");
    await form
      .getByLabel("Cover note *")
      .fill("Eight years as an IV nurse at St Thomas', four of them leading the day-case infusion unit.");
  };
  await fillFields();
  // A program renamed cv.pdf: only the server reads the bytes, and says what is wrong next to the field.
  await form.getByLabel("CV *").setInputFiles({
    name: "cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("MZ\x90\x00\x03"), Buffer.alloc(4096)]),
  });
  await botCheckSolved(form);
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(form.getByText("Your CV must be a PDF, DOC or DOCX document.")).toBeVisible();
  await expect(form.getByLabel("CV *")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Full name *")).toHaveValue("Priya Raman");

  // The real CV: a one-page PDF.
  await form.getByLabel("CV *").setInputFiles({
    name: "Priya Raman CV.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(minimalPdf("Priya Raman, RN - IV therapy")),
  });
  // The server's answer brought a fresh check (the first solution was not spent, but the form was redrawn): it
  // solves once the visitor is back on the form, and choosing a file does not focus it.
  await form.getByLabel("Cover note *").click();
  await botCheckSolved(form);
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Request Successful" })).toBeVisible();
  // The careers desk answers an application, not the concierge; and there is nothing "to bring" yet.
  await expect(page.getByTestId("success-intro")).toHaveText(
    "Thank you. Our careers team will read your application and reply within two weeks.",
  );
  await expect(page.getByRole("heading", { name: "What to bring" })).toHaveCount(0);

  const { rows } = await testDatabase().query<{ kind: string; clinic_slug: string; fields: Record<string, string> }>(
    "select kind, clinic_slug, fields from requests where email = $1",
    [email],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    kind: "careers",
    clinic_slug: "london",
    fields: { job: "registered-nurse-iv-therapy", cvName: "Priya Raman CV.pdf", cvType: "pdf" },
  });
  expect(rows[0]!.fields.cvFile).toMatch(/^[0-9a-f-]{36}$/);

  const receipt = await readMail(context, email, "request-receipt");
  // The plain-text part prints headings in capitals.
  expect(receipt).toMatch(/Thank you for your application/i);
  expect(receipt).toMatch(/Your reference: RQ-\d{6}/);
});
