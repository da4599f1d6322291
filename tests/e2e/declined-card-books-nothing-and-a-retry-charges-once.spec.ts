import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, payWithCard, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

test("a customer's declined card books nothing and says why; paying again with a good card charges once", async ({
  page,
}) => {
  const email = uniqueEmail("declined");
  await registerCustomer(page, email, "Silver-lantern-5521");
  await basketToCheckout(page, { items: [{ code: "GPI", option: "GPI-B12" }], time: "12:00" });
  await expect(page.getByTestId("signed-in-as")).toBeVisible();

  await payWithCard(page, "4000 0000 0000 0002");
  await acceptTerms(page);
  await page.getByRole("button", { name: /Pay .* and book/ }).click();
  await expect(page.getByTestId("form-error")).toHaveText(
    "Your card was declined, so nothing has been booked. Please try another card or pay in the clinic.",
  );
  await expect(page).toHaveURL(/\/book-online\/checkout$/);
  await expect(page.getByTestId("basket-count")).toHaveText("1");

  const db = testDatabase();
  const failed = await db.query(
    `select o.status, b.status as booking, (select count(*)::int from chair_slots s where s.booking_id = b.id and s.state = 'booked') as chairs
       from orders o join users u on u.id = o.user_id join bookings b on b.order_id = o.id where u.email = $1`,
    [email],
  );
  expect(failed.rows).toEqual([{ status: "payment_failed", booking: "cancelled", chairs: 0 }]);

  await payWithCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: /Pay .* and book/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");

  const charges = await db.query(
    `select p.state, count(*)::int as n from payments p join orders o on o.id = p.order_id join users u on u.id = o.user_id
      where u.email = $1 and p.kind = 'card' group by p.state order by p.state::text`,
    [email],
  );
  expect(charges.rows).toEqual([
    { state: "failed", n: 1 },
    { state: "succeeded", n: 1 },
  ]);
});
