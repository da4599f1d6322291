import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

const words = {
  en: {
    send: "Send code",
    code: "Verification code",
    signIn: "Sign in",
    subject: /^(\d{6}) is your Aurum Clinic sign-in code$/,
  },
  // Arabic sets the code apart in isolates (FSI…PDI), so the digits keep their order in a right-to-left line.
  ar: {
    send: "إرسال الرمز",
    code: "رمز التحقق",
    signIn: "تسجيل الدخول",
    subject: /^\u2068(\d{6})\u2069 هو رمز تسجيل الدخول إلى /,
  },
} as const;

/** The subject of each sign-in mail delivered to this address since `after`, oldest first. */
async function codeSubjects(to: string, after: Date, count: number): Promise<string[]> {
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        const { rows } = await testDatabase().query<{ subject: string }>(
          `select subject from mail_outbox where "to" = $1 and template = 'login-code' and status = 'sent' and created_at >= $2 order by created_at`,
          [to, after],
        );
        subjects = rows.map((r) => r.subject);
        return subjects.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return subjects;
}

for (const locale of ["en", "ar"] as const)
  test(`a customer who asks for a sign-in code twice signs in with the first one, read from the mail's subject (${locale})`, async ({
    browser,
    page,
  }) => {
    const w = words[locale];
    const email = uniqueEmail(`two-codes-${locale}`);
    const setup = await browser.newContext();
    await registerCustomer(await setup.newPage(), email, "Saffron-lantern-38");
    await setup.close();

    const sentAt = new Date(Date.now() - 5_000);
    await page.goto(`/us/${locale}/login?mode=code`);
    const form = page.getByTestId("login-code-form");
    await form.locator(`input[name="email"]`).fill(email);
    await form.getByRole("button", { name: w.send }).click();
    await expect(form.getByRole("status")).toContainText(email);
    // The phone offers the code from the mail above the keyboard: the field says it takes a one-time code.
    await expect(form.getByLabel(w.code)).toHaveAttribute("autocomplete", "one-time-code");
    await expect(form.getByLabel(w.code)).toHaveAttribute("inputmode", "numeric");
    const [firstSubject] = await codeSubjects(email, sentAt, 1);
    const first = w.subject.exec(firstSubject!)?.[1];
    expect(first, firstSubject).toMatch(/^\d{6}$/);

    // The mail seems slow: the customer reloads and asks again. The first code still works.
    await page.goto(`/us/${locale}/login?mode=code`);
    await form.locator(`input[name="email"]`).fill(email);
    await form.getByRole("button", { name: w.send }).click();
    await expect(form.getByRole("status")).toContainText(email);
    await codeSubjects(email, sentAt, 2);
    await form.getByLabel(w.code).fill(first!);
    await form.getByRole("button", { name: w.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/us/${locale}/account`));
    await expect(page.locator('[data-field-error="code"]')).toHaveCount(0);
  });
