import { expect, test } from "@playwright/test";
import { createStaffMember, signInAsStaff } from "./support/staff";
import { registerCustomer } from "./support/accounts";

test("reception signs in to the back office; a customer who opens its address sees “not found”", async ({ page, browser }) => {
  const reception = await createStaffMember("reception", ["london"]);
  await signInAsStaff(page, reception);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Good to see you, Robin/);
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  const robots = await page.locator('meta[name="robots"]').getAttribute("content");
  expect(robots).toContain("noindex");

  const customer = await browser.newPage();
  await registerCustomer(customer, `not.staff.${Date.now()}.${test.info().project.name}@example.com`, "Quiet-meadow-55");
  const response = await customer.goto("/us/en/staff");
  expect(response?.status()).toBe(404);
  await customer.close();
});
