import { describe, expect, it } from "vitest";
import { FSI, PDI } from "@/i18n/bidi";
import { formatClinicTime } from "@/shared/clinic-time";
import { buildBookingChange, buildBookingConfirmation } from "@/server/bookings/booking-confirmation";
import { renderMail } from "./render-mail";

const newYork = {
  slug: "new-york",
  name: "Aurum Clinic New York",
  street: "781 Madison Avenue, The Carlyle Spa Level",
  city: "New York, NY",
  postcode: "10065",
  phone: "+1 212 555 0187",
  email: "newyork@aurumclinic.com",
  timeZone: "America/New_York",
};
const london = "+44 20 7946 0321";

function confirmationInput(locale: string) {
  return {
    locale,
    to: "layla@example.com",
    customerName: "Layla Haddad",
    bookingNumber: "BK-P5Q9RRSR",
    orderNumber: "AU-12345678",
    clinic: newYork,
    startsAt: new Date("2026-12-08T15:30:00Z"),
    endsAt: new Date("2026-12-08T16:30:00Z"),
    lines: [{ title: "NAD+ infusion", quantity: 1, code: "JLIV" }],
    totalCents: 6_300,
    leftToPayCents: 0,
    currency: "USD",
  };
}

function confirmation(locale: string) {
  return buildBookingConfirmation(confirmationInput(locale));
}

// Issue 40, row 9: in Arabic the booking number split into "BK-" / "P5Q9RRSR", the address read
// "Madison Avenue, The 781", and every booking mail's footer gave London's phone, even New York's.
describe("a booking mail in Arabic", () => {
  it("isolates the booking number, the address, the phone and the date, in the HTML and the plain text", async () => {
    const mail = confirmation("ar");
    const rendered = await renderMail(mail.template, mail.locale, mail.props);
    for (const part of [rendered.text, rendered.html, rendered.subject]) {
      expect(part).toContain(`${FSI}BK-P5Q9RRSR${PDI}`);
      expect(part).not.toMatch(/[^\u2068]BK-P5Q9RRSR/);
    }
    for (const part of [rendered.text, rendered.html]) {
      // The street, the city (in Arabic) and the postcode in one isolate.
      expect(part).toMatch(/\u2068781 Madison Avenue, The Carlyle Spa Level, [^\u2069]+ 10065\u2069/);
      expect(part).toContain(`${FSI}+1 212 555 0187${PDI}`);
      expect(part).toContain(`${FSI}AU-12345678${PDI}`);
      // The date as Intl writes it in Arabic, whole: "الثلاثاء، 8 ديسمبر 2026".
      expect(part).toMatch(/\u2068[^\u2069]*2026\u2069/);
    }
    expect(rendered.subject).toBe(mail.subject);
  });

  it("gives its own clinic's phone and address in the footer, not London's", async () => {
    for (const locale of ["ar", "en"]) {
      const mail = confirmation(locale);
      const rendered = await renderMail(mail.template, mail.locale, mail.props);
      expect(rendered.text, locale).not.toContain(london);
      const footer = rendered.text.slice(rendered.text.lastIndexOf("Madison") - 200);
      expect(footer, locale).toContain("+1 212 555 0187");
    }
  });

  it("still picks the right wording of a select: a cancelled visit says cancelled", async () => {
    const mail = buildBookingChange({
      locale: "ar",
      to: "layla@example.com",
      customerName: "Layla Haddad",
      kind: "cancelled",
      bookingNumber: "BK-P5Q9RRSR",
      clinic: newYork,
      startsAt: new Date("2026-12-08T15:30:00Z"),
      endsAt: new Date("2026-12-08T16:30:00Z"),
      sequence: 1,
      stampedAt: new Date("2026-12-06T10:00:00Z"),
    });
    const rendered = await renderMail(mail.template, mail.locale, mail.props);
    expect(rendered.subject).toContain("تم إلغاء الحجز");
    expect(rendered.subject).toBe(mail.subject);
  });

  it("writes date and time joined as Arabic joins them, without a Latin comma", () => {
    const { dateTime } = formatClinicTime(new Date("2026-12-08T15:30:00Z"), "America/New_York", "ar");
    expect(dateTime).toContain("10:30");
    expect(dateTime).not.toContain(",");
  });
});

const dateOf = (mail: ReturnType<typeof confirmation>) => (mail.props as { date: string }).date;

describe("a booking mail's dates", () => {
  it("follow the clinic's area in English: 8 December in London, December 8 in New York", () => {
    const london = buildBookingConfirmation({
      ...confirmationInput("en"),
      clinic: { ...newYork, slug: "london", timeZone: "Europe/London" },
    });
    const ny = confirmation("en");
    expect(dateOf(london)).toBe("Tuesday, 8 December 2026");
    expect(dateOf(ny)).toBe("Tuesday, December 8, 2026");
  });
});
