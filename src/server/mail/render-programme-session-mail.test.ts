/**
 * Issue 41: a programme session booked on its own is named in its mails as My Bookings and the desk name it: the
 * programme and which session it is, in every language, never the first visit's order.
 */
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { localizedCatalogue } from "@/server/catalogue/localized-catalogue";
import { buildBookingConfirmation, visitMailLines } from "@/server/bookings/booking-confirmation";
import { LONDON_CLINIC } from "../../../tests/support/mail-fixtures";
import { renderMail } from "./render-mail";

const clinic = { ...LONDON_CLINIC, slug: "london" };
const programme = { title: "Executive High Flyer Plus Programme", quantity: 1, code: "NADEP", optionCode: null };
const session = { number: 2, count: 5 };

const confirmation = (locale: string) =>
  buildBookingConfirmation({
    locale,
    to: "ada@example.com",
    customerName: "Ada Lovelace",
    bookingNumber: "BK-SESSION2",
    orderNumber: "AU-12345678",
    clinic,
    startsAt: new Date("2035-03-15T10:00:00Z"),
    endsAt: new Date("2035-03-15T12:00:00Z"),
    lines: [programme],
    session,
    totalCents: null,
    leftToPayCents: 0,
    currency: "GBP",
  });

const reminderProps = (locale: string) => ({
  kind: "two_days" as const,
  name: "Ada Lovelace",
  number: "BK-SESSION2",
  date: "Thursday 15 March 2035",
  time: "10:00",
  zone: "GMT",
  clinic: clinic.name,
  address: `${clinic.street}, ${clinic.city} ${clinic.postcode}`,
  phone: clinic.phone,
  email: clinic.email,
  manageUrl: null,
  lines: visitMailLines(locale, { lines: [programme], session }),
});

describe("a later programme session's mails", () => {
  it("the confirmation names the programme and 'session 2 of 5', included in the programme", async () => {
    const mail = confirmation("en");
    const rendered = await renderMail(mail.template, mail.locale, mail.props);
    for (const part of [mail.text, rendered.html, rendered.text]) {
      expect(part).toContain("Executive High Flyer Plus Programme, session 2 of 5");
      expect(part).toContain("Price: included in your programme");
      expect(part).not.toContain("1 ×");
    }
  });

  it("the reminder lists what is done at the visit, in the same words", async () => {
    const rendered = await renderMail("booking-reminder", "en", reminderProps("en"));
    for (const part of [rendered.html, rendered.text]) {
      expect(part).toContain("Your treatments:");
      expect(part).toContain("Executive High Flyer Plus Programme, session 2 of 5");
    }
    // A reminder queued before the list was added still renders, without it.
    const older: Partial<ReturnType<typeof reminderProps>> = reminderProps("en");
    delete older.lines;
    expect((await renderMail("booking-reminder", "en", older as ReturnType<typeof reminderProps>)).text).not.toContain(
      "Your treatments:",
    );
  });

  it.each(locales.filter((l) => l !== "en"))(
    "in %s both name the programme in that language with the session's number and count, never in English",
    async (locale) => {
      const name = localizedCatalogue(locale).itemName("NADEP", "∅");
      const [line] = visitMailLines(locale, { lines: [programme], session });
      expect(line).toContain(name);
      // The session's number and count are in the words around the name (Arabic's are isolated from it).
      const around = line!.replace(name, "");
      expect(around).toMatch(/2/);
      expect(around).toMatch(/5/);
      expect(around).not.toMatch(/session/i);
      const mail = confirmation(locale);
      const confirmed = await renderMail(mail.template, mail.locale, mail.props);
      const reminded = await renderMail("booking-reminder", locale, reminderProps(locale));
      for (const rendered of [confirmed, reminded]) expect(rendered.text).toContain(line);
    },
  );

  it("an order's own visit keeps one line per treatment, with its quantity", () => {
    expect(
      visitMailLines("en", {
        lines: [programme, { title: "Anti-Fatigue IV Infusion", quantity: 2, code: "AFI", optionCode: null }],
        session: null,
      }),
    ).toEqual(["1 × Executive High Flyer Plus Programme", "2 × Anti-Fatigue IV Infusion"]);
  });
});
