import { expect, test } from "@playwright/test";

test("a visitor asking for a time 23 hours ahead is told to phone or e-mail the clinic", async ({ page, request }) => {
  await page.goto("/uk/en/book-online/choose-program");
  await page.getByTestId("item-AFI").getByRole("button", { name: "Add to basket" }).click();
  await page.goto("/uk/en/book-online/basket");
  await page.getByRole("radio", { name: /Aurum Clinic London/ }).check();
  await expect(page.getByTestId("lead-time-note")).toHaveText(
    "Bookings less than 24 hours ahead cannot be made online. Please call +44 20 7946 0321 or e-mail london@aurumclinic.com and we will do our best to fit you in.",
  );
  // Today is never offered on the calendar.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  await expect(page.getByTestId("booking-calendar").locator(`[data-day="${today}"]`).first()).toHaveAttribute(
    "aria-disabled",
    "true",
  );

  // Asking the API directly for a start 23 hours ahead is refused with the same rule.
  const stores = await (await request.post("/api/v2/store_list")).json();
  const london = stores.data.store_list.find((s: { slug: string }) => s.slug === "london");
  const start = new Date(Date.now() + 23 * 3_600_000);
  start.setUTCMinutes(start.getUTCMinutes() < 30 ? 30 : 60, 0, 0);
  const answer = await request.post("/api/v2/place_order/hold?lang=en", {
    data: { clinicId: london.store_id, startsAt: start.toISOString(), durationMinutes: 60 },
  });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  expect(body.code).toBe(5107);
  expect(body.msg).toBe(
    "Bookings less than 24 hours ahead cannot be made online. Please call +44 20 7946 0321 or e-mail london@aurumclinic.com.",
  );
});
