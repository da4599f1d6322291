import { expect, test } from "@playwright/test";

test("a page translated into German reads in German; one not yet translated says so and shows English", async ({
  page,
}) => {
  await page.goto("/us/de/how-it-works");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("So funktioniert es");
  await expect(page.getByRole("heading", { name: "2. Online buchen" })).toBeVisible();
  await expect(page.getByTestId("fallback-note")).toHaveCount(0);

  await page.goto("/us/de/privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
  await expect(page.getByTestId("fallback-note")).toHaveText(
    "Diese Seite ist noch nicht ins Deutsche übersetzt und wird daher auf Englisch angezeigt.",
  );
  await expect(page.locator("[lang='en']").filter({ hasText: "What we collect" })).toBeVisible();
});

test("a visitor downloads the referral terms as a PDF from the loyalty programme", async ({ page, request }) => {
  await page.goto("/us/en/loyalty-programme");
  const link = page.getByTestId("referral-terms-pdf");
  await expect(link).toHaveText("Referral programme terms (PDF)");
  const response = await request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("a visitor reads a blog post with its author and the medical disclaimer", async ({ page }) => {
  await page.goto("/us/en/blog");
  await page.getByRole("link", { name: "What happens during your first IV infusion" }).click();
  await expect(page).toHaveURL(/\/blog\/first-iv-infusion$/);
  await expect(page.getByText("By Dr Eleanor Hart")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Medical information" })).toBeVisible();
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(data).toMatchObject({
    "@type": "BlogPosting",
    headline: "What happens during your first IV infusion",
    author: { name: "Dr Eleanor Hart" },
  });
});

test("a visitor finds an open position and how to apply", async ({ page }) => {
  await page.goto("/us/en/join-us/careers");
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(3);
  await page.getByRole("link", { name: "Clinic Coordinator" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clinic Coordinator");
  // Applications go through the site's own form (with the CV), on a page of its own, not a mail client.
  await expect(page.getByRole("heading", { level: 2, name: "Apply for this position" })).toBeVisible();
  await expect(page.locator('a[href^="mailto:careers@"]')).toHaveCount(0);
  await expect(page.getByTestId("careers-form")).toHaveCount(0);
  await page.getByRole("link", { name: "Apply now" }).click();
  await expect(page).toHaveURL(/\/us\/en\/join-us\/careers\/clinic-coordinator\/apply$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clinic Coordinator");
  await expect(page.getByText("Location: Cape Town")).toBeVisible();
  await expect(page.getByTestId("careers-form").getByLabel("CV *")).toHaveAttribute("type", "file");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Back to the job description" }).click();
  await expect(page).toHaveURL(/\/join-us\/careers\/clinic-coordinator$/);
});

test("a visitor with no position that fits finds the open application", async ({ page }) => {
  await page.goto("/us/ar/join-us/careers");
  await page.getByRole("link", { name: "أرسل طلب توظيف مفتوحًا" }).click();
  await expect(page).toHaveURL(/\/us\/ar\/join-us\/careers\/apply$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("طلب توظيف مفتوح");
  const form = page.getByTestId("careers-form");
  await expect(form.locator('input[name="job"]')).toHaveValue("open");
  await expect(form.getByRole("button", { name: "أرسل الطلب" })).toBeVisible();
});

test("the careers and job pages load the scripts every content page loads, none of their own", async ({ page }) => {
  // The served HTML's scripts, as the bench counts them (issue 14): the application form's island is on its own page.
  const scriptsOf = async (path: string) =>
    [...(await (await page.request.get(path)).text()).matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)]
      .map((m) => m[1])
      .sort();
  const contentPage = await scriptsOf("/us/en/faqs");
  expect(await scriptsOf("/us/en/join-us/careers")).toEqual(contentPage);
  expect(await scriptsOf("/us/en/join-us/careers/clinic-coordinator")).toEqual(contentPage);
  expect((await scriptsOf("/us/en/join-us/careers/clinic-coordinator/apply")).length).toBeGreaterThan(
    contentPage.length,
  );
});
