import { expect, test, type BrowserContext } from "@playwright/test";

// A first visit: no answer to the banner yet.
test.use({ storageState: { cookies: [], origins: [] } });

const cookieNamed = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

test("a visitor who rejects cookies gets no campaign cookie; after allowing campaign measurement in the footer's settings, the campaign is kept", async ({ page, context }) => {
  await page.goto("/us/en?utm_source=newsletter&utm_campaign=winter");
  const banner = page.getByTestId("cookie-banner");
  await expect(banner.getByRole("heading", { name: "Cookies at Aurum" })).toBeVisible();
  // Fixed over the page: showing it moved nothing (CLS 0).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBe(0);

  // Keyboard only: Tab reaches the banner's buttons.
  await banner.getByRole("button", { name: "Necessary only" }).focus();
  await page.keyboard.press("Enter");
  await expect(banner).toBeHidden();
  expect((await cookieNamed(context, "__Host-aurum_consent"))?.value).toBe(encodeURIComponent("v1:campaign=0"));
  await page.goto("/us/en/infusion?utm_source=newsletter");
  expect(await cookieNamed(context, "__Host-aurum_campaign")).toBeUndefined();
  await expect(page.getByTestId("cookie-banner")).toBeHidden();

  // The choice can be changed from the footer.
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner.getByRole("checkbox", { name: /Campaign measurement/ })).not.toBeChecked();
  await banner.getByRole("checkbox", { name: /Campaign measurement/ }).check();
  await banner.getByRole("button", { name: "Save my choice" }).click();
  await expect(banner).toBeHidden();
  await page.goto("/us/en/infusion?utm_source=instagram&utm_medium=social");
  const campaign = await cookieNamed(context, "__Host-aurum_campaign");
  expect(decodeURIComponent(campaign!.value)).toBe("source=instagram&medium=social");
  expect(campaign!.httpOnly).toBe(true);
});

test("the banner reads in Arabic, right to left", async ({ page }) => {
  await page.goto("/us/ar");
  const banner = page.getByTestId("cookie-banner");
  await expect(banner.getByRole("button", { name: "قبول الكل" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.screenshot({ path: `/tmp/lead/cookie-banner-ar-${test.info().project.name}.png` });
  await banner.getByRole("button", { name: "قبول الكل" }).click();
  await expect(banner).toBeHidden();
});
