import { expect, test } from "@playwright/test";

const cases = [
  {
    locale: "en",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    termsTitle: "Terms of service",
    privacyTitle: "Privacy policy",
  },
  { locale: "ar", terms: "شروط الخدمة", privacy: "سياسة الخصوصية", termsTitle: null, privacyTitle: null },
] as const;

for (const c of cases)
  test(`a visitor about to register opens the Terms of Service and the Privacy Policy from the box they tick (${c.locale})`, async ({
    page,
    context,
  }) => {
    await page.goto(`/us/${c.locale}/register`);
    const form = page.getByTestId("register-form");
    for (const [name, path, title] of [
      [c.terms, "terms-of-service", c.termsTitle],
      [c.privacy, "privacy-policy", c.privacyTitle],
    ] as const) {
      // The links open beside the form (a new tab), so what was typed stays.
      const [opened] = await Promise.all([context.waitForEvent("page"), form.getByRole("link", { name }).click()]);
      await opened.waitForLoadState();
      expect(new URL(opened.url()).pathname).toBe(`/us/${c.locale}/${path}`);
      const heading = opened.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      if (title) await expect(heading).toHaveText(title);
      await expect(opened.getByRole("heading", { name: /not found|غير موجودة/i })).toHaveCount(0);
      // Real copy, not a placeholder.
      expect((await opened.locator("main").innerText()).length).toBeGreaterThan(1500);
      expect(await opened.locator("main").innerText()).not.toMatch(/lorem ipsum/i);
      await opened.close();
    }
  });
