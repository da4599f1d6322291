import { expect, test } from "@playwright/test";
import { botCheckSolved } from "./support/accounts";
import { basketToCheckout, fillNewCustomer, payButton, payWithCard, uniqueEmail } from "./support/booking";

// Issue 40, row 4: the success page opened mid-way ("Before your visit") or in the footer, and had no amount paid, no
// add-to-calendar and no directions. Now it opens on "Booking Successful" and the booking number, then says what was
// booked, when (clinic time), where (with a map link), what was paid and is left, and offers the .ics.
for (const { locale, time, card } of [
  { locale: "en", time: "10:30", card: true },
  { locale: "ar", time: "18:30", card: false },
] as const) {
  test(`a new customer on a phone in ${locale} arrives at Booking Successful and finds the visit, the way there, the payment and the calendar file`, async ({
    page,
  }) => {
    await basketToCheckout(page, { items: [{ code: "JLIV" }], time });
    await page.goto(`/uk/${locale}/book-online/checkout`);
    await expect(page.getByTestId("appointment")).toBeVisible();
    await fillNewCustomer(page, { email: uniqueEmail(`arrives-${locale}`), password: "Tranquil-harbour-42" });
    if (card) await payWithCard(page, "4242 4242 4242 4242");
    else await page.locator('input[name="payment"][value="clinic"]').check();
    await page.getByTestId("accept-terms").check();
    await botCheckSolved(page.getByTestId("checkout-new-customer"));
    // The pay bar sits at the bottom of a long page: where the customer was when they paid.
    await payButton(page).click();
    await expect(page).toHaveURL(/\/book-online\/success\?booking=BK-/);

    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(locale === "en" ? "Booking Successful" : /.+/);
    await expect(title).toBeInViewport();
    await expect(title).toBeFocused();
    const number = page.getByTestId("booking-number");
    await expect(number).toBeInViewport();
    await expect(number).toHaveText(/^BK-[A-Z0-9]{8}$/);
    // Kept whole and left to right inside the Arabic page ("BK-" / "P5Q9RRSR" was row 9).
    await expect(number).toHaveAttribute("dir", "ltr");

    const details = page.getByTestId("booking-details");
    await expect(details.getByTestId("booking-treatments")).not.toBeEmpty();
    await expect(details.getByTestId("booking-time")).toContainText(time);
    await expect(details.getByTestId("booking-address")).toContainText("14 Harley Street");
    await expect(details.getByTestId("booking-address").locator("bdi").first()).toHaveText("14 Harley Street");
    await expect(details.getByTestId("booking-directions")).toHaveAttribute(
      "href",
      /openstreetmap\.org\/search\?query=/,
    );
    const paid = await details.getByTestId("booking-paid").textContent();
    const left = await details.getByTestId("booking-left-to-pay").textContent();
    if (card) {
      // London's money, pounds (issue 45).
      expect(paid).toMatch(/£[1-9]/);
      expect(left).toMatch(/£0/);
    } else {
      expect(paid).toMatch(/0/);
      expect(left).toMatch(/[1-9]/);
    }

    // The same calendar file as My Bookings' "Add to calendar".
    const href = await page.getByTestId("add-to-calendar").getAttribute("href");
    const ics = await page.request.get(href!);
    expect(ics.headers()["content-type"]).toContain("text/calendar");
    const body = await ics.text();
    expect(body).toContain("BEGIN:VEVENT");
    expect(body).toContain(`UID:${await number.textContent()}@`);

    // "Before your visit" comes after all of that.
    const before = page.getByTestId("health-callout");
    if (await before.count()) {
      const [detailsBox, beforeBox] = [await details.boundingBox(), await before.boundingBox()];
      expect(beforeBox!.y).toBeGreaterThan(detailsBox!.y);
    }
    await page.screenshot({ path: test.info().outputPath(`success-${locale}-390.png`), fullPage: true });
  });
}
