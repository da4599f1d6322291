import { expect, test, type Locator } from "@playwright/test";

async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

// Issue 40, row 11: the demo badge sat fixed in a corner and covered "Next available…" on treatment pages and the
// sticky "Continue · $70" bar. It is now a strip in the flow of the page, above the header.
test("a visitor on a phone sees the demo note without it covering the next free time or the continue bar", async ({
  page,
}) => {
  await page.goto("/us/en/infusion/anti_fatigue_iv_infusion");
  const note = page.getByTestId("demo-ribbon");
  await expect(note).toBeVisible();
  // In the flow: scrolled away with the page, never fixed over it.
  expect(await note.evaluate((el) => getComputedStyle(el).position)).toBe("static");
  const next = page.getByTestId("next-free-time");
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeVisible();
  expect(await overlap(note, next)).toBe(false);

  await page.goto("/us/en/book-online/choose-program");
  const card = page.getByTestId("item-AFI");
  await card.getByRole("button", { name: "Add to basket" }).click();
  const bar = page.getByTestId("continue-bar");
  await expect(bar).toBeVisible();
  for (const y of [0, 600, 100_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    expect(await overlap(note, bar), `scrolled to ${y}`).toBe(false);
  }
  // At the top of the page the note is above the header, not over it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const header = page.locator("header").first();
  expect(await overlap(note, header)).toBe(false);
});
