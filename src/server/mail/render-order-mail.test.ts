import { describe, expect, it } from "vitest";
import { buildBookingConfirmation, buildGiftCardMail } from "@/server/orders/booking-confirmation";
import { renderMail } from "./render-mail";

const clinic = { name: "Aurum Clinic London", street: "12 Harley Street", city: "London", postcode: "W1G 9PF", phone: "+44 20 7946 0000", email: "london@aurumclinic.com", timeZone: "Europe/London" };

describe("order e-mails rendered from their React templates", () => {
  it.each(["en", "ar", "ja"])("a booking confirmation in %s names the booking, the clinic's address and the clinic time", async (locale) => {
    const mail = buildBookingConfirmation({
      locale,
      to: "ada@example.com",
      customerName: "Ada Lovelace",
      bookingNumber: "BK-ABCDEFGH",
      orderNumber: "AU-12345678",
      clinic,
      // 09:30 in London in summer (BST) is 08:30 UTC.
      startsAt: new Date("2026-07-01T08:30:00Z"),
      endsAt: new Date("2026-07-01T10:00:00Z"),
      lines: [{ title: "NAD+ infusion", quantity: 2 }],
      totalCents: 120_000,
      leftToPayCents: 0,
      currency: "USD",
    });
    expect(mail.template).toBe("booking-confirmation");
    const rendered = await renderMail(mail.template, mail.locale, mail.props);
    expect(rendered.subject).toContain("BK-ABCDEFGH");
    expect(rendered.subject).toBe(mail.subject);
    for (const part of [rendered.html, rendered.text]) {
      expect(part).toContain("12 Harley Street");
      expect(part).toContain("AU-12345678");
      expect(part).toContain("NAD+ infusion");
    }
    expect(rendered.text).toMatch(/9:30|09:30|٠٩:٣٠|٩:٣٠/);
    expect(rendered.html).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
    expect(mail.attachments[0]!.content).toContain("DTSTART:20260701T083000Z");
  });

  it("a gift card mail gives the recipient the number and the code", async () => {
    const mail = buildGiftCardMail({ locale: "de", to: "b@example.com", recipientName: "Bea", fromName: "Ada", message: "Alles Gute", number: "ABCD2345EFGH6789", code: "X7Y8Z9", amountCents: 20_000, currency: "USD" });
    const rendered = await renderMail(mail.template, mail.locale, mail.props);
    expect(rendered.text).toContain("ABCD 2345 EFGH 6789");
    expect(rendered.text).toContain("X7Y8Z9");
    expect(rendered.text).toContain("Alles Gute");
    expect(rendered.subject).toBe(mail.subject);
  });
});
