import { expect, test, type Page } from "@playwright/test";
import { locales } from "../../src/i18n/locales";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { messageKeysIn } from "../support/message-keys";

// A browser in a zone no clinic is in, so every "your time" line is drawn (issue 40, row 1).
test.use({ timezoneId: "America/Los_Angeles" });

/** Every page type a visitor or customer meets, by its path after /{area}/{locale}/. */
const visitorPages = [
  "",
  "infusion/singular",
  "infusion/anti_fatigue_iv_infusion",
  "infusion/executive-high-flyer-plus",
  "injections/vitamin",
  "blood-profile/well-man",
  "spaFacial/spaFacial60",
  "book-online/choose-program",
  "book-online/basket",
  "locations",
  "faqs",
  "contact",
  "gift-cards",
  "join-us/careers",
  "terms-of-service",
  "privacy-policy",
  "login",
  "register",
  "forgot-password",
  "no-such-page",
];
const accountPages = [
  "account",
  "account/bookings",
  "account/programs",
  "account/orders",
  "account/health",
  "account/waitlist",
  "account/voucher",
  "account/gift-card",
  "account/refer-a-friend",
  "account/settings",
];

/** The page's words, with what assistive technology reads: the title, labels, alternatives and placeholders. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].flatMap((e) =>
        ["aria-label", "title", "alt", "placeholder"].map((a) => e.getAttribute(a) ?? ""),
      ),
    ].join("\n"),
  );
}

async function expectNoKeys(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState("load");
  expect(messageKeysIn(await wordsOf(page)), path).toEqual([]);
}

test("no page a visitor or customer opens shows a message key, in any of the eight languages", async ({ page }) => {
  test.setTimeout(900_000);
  for (const locale of locales) for (const path of visitorPages) await expectNoKeys(page, `/uk/${locale}/${path}`);

  const email = uniqueEmail("message-keys");
  await registerCustomer(page, email, "Harbour-lantern-91");
  await page.waitForFunction(() => window.localStorage.getItem("aurum.basket.owner.v1") === "customer");
  await basketToCheckout(page, { items: [{ code: "NADEP" }], time: "19:00" });
  for (const locale of locales) await expectNoKeys(page, `/uk/${locale}/book-online/checkout`);
  await page.goto("/uk/en/book-online/checkout");
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const success = new URL(page.url());
  const {
    rows: [booking],
  } = await testDatabase().query<{ id: string }>(
    `select b.id from bookings b join users u on u.id = b.user_id where u.email = $1`,
    [email],
  );
  for (const locale of locales) {
    await expectNoKeys(page, `${success.pathname.replace("/uk/en/", `/uk/${locale}/`)}${success.search}`);
    for (const path of [...accountPages, `account/bookings/${booking!.id}/consent`])
      await expectNoKeys(page, `/uk/${locale}/${path}`);
  }
});
