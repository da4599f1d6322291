import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { readMail } from "./support/mail";

test("a visitor writes to a clinic from its page, fixes two field errors and sends the contact form", async ({
  page,
  context,
}) => {
  const email = `contact-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/uk/en/locations/london");
  await page.getByTestId("clinic-contact-link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  const form = page.getByRole("main");

  await form.getByLabel("Title *").selectOption("Ms");
  await form.getByLabel("Full name *").fill("Amara Okafor");
  await form.getByLabel("E-mail *").fill("amara-at-example.com");
  // The country code follows the site's area: the United Kingdom on /uk.
  await expect(form.getByLabel("Country code *")).toHaveValue("GB");
  await form.getByLabel("Phone number *").fill("020 79");
  await expect(form.getByLabel("Preferred clinic *")).toHaveValue("london");
  await form.getByLabel("Message *").fill("Is there parking near the Harley Street clinic?");
  await page.getByRole("button", { name: "Send message" }).click();

  // The browser checks with the same schema as the server: both messages at once, focus on the first.
  await expect(page.getByText("Please enter the correct email address.")).toBeVisible();
  await expect(page.getByText("Please enter a phone number that is valid for the chosen country.")).toBeVisible();
  await expect(form.getByLabel("E-mail *")).toBeFocused();
  await expect(form.getByLabel("E-mail *")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("E-mail *").fill(email);
  await form.getByLabel("Phone number *").fill("020 7946 0000");
  // The proof of work is solved in the background once the visitor is on the form.
  await expect(form.locator('input[name="altcha"]')).not.toHaveValue("", { timeout: 20_000 });
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Request Successful" })).toBeVisible();
  await expect(page.getByTestId("request-details")).toContainText("London");
  await expect(page.getByTestId("success-intro")).toHaveText(
    "Thank you. Our London team will reply within one working day.",
  );

  const receipt = await readMail(context, email, "request-receipt");
  expect(receipt).toContain("Amara Okafor");
  expect(receipt).toMatch(/Your reference: RQ-\d{6}/);
});
