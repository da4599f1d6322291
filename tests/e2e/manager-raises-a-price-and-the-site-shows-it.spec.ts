import { expect, test, type APIRequestContext } from "@playwright/test";
import { chooseDayAhead } from "./support/booking";
import { createStaffMember, signInAsStaff } from "./support/staff";

/**
 * A London manager raises a treatment's price at London, in pounds (issue 45): the UK service page (a statically
 * rendered page, revalidated by the change) and checkout show it at once; New York's page keeps its dollar price.
 * Desktop and phone run side by side on one database, so each changes a treatment of its own.
 *
 * Other visitors keep asking for the page all along (as a link's prefetch does), so Next is often rendering it
 * when a price changes: a render that read the old price must not be kept after the change (decision 198; without
 * it this journey failed two runs in three locally, and one clean CI in three).
 */
test("a manager raises a price and the service page and checkout show it", async ({ page, browser, request }) => {
  const phone = test.info().project.name === "phone";
  const item = phone
    ? { code: "JLIV", slug: "combat_jet_leg", name: "Combat Jet Lag IV Infusion", was: "£240", now: "£275", us: "$299" }
    : {
        code: "IMB",
        slug: "vitamin_immune_booster",
        name: "Vitamin Immune Booster",
        was: "£320",
        now: "£365",
        us: "$399",
      };
  const servicePage = `/uk/en/infusion/${item.slug}`;
  const stopVisiting = keepVisiting(request, servicePage);
  try {
    await page.goto(servicePage);
    await expect(page.getByTestId("item-price")).toHaveText(item.was);

    const desk = await browser.newContext();
    const staff = await desk.newPage();
    await signInAsStaff(staff, await createStaffMember("manager", ["london"]));
    await staff.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Catalogue" }).click();
    await expect(staff.getByRole("heading", { level: 1, name: "Catalogue and prices" })).toBeVisible();
    await expect(staff.getByRole("link", { name: "Aurum Clinic London" })).toHaveAttribute("aria-current", "page");
    await staff.getByRole("link", { name: `Change ${item.name}` }).click();
    await expect(staff.getByText("Price at Aurum Clinic London.")).toBeVisible();
    await staff.getByLabel("Price (GBP)", { exact: true }).fill(item.now.slice(1));
    await staff.getByRole("button", { name: "Save" }).click();
    await expect(staff.getByText("Saved. The site shows the new price now.")).toBeVisible();

    // The UK site is London's: its static service page shows the new price on the next visit.
    await page.goto(servicePage);
    await expect(page.getByTestId("item-price")).toHaveText(item.now);
    await page.getByRole("button", { name: "Add to basket" }).click();
    await expect(page.getByText("Added to your basket.")).toBeVisible();

    await page.goto("/uk/en/book-online/basket");
    await page.getByRole("radio", { name: /Aurum Clinic London/ }).check();
    await expect(page.getByTestId(`line-${item.code}`)).toContainText(item.now);
    await chooseDayAhead(page, phone ? 6 : 5);
    const slot = page.locator('[data-time="12:30"]');
    await expect(slot).toBeVisible();
    await slot.click();
    await page.getByTestId("continue-checkout").click();
    await expect(page).toHaveURL(/\/book-online\/checkout$/);
    await expect(page.getByTestId("sum-subtotal")).toContainText(item.now);

    // New York's site keeps its own price, in dollars.
    const other = await browser.newPage();
    await other.goto(`/us/en/infusion/${item.slug}`);
    await expect(other.getByTestId("item-price")).toHaveText(item.us);
    await other.close();

    // Back to the group's price: the page follows again.
    await staff.getByRole("button", { name: "Use the group's price here again" }).click();
    await expect(staff.getByText("This clinic follows the group's price again.")).toBeVisible();
    await page.goto(servicePage);
    await expect(page.getByTestId("item-price")).toHaveText(item.was);
    await desk.close();
  } finally {
    await stopVisiting();
  }
});

/** Requests the page's payload over and over (each must be answered) until the returned function is called. */
function keepVisiting(request: APIRequestContext, path: string): () => Promise<void> {
  let visiting = true;
  const visits = (async () => {
    while (visiting) {
      const response = await request.get(path, { headers: { RSC: "1" } });
      expect(response.status()).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    visiting = false;
    await visits;
  };
}
