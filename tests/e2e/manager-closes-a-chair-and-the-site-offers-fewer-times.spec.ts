import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { chooseDayAhead, dateAhead } from "./support/booking";
import { testDatabase } from "./support/database";
import { createStaffMember, signInAsStaff } from "./support/staff";

async function freeTimesOn(page: Page, daysAhead: number): Promise<string[]> {
  await page.goto("/za/en/book-online/basket");
  await page.getByRole("radio", { name: /Aurum Clinic Cape Town/ }).check();
  await chooseDayAhead(page, daysAhead);
  await expect(page.getByRole("radiogroup", { name: "Time" })).toBeVisible();
  await expect(page.getByText("Loading free times…")).toHaveCount(0);
  return page.locator("[data-time]").evaluateAll((slots) => slots.map((s) => s.getAttribute("data-time") ?? ""));
}

/**
 * Cape Town has four chairs. On a day of this journey's own, three are booked all morning, so the morning's
 * times rest on the fourth; when the manager takes that chair out of service for the day, the site stops
 * offering the morning at once (the afternoon stays).
 */
test("a manager closes a chair for a day and the site offers fewer times that day", async ({ page, browser }) => {
  const daysAhead = test.info().project.name === "phone" ? 34 : 33;
  const day = dateAhead(daysAhead);
  const db = testDatabase();
  const [{ id: clinicId }] = (await db.query<{ id: number }>("select id from clinics where slug = 'cape-town'"))
    .rows as [{ id: number }];
  const chairs = (
    await db.query<{ id: number; label: string }>(
      "select id, label from clinic_chairs where clinic_id = $1 and active order by id",
      [clinicId],
    )
  ).rows;
  // 09:00-13:00 in Cape Town (UTC+2, no daylight saving).
  for (const chair of chairs.slice(1)) {
    await db.query(
      "insert into chair_slots (clinic_id, chair_id, starts_at, ends_at, state, holder_key) values ($1, $2, $3, $4, 'booked', $5)",
      [clinicId, chair.id, new Date(`${day}T07:00:00Z`), new Date(`${day}T11:00:00Z`), `e2e-closure-${randomUUID()}`],
    );
  }

  await page.goto("/za/en/book-online/choose-program");
  await page.getByTestId("item-AFI").getByRole("button", { name: "Add to basket" }).click();
  await expect(page.getByTestId("item-AFI").getByRole("status")).toContainText("Added to your basket.");
  const before = await freeTimesOn(page, daysAhead);
  expect(before).toContain("10:00");
  expect(before).toContain("15:00");

  const desk = await browser.newContext();
  const staff = await desk.newPage();
  await signInAsStaff(staff, await createStaffMember("manager", ["cape-town"]));
  await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Clinics" }).click();
  await staff.getByRole("link", { name: /Aurum Clinic Cape Town/ }).click();
  const form = staff.getByTestId("add-closure-form");
  await form.getByLabel("What closes").selectOption({ label: chairs[0]!.label });
  await form.getByLabel("First day").fill(day);
  await form.getByLabel("Last day").fill(day);
  await form.getByLabel("Reason").fill("Infusion pump serviced");
  await form.getByRole("button", { name: "Save closure" }).click();
  await expect(staff.getByText("Closure saved. The site no longer offers those times.")).toBeVisible();
  // Desktop and phone each close a day of their own at Cape Town: find this one.
  await expect(staff.getByTestId("closure").filter({ hasText: day })).toContainText(`${day} · ${chairs[0]!.label}`);
  await desk.close();

  const after = await freeTimesOn(page, daysAhead);
  // A 60-minute visit starting 09:00-12:30 would need the closed chair.
  expect(after.length).toBe(before.length - 8);
  expect(after).not.toContain("10:00");
  expect(after).toContain("15:00");
});
