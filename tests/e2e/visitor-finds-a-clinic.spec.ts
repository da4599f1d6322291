import { expect, test } from "@playwright/test";
import { testDatabase } from "./support/database";

test("a visitor opens Locations, chooses Cape Town and finds its phone and e-mail", async ({ page }) => {
  const { rows } = await testDatabase().query<{ phone: string; email: string; street: string }>(
    "select phone, email, street from clinics where slug = 'cape-town'",
  );
  const clinic = rows[0]!;

  await page.goto("/us/en/locations");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our clinics");
  await page.getByRole("link", { name: "Visit Cape Town" }).click();
  await expect(page).toHaveURL(/\/us\/en\/locations\/cape-town$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cape Town");

  const phone = page.getByTestId("clinic-phone");
  await expect(phone).toHaveText(clinic.phone);
  await expect(phone).toHaveAttribute("href", `tel:${clinic.phone.replace(/\s/g, "")}`);
  const email = page.getByTestId("clinic-email");
  await expect(email).toHaveText(clinic.email);
  await expect(email).toHaveAttribute("href", `mailto:${clinic.email}`);
  await expect(page.locator("main address")).toContainText(clinic.street);
  await expect(page.getByRole("link", { name: /OpenStreetMap/ })).toHaveAttribute(
    "href",
    /openstreetmap\.org\/search\?query=.*Cape%20Town/,
  );

  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(data).toMatchObject({ "@type": "MedicalClinic", telephone: clinic.phone, email: clinic.email });
  // One entry per open weekday, from the clinic's own weekly hours (decision 167).
  expect(data.openingHoursSpecification.length).toBeGreaterThanOrEqual(5);
  expect(data.openingHoursSpecification[0]).toMatchObject({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: expect.stringMatching(/day$/),
    opens: expect.stringMatching(/^\d\d:\d\d$/),
  });
});

test("a visitor reads the Cape Town page in Arabic, right to left", async ({ page }) => {
  await page.goto("/us/ar/locations/cape-town");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByText("مواعيد العمل")).toBeVisible();
  await expect(page.getByTestId("clinic-phone")).toHaveText("+27 21 555 0142");
});
