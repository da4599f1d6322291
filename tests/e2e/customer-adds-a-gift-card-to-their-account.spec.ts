import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { payWithCard, uniqueEmail } from "./support/booking";
import { readMail } from "./support/mail";

test("a customer adds a gift card they were given to My Gift Card and sees its balance; the giver sees it unspent", async ({
  page,
  browser,
}) => {
  // Two browsers, two sign-ins and a purchase: longer than one page's journey.
  test.setTimeout(150_000);
  const giver = uniqueEmail("gift-giver");
  const sentTo = uniqueEmail("gift-inbox");
  await registerCustomer(page, giver, "Linen-harbour-2207");
  await page.goto("/uk/en/account/gift-card");
  await page.getByTestId("buy-gift-card").click();
  await page.getByLabel("Amount (GBP)").fill("100");
  await page.getByLabel("Recipient's name").fill("Ada Lovelace");
  await page.getByLabel("Recipient's e-mail").fill(sentTo);
  await payWithCard(page, "4242 4242 4242 4242", { choose: false });
  await page.getByRole("button", { name: "Buy gift card" }).click();
  await expect(page.getByRole("status")).toHaveText(`Thank you! The gift card is on its way to ${sentTo}.`);
  const mail = await readMail(page.context(), sentTo, "gift-card");
  const number = /Gift card number: ([A-Z0-9 ]{19})/.exec(mail)![1]!;
  const code = /Code: ([A-Za-z0-9]{6})/.exec(mail)![1]!;

  await page.goto("/uk/en/account/gift-card");
  await expect(page.getByTestId("gift-cards-bought")).toContainText("For Ada Lovelace");
  await expect(page.getByTestId("gift-cards-bought")).toContainText("Not spent yet");
  await expect(page.getByTestId("gift-cards-bought")).not.toContainText(number);

  // The friend's account uses another address than the one the card was sent to: they add it by number and code.
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await registerCustomer(friendPage, uniqueEmail("gift-friend"), "Linen-harbour-2207");
  await friendPage.goto("/uk/en/account/gift-card");
  await expect(friendPage.getByTestId("gift-cards-received")).toContainText(
    "No gift card has been sent to your e-mail address.",
  );
  const form = friendPage.getByTestId("add-gift-card-form");
  await form.getByLabel("Gift card number").fill("ABC");
  await form.getByRole("button", { name: "Add to my account" }).click();
  await expect(friendPage.locator('[data-field-error="number"]')).toHaveText(
    "The gift card number has 16 capital letters or digits.",
  );
  await form.getByLabel("Gift card number").fill(number);
  await form.getByLabel("Code").fill(code === "AAAAAA" ? "BBBBBB" : "AAAAAA");
  await form.getByRole("button", { name: "Add to my account" }).click();
  await expect(form.getByRole("alert")).toContainText("The gift card number or code is not right.");
  await form.getByLabel("Code").fill(code);
  await form.getByRole("button", { name: "Add to my account" }).click();
  await expect(form.getByRole("status")).toHaveText("Gift card added to your account.");
  await friendPage.reload();
  const received = friendPage.getByTestId("gift-cards-received");
  await expect(received).toContainText(`•••• •••• •••• ${number.slice(-4)}`);
  await expect(received).toContainText("£100");
  await friendPage.goto("/uk/en/account");
  await expect(friendPage.getByTestId("wallet")).toContainText("£100");
  await friend.close();
});
