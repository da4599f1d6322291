import { expect, test } from "@playwright/test";
import { createStaffMember, signInAsStaff } from "./support/staff";
import { registerCustomer } from "./support/accounts";

test("reception signs in to the back office; a customer who opens its address sees “not found”", async ({
  page,
  browser,
}) => {
  const reception = await createStaffMember("reception", ["london"]);
  await signInAsStaff(page, reception);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Good to see you, Robin/);
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  // As a crawler would get it, the page loaded afresh (right after the sign-in's client-side navigation the previous
  // page's robots tag can still stand beside this one's for a moment): one robots tag, noindex.
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((tags) => tags.map((tag) => tag.getAttribute("content")));
  expect(robots).toHaveLength(1);
  expect(robots[0]).toContain("noindex");

  const customer = await browser.newPage();
  await registerCustomer(
    customer,
    `not.staff.${Date.now()}.${test.info().project.name}@example.com`,
    "Quiet-meadow-55",
  );
  const response = await customer.goto("/us/en/staff");
  expect(response?.status()).toBe(404);
  await customer.close();
});
