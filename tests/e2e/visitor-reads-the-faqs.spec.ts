import { expect, test } from "@playwright/test";

test("a visitor reads the FAQs and opens an answer with the keyboard", async ({ page }) => {
  await page.goto("/us/en/faqs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  const question = page.locator("summary", { hasText: "How far ahead must I book?" });
  const answer = page.getByText("Online bookings must start at least 24 hours ahead");
  await expect(answer).toBeHidden();

  await question.focus();
  await expect(question).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await expect(question.locator("xpath=..")).toHaveAttribute("open", "");

  // Tab moves on to the next question; Space opens it and the first stays open.
  await page.keyboard.press("Tab");
  await expect(page.locator("summary", { hasText: "Can I change or cancel a booking?" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByText("until 72 hours before the session starts")).toBeVisible();
  await expect(answer).toBeVisible();

  // Search engines get the same questions as FAQPage data.
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity.map((q: { name: string }) => q.name)).toContain("How far ahead must I book?");
});

test("the FAQs read in Japanese, questions and answers", async ({ page }) => {
  await page.goto("/us/ja/faqs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("よくあるご質問");
  await page.locator("summary", { hasText: "どのくらい前までに予約が必要ですか？" }).click();
  await expect(page.getByText("オンライン予約は開始時刻の24時間以上前までにお願いします。")).toBeVisible();
});
