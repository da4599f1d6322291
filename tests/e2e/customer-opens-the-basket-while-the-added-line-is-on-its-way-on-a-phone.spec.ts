import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { uniqueEmail } from "./support/booking";

/**
 * On a slow connection a customer taps "Add to basket" and opens the basket before the line has reached the server
 * basket: leaving the page cancels that request. The basket page sends it again before it reads the server basket,
 * so the line stays (it was wiped: "Your basket is empty").
 */
test("a signed-in customer on a slow connection opens the basket right after adding a programme, and the line is there", async ({
  page,
}) => {
  await registerCustomer(page, uniqueEmail("slow-add"), "Linden-harbour-73");
  await page.waitForFunction(() => window.localStorage.getItem("aurum.basket.owner.v1") === "customer");
  await page.goto("/uk/en/book-online/choose-program");

  // The edit takes two seconds to leave the phone: the page is gone before then.
  const edits = "**/api/v2/my_center/operate_cart**";
  let slowed = 0;
  await page.route(edits, async (route) => {
    slowed += 1;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue().catch(() => undefined);
  });
  const card = page.getByTestId("item-NADEP");
  await card.getByRole("button", { name: "Add to basket" }).click();
  await expect(card.getByRole("status")).toContainText("Added to your basket.");
  // The server basket's answer, awaited by name: waiting for the network to fall idle took 26 s after a reload here.
  const serverBasketRead = () =>
    page.waitForResponse((response) => response.url().includes("/api/v2/my_center/check_cart_list") && response.ok());
  let read = serverBasketRead();
  await page.goto("/uk/en/book-online/basket");
  await page.unroute(edits);
  expect(slowed).toBe(1);

  // The basket page has read the server basket (the clinic's list is shown once it answers) and kept the line.
  await read;
  await expect(page.getByRole("radio", { name: /Aurum Clinic London/ })).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveText("1");
  // It is in the server basket too: another page load shows it.
  read = serverBasketRead();
  await page.reload();
  await read;
  await expect(page.getByRole("radio", { name: /Aurum Clinic London/ })).toBeVisible();
  await expect(page.getByTestId("basket-count")).toHaveText("1");
});
