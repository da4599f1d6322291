import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { registerCustomer } from "./support/accounts";
import { dateAhead, uniqueEmail } from "./support/booking";
import { testDatabase } from "./support/database";

/**
 * A visitor on the Arabic and on the Japanese site fills the basket: choose-program, the add-on choice,
 * the basket's lines and clinic list and the header popover name every treatment, add-on and clinic in
 * their language. The journey scans the visible text for the English catalogue strings (those the
 * locale does not itself use). After the booking (placed through the site's own order API, signed in), the
 * success page and My Bookings name them in the visitor's language too, though the order stores English.
 */
type Catalogue = {
  items: Record<string, { name: string; summary: string }>;
  options: Record<string, string>;
  clinics: Record<string, { name: string; city: string }>;
};
const messages = (locale: string, ns: string) => JSON.parse(readFileSync(`messages/${locale}/${ns}.json`, "utf8"));

async function englishStrings(localized: Catalogue): Promise<string[]> {
  const db = testDatabase();
  const items = await db.query<{ code: string; title: string; summary: string }>(
    "select code, title, summary from catalogue_items where active and not price_on_request and not request_only and kind in ('single','program','injection','blood')",
  );
  const options = await db.query<{ name: string }>("select distinct name from catalogue_options where active");
  const clinics = await db.query<{ name: string; time_zone: string }>("select name, time_zone from clinics");
  const own = new Set<string>([
    ...Object.values(localized.items).flatMap((i) => [i.name, i.summary]),
    ...Object.values(localized.options),
    ...Object.values(localized.clinics).flatMap((c) => [c.name, c.city]),
  ]);
  return [
    ...items.rows.flatMap((r) => [r.title, r.summary]),
    ...options.rows.map((r) => r.name),
    ...clinics.rows.flatMap((r) => [r.name, r.time_zone]),
  ].filter((s) => !own.has(s));
}

async function expectNoEnglish(page: Page, english: string[], where: string) {
  const text = await page.locator("body").innerText();
  const found = english.filter((s) => text.includes(s));
  expect(found, `English catalogue text on ${where}`).toEqual([]);
}

for (const locale of ["ar", "ja"] as const) {
  test(`a visitor in ${locale} fills the basket and sees no English treatment, add-on or clinic name`, async ({
    page,
  }) => {
    const catalogue = messages(locale, "catalogue") as Catalogue;
    const basket = messages(locale, "basket");
    const english = await englishStrings(catalogue);
    expect(english).toContain("Without supplement");

    await page.goto(`/uk/${locale}/book-online/choose-program`);
    await expect(page.getByTestId("item-GPI")).toContainText(catalogue.items.GPI!.name);
    await expectNoEnglish(page, english, "choose-program");

    const card = page.getByTestId("item-GPI");
    await expect(card).toContainText(catalogue.options.NONE!);
    await card.locator('input[type="radio"][value="GPI-NONE"]').check();
    await card.getByRole("button", { name: basket.add.button }).click();
    await expect(card.getByRole("status")).toContainText(basket.add.added);

    await page.goto(`/uk/${locale}/book-online/basket`);
    await expect(
      page.locator("main").getByText(`${catalogue.items.GPI!.name} · ${catalogue.options.NONE}`),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: new RegExp(catalogue.clinics.london!.name) })).toBeVisible();
    await expectNoEnglish(page, english, "the basket");

    const button = page.getByTestId("basket-button");
    await button.click();
    const popover = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    await expect(popover).toContainText(`${catalogue.items.GPI!.name} · ${catalogue.options.NONE}`);
    await expectNoEnglish(page, english, "the basket popover");
  });
}

const SHOTS = process.env.SHOTS_DIR;

for (const [locale, day] of [
  ["ar", 23],
  ["ja", 27],
] as const) {
  test(`after booking in ${locale}, the success page and My Bookings name treatments, add-ons and the clinic in ${locale}`, async ({
    page,
  }) => {
    const catalogue = messages(locale, "catalogue") as Catalogue;
    const english = await englishStrings(catalogue);
    const db = testDatabase();
    const [{ id: clinicId }] = (await db.query<{ id: number }>("select id from clinics where slug = 'london'"))
      .rows as [{ id: number }];

    await registerCustomer(page, uniqueEmail(`catalogue-${locale}`), "Quiet-meadow-4821", "/uk/en");
    // 11:00 in London (winter or summer, inside the standard window), weeks ahead: outside the 24-hour lead time.
    const startsAt = new Date(`${dateAhead(day)}T11:00:00Z`);
    const response = await page.request.post(`/api/v2/place_order/placeRegisterBookingOrder?lang=${locale}`, {
      headers: { origin: new URL(page.url()).origin },
      data: {
        clinicId,
        startsAt: startsAt.toISOString(),
        lines: [
          { code: "GPI", optionCode: "GPI-B12", quantity: 1 },
          { code: "NADEP", optionCode: null, quantity: 1 },
        ],
        paymentMethod: "clinic",
        acceptTerms: true,
        locale,
      },
    });
    const placed = (await response.json()) as {
      code: number;
      msg: string;
      data: { bookingNumber?: string; booking_number?: string };
    };
    expect(placed.code, placed.msg).toBe(2000);
    const number = placed.data.bookingNumber ?? placed.data.booking_number;
    // The order keeps English as stored.
    const stored = await db.query<{ title: string }>(
      "select l.title from order_lines l join bookings b on b.order_id = l.order_id where b.number = $1 order by l.title",
      [number],
    );
    expect(stored.rows.map((r) => r.title)).toEqual([
      "Executive High Flyer Plus Programme",
      "Glutathione Push · Vitamin B12",
    ]);

    if (SHOTS) await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/uk/${locale}/book-online/success?booking=${number}`);
    const details = page.getByTestId("booking-details");
    await expect(details).toContainText(catalogue.clinics.london!.name);
    const treatments = page.getByTestId("booking-treatments");
    await expect(treatments).toContainText(catalogue.items.NADEP!.name);
    await expect(treatments).toContainText(catalogue.options.B12!);
    await expectNoEnglish(page, english, "the success page");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/success-${locale}-390.png`, fullPage: true });

    await page.goto(`/uk/${locale}/account/bookings`);
    const booking = page.getByTestId("booking").filter({ hasText: number! });
    await expect(booking).toContainText(catalogue.items.GPI!.name);
    await expect(booking).toContainText(catalogue.clinics.london!.name);
    await expectNoEnglish(page, english, "My Bookings");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-bookings-${locale}-390.png`, fullPage: true });
  });
}
