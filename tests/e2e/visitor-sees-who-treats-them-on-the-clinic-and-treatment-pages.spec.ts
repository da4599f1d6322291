import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { tinyPng } from "../support/png";
import { createStaffMember, signInAsStaff } from "./support/staff";

/**
 * Issue 40 row 15: treatment and clinic pages named no clinician. A clinic's page now lists its care team (name,
 * role, registration; the photo when one was uploaded, else the initials), and a treatment's page names the
 * clinicians of the area's clinic who give that kind of treatment. Desktop only (not in the phone's list, decision
 * 262): the back office is a desk screen, and the care team's layout on a phone is photographed below.
 * With CARE_TEAM_SHOTS_DIR set, the London clinic and an infusion's page are saved at 1280 and 390 px in English and
 * Arabic, and the Cape Town page with an uploaded photo and the back office's Clinicians screen at 1280 px.
 */

test("a visitor reads who treats them on the London clinic page and an infusion's page, in English and Arabic", async ({
  page,
  browser,
}) => {
  await page.goto("/uk/en/locations/london");
  const team = page.getByTestId("care-team");
  await expect(team.getByRole("heading", { level: 2, name: "Your care team" })).toBeVisible();
  const okafor = team.getByTestId("care-team-member").filter({ hasText: "Dr Samuel Okafor" });
  await expect(okafor.getByRole("heading", { level: 3 })).toHaveText("Dr Samuel Okafor");
  await expect(okafor.getByTestId("clinician-role")).toHaveText("Doctor");
  await expect(okafor.getByTestId("clinician-registration")).toHaveText("Registration: GMC 1234567");
  // No photo uploaded: the initials, hidden from screen readers (the name is written beside them).
  await expect(okafor.locator('[aria-hidden="true"]')).toHaveText("SO");
  await expect(okafor.locator("img")).toHaveCount(0);
  await expect(
    team.getByTestId("care-team-member").filter({ hasText: "Charlotte Mensah" }).getByTestId("clinician-role"),
  ).toHaveText("Registered nurse");
  // The same team in the clinic's structured data, for search engines.
  const clinic = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(clinic.employee).toContainEqual({
    "@type": "Person",
    name: "Dr Samuel Okafor",
    jobTitle: "Doctor",
    hasCredential: {
      "@type": "EducationalOccupationalCredential",
      credentialCategory: "license",
      recognizedBy: { "@type": "Organization", name: "GMC" },
      identifier: "1234567",
    },
  });

  // An infusion in London: the three who give infusions; a blood test: not Dr Hart, who does not take blood.
  await page.goto("/uk/en/infusion/fat_burner_iv_infusion");
  const who = page.getByTestId("who-treats-you");
  await expect(who.getByRole("heading", { level: 2, name: "Who treats you" })).toBeVisible();
  await expect(who).toContainText(
    "At our London HQ clinic, treatments like this are given by these registered clinicians:",
  );
  await expect(who.getByTestId("who-treats-you-member")).toHaveText([
    /Dr Samuel Okafor\s*Doctor\s*Registration: GMC 1234567/,
    /Dr Eleanor Hart\s*Doctor\s*Registration: GMC 7654321/,
    /Charlotte Mensah\s*Registered nurse\s*Registration: NMC 12A3456E/,
  ]);
  await page.goto("/uk/en/blood-profile/vitamin-blood");
  await expect(page.getByTestId("who-treats-you-member")).toHaveCount(2);
  await expect(page.getByTestId("who-treats-you")).not.toContainText("Dr Eleanor Hart");
  await page.getByRole("link", { name: "Meet the whole care team in London HQ" }).click();
  await expect(page).toHaveURL(/\/uk\/en\/locations\/london#care-team-title$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("London HQ");

  // New York's page names New York's team, never London's; a partner spa facial names no one.
  await page.goto("/us/en/infusion/fat_burner_iv_infusion");
  await expect(page.getByTestId("who-treats-you")).toContainText("Dr Lena Fischer");
  await expect(page.getByTestId("who-treats-you")).not.toContainText("Okafor");
  await page.goto("/uk/en/intuisse_mini");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("who-treats-you")).toHaveCount(0);

  // Arabic: translated roles and wording; the Latin name and registration isolated, so they keep their order.
  await page.goto("/uk/ar/locations/london");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const arabic = page.getByTestId("care-team-member").filter({ hasText: "Dr Samuel Okafor" });
  await expect(page.getByTestId("care-team").getByRole("heading", { level: 2 })).toHaveText("فريق الرعاية الخاص بك");
  await expect(arabic.locator("h3 bdi")).toHaveText("Dr Samuel Okafor");
  await expect(arabic.getByTestId("clinician-role")).toHaveText("طبيب/ة");
  await expect(arabic.getByTestId("clinician-registration").locator("bdi")).toHaveText("GMC 1234567");
  await page.goto("/uk/ar/infusion/fat_burner_iv_infusion");
  await expect(page.getByTestId("who-treats-you").getByRole("heading", { level: 2 })).toHaveText("من يقدّم لك العلاج");
  await expect(page.getByTestId("who-treats-you-member").first().locator("bdi").first()).toHaveText("Dr Samuel Okafor");

  const shots = process.env.CARE_TEAM_SHOTS_DIR;
  if (shots) {
    for (const locale of ["en", "ar"]) {
      for (const width of [1280, 390]) {
        const view = await browser.newPage({ viewport: { width, height: 900 } });
        await view.goto(`/uk/${locale}/locations/london`);
        await view.getByTestId("care-team").scrollIntoViewIfNeeded();
        await view.screenshot({ path: `${shots}/clinic-london-${locale}-${width}.png`, fullPage: true });
        await view.goto(`/uk/${locale}/infusion/fat_burner_iv_infusion`);
        await view.getByTestId("who-treats-you").scrollIntoViewIfNeeded();
        await view.screenshot({ path: `${shots}/treatment-${locale}-${width}.png`, fullPage: true });
        await view.close();
      }
    }
  }
});

test("a manager adds a clinician in the back office and the Cape Town pages show them", async ({ page, browser }) => {
  // A name and registration of this run's own (a retry adds another person, never the same registration twice).
  const surname = `Mokoena${"ABCDEFGHIJ"[randomInt(10)]}${"abcdefghij"[randomInt(10)]}${"abcdefghij"[randomInt(10)]}`;
  const name = `Dr Naledi ${surname}`;
  const registration = `MP ${String(randomInt(1_000_000, 10_000_000))}`;

  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await signInAsStaff(staff, await createStaffMember("manager", ["cape-town"]));
  await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Clinicians" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Clinicians" })).toBeVisible();
  // Only their own clinic.
  await expect(staff.locator('section[data-testid^="care-team-"]')).toHaveCount(1);
  await expect(staff.getByTestId("care-team-cape-town").getByRole("heading", { level: 2 })).toHaveText(
    "Aurum Clinic Cape Town",
  );
  const form = staff.getByTestId("add-clinician-cape-town");

  // Nothing filled in: each field says what it needs, next to it.
  await form.getByRole("button", { name: "Add clinician" }).click();
  await expect(form.locator('[data-field-error="name"]')).toHaveText(/Please enter the name as guests should read it/);
  await expect(form.locator('[data-field-error="role"]')).toHaveText("Please choose a role.");
  await expect(form.locator('[data-field-error="registrationBody"]')).toHaveText(/Please enter the body/);
  await expect(form.locator('[data-field-error="registrationNumber"]')).toHaveText(
    "Please enter the registration number.",
  );
  await expect(form.locator('[data-field-error="categories"]')).toHaveText(
    "Tick at least one kind of treatment they give.",
  );

  await form.getByLabel("Name as guests read it (e.g. Dr Eleanor Hart)").fill(name);
  await form.getByLabel("Role", { exact: true }).selectOption({ label: "Doctor" });
  await form.getByLabel("Registration body (e.g. GMC, NMC, HPCSA, SANC, NYSED)").fill("HPCSA");
  await form.getByLabel("Registration number").fill(registration);
  await form.getByRole("checkbox", { name: "IV infusions" }).check();
  await form.getByRole("checkbox", { name: "Blood tests" }).check();
  await form.getByRole("button", { name: "Add clinician" }).click();
  await expect(form.getByText("Added. The clinic's page shows them now.")).toBeVisible();

  // The static clinic page, revalidated by the change, lists them last, with role and registration.
  await page.goto("/za/en/locations/cape-town");
  const members = page.getByTestId("care-team-member");
  const added = members.filter({ hasText: name });
  await expect(added.getByTestId("clinician-role")).toHaveText("Doctor");
  await expect(added.getByTestId("clinician-registration")).toHaveText(`Registration: HPCSA ${registration}`);
  await expect(members.last()).toContainText(name);
  await page.goto("/za/en/infusion/fat_burner_iv_infusion");
  await expect(page.getByTestId("who-treats-you")).toContainText(name);

  // Moved up one place; a photo with its description; the page shows both.
  await staff.reload();
  const card = staff.getByTestId("staff-clinician").filter({ hasText: name });
  await card.getByRole("button", { name: "Move up" }).click();
  await expect(card.getByText("Order saved. The site lists them in this order now.")).toBeVisible();
  await card.getByRole("link", { name: "Add photo" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Photo: ${name}` })).toBeVisible();
  await staff
    .getByLabel("Photo (JPEG, PNG or WebP, up to 10 MB)")
    .setInputFiles({ name: "portrait.png", mimeType: "image/png", buffer: Buffer.from(tinyPng(80, 80)) });
  await staff.getByLabel("Description in English (required)").fill(`Portrait of ${name}`);
  await staff.getByRole("button", { name: "Save photo" }).click();
  await expect(staff.getByText("Photo saved. The site shows it from now on.")).toBeVisible();

  await page.goto("/za/en/locations/cape-town");
  const names = await members.getByRole("heading", { level: 3 }).allTextContents();
  expect(names.indexOf(name)).toBe(names.length - 2);
  await expect(added.locator("img")).toHaveAttribute("alt", `Portrait of ${name}`);
  const shots = process.env.CARE_TEAM_SHOTS_DIR;
  if (shots) {
    await page.screenshot({ path: `${shots}/clinic-cape-town-en-1280.png`, fullPage: true });
    await staff.goto(staff.url().replace(/\/staff\/photos\/.*$/, "/staff/clinicians"));
    await staff.screenshot({ path: `${shots}/staff-clinicians-1280.png`, fullPage: true });
  }

  // Deactivated: gone from both pages, kept in the back office to bring back.
  await staff.goto(staff.url().replace(/\/staff\/photos\/.*$/, "/staff/clinicians"));
  const again = staff.getByTestId("staff-clinician").filter({ hasText: name });
  await again.getByRole("button", { name: "Deactivate" }).click();
  await expect(again.getByText("Deactivated. The site no longer shows them.")).toBeVisible();
  await page.goto("/za/en/locations/cape-town");
  await expect(page.getByTestId("care-team")).toBeVisible();
  await expect(page.getByTestId("care-team")).not.toContainText(name);
  await page.goto("/za/en/infusion/fat_burner_iv_infusion");
  await expect(page.getByTestId("who-treats-you")).not.toContainText(name);
  await desk.close();
});
