import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";
import { messageKeysIn } from "../support/message-keys";

// A traveller: the phone keeps Tokyo's time while the visit is in London (issue 40, row 1).
test.use({ timezoneId: "Asia/Tokyo" });

test("a customer whose phone is in another time zone sees their own time, never a message key, under each appointment in English and Arabic", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("abroad");
  await registerCustomer(page, email, "Lantern-harbour-73");
  await page.waitForFunction(() => window.localStorage.getItem("aurum.basket.owner.v1") === "customer");
  await basketToCheckout(page, { items: [{ code: "NADEP" }], time: "18:30" });
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");
  const {
    rows: [booking],
  } = await testDatabase().query<{ id: string }>(
    `select b.id from bookings b join users u on u.id = b.user_id where u.email = $1`,
    [email],
  );

  // London's 18:30 is 02:30 or 03:30 the next day in Tokyo: the line under the clinic time says so in the page's language.
  const own = { en: /^your time \u2066?0?(2|3):30/, ar: /^بتوقيتك/ };
  for (const locale of ["en", "ar"] as const) {
    for (const path of [
      "account",
      "account/bookings",
      "account/programs",
      "account/health",
      `account/bookings/${booking!.id}/consent`,
    ]) {
      await page.goto(`/uk/${locale}/${path}`);
      const lines = page.getByTestId("visitor-time");
      await expect(lines.first(), `${locale} ${path}`).toBeVisible();
      for (const text of await lines.allInnerTexts()) expect(text, `${locale} ${path}`).toMatch(own[locale]);
      expect(messageKeysIn(await page.locator("body").innerText()), `${locale} ${path}`).toEqual([]);
      if (path === "account/bookings")
        await page.screenshot({ path: test.info().outputPath(`bookings-${locale}.png`), fullPage: true });
    }
  }
});
