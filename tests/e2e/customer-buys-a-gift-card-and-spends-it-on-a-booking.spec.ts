import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, payWithCard, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { readMail } from "./support/mail";

test("a customer buys a gift card, the recipient gets its number and code by e-mail, and it pays part of another booking", async ({
  page,
  context,
}) => {
  const email = uniqueEmail("giver");
  const recipient = uniqueEmail("recipient");
  await registerCustomer(page, email, "Amber-orchard-8842");

  // On the UK site a card is in pounds, spent at London (issue 45).
  await page.goto("/uk/en/book-online/gift-card");
  await expect(page.getByTestId("gift-card-where")).toHaveText(
    "Gift cards bought here are in pounds sterling and can be spent at Aurum Clinic London.",
  );
  await page.getByLabel("Amount (GBP)").fill("100");
  await page.getByLabel("Recipient's name").fill("Grace Hopper");
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel("Personal message (optional)").fill("For a quiet afternoon.");
  await payWithCard(page, "4242 4242 4242 4242", { choose: false });
  await page.getByRole("button", { name: "Buy gift card" }).click();
  await expect(page.getByRole("status")).toHaveText(`Thank you! The gift card is on its way to ${recipient}.`);

  const mail = await readMail(context, recipient, "gift-card");
  expect(mail).toContain("For a quiet afternoon.");
  const number = /Gift card number: ([A-Z0-9 ]{19})/.exec(mail)![1]!;
  const code = /Code: ([A-Za-z0-9]{6})/.exec(mail)![1]!;

  await basketToCheckout(page, { items: [{ code: "NADADI" }], time: "14:00" });
  await page.getByRole("textbox", { name: "Gift card number (16 characters)" }).fill(number);
  // A mistyped code is refused once, and is not sent again with the next quote (each would count as a wrong code).
  const wrong = (code[0] === "Z" ? "Y" : "Z") + code.slice(1);
  await page.getByRole("textbox", { name: "Code (6 characters)" }).fill(wrong);
  await page.getByRole("button", { name: "Use gift card" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The gift card number or code is not right." })).toBeVisible();
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await page.getByRole("radio", { name: "Pay online by card" }).check();
  await expect(page.getByRole("alert").filter({ hasText: "The gift card number or code is not right." })).toBeVisible();
  const counted = async () =>
    (
      await testDatabase().query<{ count: number }>(
        `select count from rate_limits where bucket = 'gift-card-number' and key = $1`,
        [number.replace(/ /g, "")],
      )
    ).rows[0]?.count;
  await page.waitForLoadState("networkidle");
  expect(await counted()).toBe(1);
  await page.getByRole("textbox", { name: "Code (6 characters)" }).fill(code);
  await page.getByRole("button", { name: "Use gift card" }).click();
  await expect(page.getByTestId("sum-giftcard")).toContainText("−£100");
  const payNow = (await page.getByTestId("sum-paynow").locator("dd").textContent())!;
  expect(payNow).not.toBe("£0.00");

  await payWithCard(page, "4242 4242 4242 4242");
  await acceptTerms(page);
  await page.getByRole("button", { name: /Pay .* and book/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");

  const { rows } = await testDatabase().query(
    `select g.balance_cents, (select array_agg(p.kind || ':' || p.state order by p.kind) from payments p where p.order_id = o.id) as payments
       from gift_cards g join payments gp on gp.gift_card_id = g.id join orders o on o.id = gp.order_id where g.recipient_email = $1`,
    [recipient],
  );
  expect(rows).toEqual([{ balance_cents: 0, payments: ["card:succeeded", "gift_card:succeeded"] }]);
});
