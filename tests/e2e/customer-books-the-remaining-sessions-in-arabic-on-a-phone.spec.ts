import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { acceptTerms, basketToCheckout, chooseDayAhead, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

test.use({ viewport: { width: 360, height: 780 } });

test("on a 360 px phone in Arabic, a customer books the four remaining sessions of a programme every two weeks in one flow", async ({
  page,
}) => {
  const email = uniqueEmail("book-all-arabic");
  await registerCustomer(page, email, "Olive-harbour-64");
  await page.waitForFunction(() => window.localStorage.getItem("aurum.basket.owner.v1") === "customer");
  await basketToCheckout(page, { items: [{ code: "NADEP" }], time: "17:00" });
  await page.getByRole("radio", { name: "Pay in the clinic on the day" }).check();
  await acceptTerms(page);
  await page.getByRole("button", { name: "Confirm booking" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Booking Successful");

  await page.goto("/uk/ar/account/programs");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const programme = page.getByTestId("programme");
  await programme.getByRole("button", { name: "احجز جميع الجلسات المتبقية" }).click();
  const flow = programme.getByTestId("book-all-form");
  const firstDay = await chooseDayAhead(page, 16, "الشهر التالي");
  await flow.locator('[data-time="09:30"]').click();
  await flow.getByRole("radio", { name: "كل أسبوعين" }).check();
  await flow.getByRole("button", { name: "اعرض المواعيد المقترحة" }).click();

  const proposals = flow.getByTestId("book-all-proposals").getByRole("listitem");
  await expect(proposals).toHaveCount(4);
  // The proposed times come into view with their heading, not below the fold (issue 40, row 4).
  await expect(flow.getByRole("heading", { name: "المواعيد المقترحة" })).toBeInViewport();
  await expect(proposals.first()).toContainText("الجلسة 2");
  await expect(proposals.first()).toContainText("متاح");
  // Nothing is cut off or scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await flow.getByTestId("book-all-confirm").click();
  await expect(programme.getByTestId("book-all-status")).toHaveText("تم الحجز بنجاح");
  // The page does not open in the footer once the tall form closes: the message is in view and has the focus.
  await expect(programme.getByTestId("book-all-status")).toBeInViewport();
  await expect(programme.getByTestId("book-all-status")).toBeFocused();
  await expect(programme.getByTestId("sessions-used")).toContainText("5");

  const { rows } = await testDatabase().query(
    `select to_char(b.starts_at at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') as london
       from programme_sessions s join programmes p on p.id = s.programme_id join users u on u.id = p.user_id join bookings b on b.id = s.booking_id
      where u.email = $1 and s.number > 1 order by s.number`,
    [email],
  );
  const fortnight = (n: number) =>
    new Date(Date.parse(`${firstDay}T00:00:00Z`) + n * 14 * 86_400_000).toISOString().slice(0, 10);
  expect(rows.map((r) => r.london)).toEqual([0, 1, 2, 3].map((n) => `${fortnight(n)} 09:30`));
});
