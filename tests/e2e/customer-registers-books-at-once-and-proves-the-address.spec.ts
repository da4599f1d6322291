import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

const shots = "/tmp/address-proof";

test("a customer registers, books at once without proving the address, then proves it from the welcome mail", async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  const project = test.info().project.name;
  const email = uniqueEmail("proof");
  const registered = new Date(Date.now() - 5_000);
  await registerCustomer(page, email, "Tranquil-harbour-42", "/uk/en");

  // The account works at once: a quiet line asks to confirm the address, nothing else stands in the way.
  const notice = page.getByTestId("address-proof-notice");
  await expect(notice).toContainText(`Please confirm your e-mail address ${email}`);
  await page.screenshot({ path: `${shots}/notice-en-${project}.png`, fullPage: true });

  await basketToCheckout(page, { items: [{ code: "NADADI" }], time: "12:00" });
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const number = (await page.getByTestId("booking-number").textContent())!.trim();

  // "Send the link again" mails a fresh link; the account still says the address is not confirmed.
  await page.goto("/uk/en/account");
  await expect(page.getByText(number)).toBeVisible();
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice.getByRole("status")).toHaveText(`We sent a new link to \u2068${email}\u2069.`);
  const db = testDatabase();
  const proven = async () =>
    (await db.query(`select email_proven_by from users where email = $1`, [email])).rows[0]?.email_proven_by ?? null;
  expect(await proven()).toBeNull();

  // Arabic: the same line, right to left, the address isolated.
  await page.goto("/us/ar/account");
  await expect(page.getByTestId("address-proof-notice")).toContainText("يرجى تأكيد عنوان بريدك الإلكتروني");
  await page.screenshot({ path: `${shots}/notice-ar-${project}.png`, fullPage: true });

  // The welcome mail, read in the mailbox as the customer would, carries the link.
  const text = await readMail(page.context(), email, "welcome", registered);
  expect(text).toContain("Confirm my address");
  const link = /(http:\/\/\S+\/confirm-address\?token=\w+)/.exec(text)?.[1];
  expect(link).toBeTruthy();
  const url = new URL(link!);
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId("confirm-address-form")).toContainText(email);
  await expect(page.getByTestId("confirm-address-form")).toContainText("Noah");
  await page.screenshot({ path: `${shots}/confirm-en-${project}.png`, fullPage: true });
  expect(await proven()).toBeNull();
  await page.getByRole("button", { name: "Confirm my address" }).click();
  await expect(page.getByTestId("confirm-address-result")).toHaveText("Thank you: your address is confirmed.");
  expect(await proven()).toBe("link");

  // The link works once; the account no longer asks.
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId("confirm-address-result")).toHaveText("This address is already confirmed.");
  await page.getByTestId("confirm-address-account").click();
  await expect(page).toHaveURL(/\/uk\/en\/account$/);
  await expect(page.getByTestId("address-proof-notice")).toHaveCount(0);

  // The other link (sent again) now finds the address proven.
  const again = await readMail(page.context(), email, "address-proof", registered);
  const second = new URL(/(http:\/\/\S+\/confirm-address\?token=\w+)/.exec(again)![1]!);
  await page.goto(`/us/ar${second.pathname.slice("/uk/en".length)}${second.search}`);
  await expect(page.getByTestId("confirm-address-result")).toHaveText("هذا العنوان مؤكَّد من قبل.");
  await page.screenshot({ path: `${shots}/confirm-ar-${project}.png`, fullPage: true });
});
