import { describe, expect, it } from "vitest";
import {
  buildBookingChange,
  buildBookingConfirmation,
  buildGiftCardMail,
  buildSessionsConfirmation,
} from "@/server/bookings/booking-confirmation";
import { LONDON_CLINIC } from "../../../tests/support/mail-fixtures";
import { renderMail } from "./render-mail";

const clinic = LONDON_CLINIC;

describe("order e-mails rendered from their React templates", () => {
  it.each(["en", "ar", "ja"])(
    "a booking confirmation in %s names the booking, the clinic's address and the clinic time",
    async (locale) => {
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
        expect(part).toContain(clinic.street);
        expect(part).toContain("AU-12345678");
        expect(part).toContain("NAD+ infusion");
      }
      expect(rendered.text).toMatch(/9:30|09:30|٠٩:٣٠|٩:٣٠/);
      expect(rendered.html).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
      expect(mail.attachments[0]!.content).toContain("DTSTART:20260701T083000Z");
    },
  );

  it("a gift card mail gives the recipient the number and the code", async () => {
    const mail = buildGiftCardMail({
      locale: "de",
      to: "b@example.com",
      recipientName: "Bea",
      fromName: "Ada",
      message: "Alles Gute",
      number: "ABCD2345EFGH6789",
      code: "X7Y8Z9",
      amountCents: 20_000,
      currency: "USD",
    });
    const rendered = await renderMail(mail.template, mail.locale, mail.props);
    expect(rendered.text).toContain("ABCD 2345 EFGH 6789");
    expect(rendered.text).toContain("X7Y8Z9");
    expect(rendered.text).toContain("Alles Gute");
    expect(rendered.subject).toBe(mail.subject);
  });

  it.each(["en", "zh", "ar", "de", "fr", "ru", "es", "ja"])(
    "sessions booked in one go, in %s: every session listed, one .ics with every event",
    async (locale) => {
      const sessions = [2, 3, 4, 5].map((n) => ({
        sessionNumber: n,
        bookingNumber: `BK-SESSION${n}X`,
        startsAt: new Date(Date.UTC(2026, 6, n * 7, 8, 30)),
        endsAt: new Date(Date.UTC(2026, 6, n * 7, 10, 30)),
      }));
      const mail = buildSessionsConfirmation({
        locale,
        to: "ada@example.com",
        customerName: "Ada",
        programme: "NAD+ programme",
        orderNumber: "AU-12345678",
        clinic,
        sessions,
        stampedAt: new Date("2026-06-01T00:00:00Z"),
      });
      const rendered = await renderMail(mail.template, mail.locale, mail.props);
      expect(rendered.subject).toBe(mail.subject);
      for (const s of sessions) expect(rendered.text).toContain(s.bookingNumber);
      expect(rendered.text).toContain(clinic.street);
      expect(rendered.text).not.toMatch(/\$0/);
      expect(mail.attachments[0]!.content.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    },
  );

  it.each(["en", "ar", "ru"])(
    "a moved visit (%s) carries the same UID with the higher SEQUENCE; a cancelled one METHOD:CANCEL",
    async (locale) => {
      const base = {
        locale,
        to: "ada@example.com",
        customerName: "Ada",
        bookingNumber: "BK-ABCDEFGH",
        clinic,
        startsAt: new Date("2026-07-01T08:30:00Z"),
        endsAt: new Date("2026-07-01T10:30:00Z"),
        stampedAt: new Date("2026-06-01T00:00:00Z"),
      };
      const moved = buildBookingChange({ ...base, kind: "moved", sequence: 1 });
      const cancelled = buildBookingChange({ ...base, kind: "cancelled", sequence: 2 });
      const [movedText, cancelledText] = await Promise.all([
        renderMail(moved.template, moved.locale, moved.props),
        renderMail(cancelled.template, cancelled.locale, cancelled.props),
      ]);
      expect(movedText.subject).toBe(moved.subject);
      expect(movedText.subject).not.toBe(cancelledText.subject);
      expect(moved.attachments[0]!.content).toMatch(
        /METHOD:PUBLISH[\s\S]*UID:BK-ABCDEFGH@aurumclinic.com\r\nSEQUENCE:1\r\n/,
      );
      expect(cancelled.attachments[0]!.content).toMatch(
        /METHOD:CANCEL[\s\S]*UID:BK-ABCDEFGH@aurumclinic.com\r\nSEQUENCE:2\r\n[\s\S]*STATUS:CANCELLED/,
      );
    },
  );
});
