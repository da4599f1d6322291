import { expect, test } from "@playwright/test";

// Issue 40, row 7: "Mon, Dec 7" on /uk/en, and "Prices in US dollars, including sales tax and a 20% gratuity" on the
// UK and South African sites. English now follows the area; since issue 45 the note names each country's money and
// tax: pounds and VAT with no service charge in the UK, rand and VAT in South Africa, dollars, sales tax and a gratuity
// in the US.
test("a visitor on a phone reads dates and the price note as written in their area", async ({ page }) => {
  const next = page.getByTestId("next-free-time");
  const note = page.getByTestId("price-note");

  await page.goto("/uk/en/infusion/anti_fatigue_iv_infusion");
  // "Next available: Tue 8 Dec, 09:00 London time": the day before the month, 24-hour.
  await expect(next).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}/);
  await expect(note).toContainText("pounds sterling");
  await expect(note).toContainText("VAT");
  await expect(note).not.toContainText("sales tax");
  await expect(note).not.toContainText("gratuity");

  await page.goto("/us/en/infusion/anti_fatigue_iv_infusion");
  await expect(next).toContainText(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2}/);
  await expect(note).toContainText("US dollars");
  await expect(note).toContainText("sales tax");
  await expect(note).toContainText("a 20% gratuity");

  await page.goto("/za/en/infusion/anti_fatigue_iv_infusion");
  await expect(note).toContainText("rand");
  await expect(note).toContainText("VAT");
  await expect(note).not.toContainText("gratuity");
});
