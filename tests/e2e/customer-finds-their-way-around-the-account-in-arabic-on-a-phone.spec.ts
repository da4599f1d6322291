import { expect, test } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { uniqueEmail } from "./support/booking";

test.use({ viewport: { width: 360, height: 780 } });

test("a customer finds every account page in Arabic on a 360 px phone and copies their referral link", async ({
  page,
  context,
}) => {
  await registerCustomer(page, uniqueEmail("arabic-account"), "Cedar-harbour-58");
  await page.goto("/us/ar/account");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("حسابي");

  // One navigation with every entry, none cut off: each lies inside the screen, and the page does not scroll sideways.
  const nav = page.getByTestId("account-nav");
  const entries = nav.locator("a, button");
  await expect(entries).toHaveText([
    "نظرة عامة",
    "حجوزاتي",
    "قائمة الانتظار",
    "برامجي",
    "طلباتي",
    "ادعُ صديقًا",
    "قسائمي",
    "بطاقات الهدايا",
    "إعدادات الحساب",
    "تسجيل الخروج",
  ]);
  for (const box of await entries.evaluateAll((items) =>
    items.map((i) => i.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Mirrored: the first entry sits on the right.
  const [first, second] = await entries.evaluateAll((items) =>
    items.slice(0, 2).map((i) => i.getBoundingClientRect().left),
  );
  expect(first!).toBeGreaterThan(second!);

  await expect(page.getByTestId("programmes-to-book")).toContainText("لكل جلسات برامجك موعد محدد.");
  await nav.getByRole("link", { name: "طلباتي" }).click();
  await expect(page.getByTestId("no-orders")).toHaveText("لا توجد بيانات طلبات.");
  await nav.getByRole("link", { name: "قائمة الانتظار" }).click();
  await expect(page.getByTestId("waitlist-none")).toContainText("لست في أي قائمة انتظار.");
  await nav.getByRole("link", { name: "قسائمي" }).click();
  await expect(page.getByTestId("no-vouchers")).toHaveText("لا توجد بيانات");

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await nav.getByRole("link", { name: "ادعُ صديقًا" }).click();
  const link = (await page.getByTestId("referral-link").textContent())!;
  expect(link).toMatch(/\/us\/ar\/register\?ref=[A-Z0-9]+$/);
  await page.getByTestId("copy-referral-link").click();
  await expect(page.getByTestId("referral").getByRole("status")).toHaveText("تم النسخ بنجاح");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});
