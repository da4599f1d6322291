import { describe, expect, it } from "vitest";
import { localizedCatalogue } from "@/server/catalogue/localized-catalogue";
import {
  buildBookingChange,
  buildBookingConfirmation,
  buildSessionsConfirmation,
  type BookingConfirmationInput,
} from "./booking-confirmation";
import { LONDON_CLINIC } from "../../../tests/support/mail-fixtures";

const base: BookingConfirmationInput = {
  locale: "en",
  to: "ada@example.com",
  customerName: "Ada Lovelace",
  bookingNumber: "BK-7KQ2M9PX",
  orderNumber: "AU-ABCDEFGH",
  clinic: LONDON_CLINIC,
  // 30 March 2026, the day after London moved to summer time: 10:00 BST is 09:00 UTC
  startsAt: new Date("2026-03-30T09:00:00Z"),
  endsAt: new Date("2026-03-30T11:20:00Z"),
  lines: [
    { title: "Executive High Flyer Plus Programme", quantity: 2 },
    { title: "Glutathione Push · Vitamin B12", quantity: 1 },
  ],
  totalCents: 5180_00,
  leftToPayCents: 5180_00,
  currency: "USD",
  stampedAt: new Date("2026-03-01T12:00:00Z"),
};

describe("booking confirmation e-mail", () => {
  it("states the time in the clinic's zone with its label, the clinic's address and what to bring", () => {
    const mail = buildBookingConfirmation(base);
    expect(mail.to).toBe("ada@example.com");
    expect(mail.subject).toBe("Booking BK-7KQ2M9PX confirmed: Monday, March 30, 2026, 10:00");
    expect(mail.text).toContain("When: Monday, March 30, 2026 at 10:00 (GMT+1, clinic time)");
    expect(mail.text).toContain("Where: Aurum Clinic London, 14 Harley Street, London W1G 9PQ");
    expect(mail.text).toContain("- 2 × Executive High Flyer Plus Programme");
    expect(mail.text).toContain("To pay in the clinic on the day: $5,180");
    expect(mail.text).toContain("photo ID");
  });

  it("attaches an .ics file with UTC instants, the location and escaped text", () => {
    const [ics] = buildBookingConfirmation(base).attachments;
    expect(ics!.filename).toBe("booking-BK-7KQ2M9PX.ics");
    expect(ics!.contentType).toContain("text/calendar");
    const body = ics!.content;
    expect(body).toContain("DTSTART:20260330T090000Z\r\n");
    expect(body).toContain("DTEND:20260330T112000Z\r\n");
    expect(body).toContain("DTSTAMP:20260301T120000Z\r\n");
    expect(body).toContain("UID:BK-7KQ2M9PX@aurumclinic.com");
    expect(body.replace(/\r\n /g, "")).toContain("LOCATION:Aurum Clinic London\\, 14 Harley Street\\, London W1G 9PQ");
    expect(body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("writes New York's time in New York's zone, in winter and in summer", () => {
    const ny = { ...LONDON_CLINIC, name: "Aurum Clinic New York", timeZone: "America/New_York" };
    const winter = buildBookingConfirmation({ ...base, clinic: ny, startsAt: new Date("2026-03-07T14:00:00Z") });
    expect(winter.text).toContain("at 09:00 (GMT-5, clinic time)");
    const summer = buildBookingConfirmation({ ...base, clinic: ny, startsAt: new Date("2026-03-09T13:00:00Z") });
    expect(summer.text).toContain("at 09:00 (GMT-4, clinic time)");
  });

  it("is written in the customer's language", () => {
    const mail = buildBookingConfirmation({ ...base, locale: "de" });
    expect(mail.locale).toBe("de");
    expect(mail.subject).toContain("Montag, 30. März 2026");
    expect(mail.subject).not.toContain("confirmed");
    const fallback = buildBookingConfirmation({ ...base, locale: "xx" });
    expect(fallback.locale).toBe("en");
  });

  it("leaves out the amount left to pay when nothing is left", () => {
    expect(buildBookingConfirmation({ ...base, leftToPayCents: 0 }).text).not.toContain("To pay in the clinic");
  });
});

describe("booking mails name the catalogue in the recipient's language (orders keep English)", () => {
  const coded: BookingConfirmationInput = {
    ...base,
    clinic: { ...LONDON_CLINIC, slug: "london" },
    lines: [
      { title: "Executive High Flyer Plus Programme", quantity: 2, code: "NADEP", optionCode: null },
      { title: "Glutathione Push · Vitamin B12", quantity: 1, code: "GPI", optionCode: "GPI-B12" },
    ],
  };

  for (const locale of ["ar", "ja", "zh", "ru"] as const) {
    it(`in ${locale}: treatment, add-on and clinic names come from the localized catalogue, none in English`, () => {
      const texts = localizedCatalogue(locale);
      const mail = buildBookingConfirmation({ ...coded, locale });
      const shown = [mail.text, mail.subject, JSON.stringify(mail.props), mail.attachments[0]!.content].join("\n");
      for (const english of [
        "Executive High Flyer Plus Programme",
        "Glutathione Push",
        "Vitamin B12",
        "Aurum Clinic London",
      ])
        expect(shown).not.toContain(english);
      expect(mail.text).toContain(texts.itemName("NADEP", "∅"));
      expect(mail.text).toContain(`${texts.itemName("GPI", "∅")} · ${texts.optionName("GPI-B12", "∅")}`);
      expect(mail.props).toMatchObject({ clinic: texts.clinicName("london", "∅") });
      expect(mail.attachments[0]!.content).toContain(texts.clinicName("london", "∅").slice(0, 8));
    });
  }

  it("in English the stored titles and the clinic's name read as before; a line without a goods code keeps its title", () => {
    const mail = buildBookingConfirmation({
      ...coded,
      lines: [...coded.lines, { title: "Concierge visit", quantity: 1 }],
    });
    expect(mail.text).toContain("- 1 × Glutathione Push · Vitamin B12");
    expect(mail.text).toContain("- 1 × Concierge visit");
    expect(mail.text).toContain("Where: Aurum Clinic London, 14 Harley Street, London W1G 9PQ");
  });

  it("the programme-sessions and the moved-visit mails name the programme and clinic in Arabic", () => {
    const texts = localizedCatalogue("ar");
    const sessions = buildSessionsConfirmation({
      locale: "ar",
      to: "ada@example.com",
      customerName: "Ada",
      programme: { title: "Executive High Flyer Plus Programme", code: "NADEP", optionCode: null },
      orderNumber: "AU-ABCDEFGH",
      clinic: { ...LONDON_CLINIC, slug: "london" },
      sessions: [
        {
          sessionNumber: 2,
          bookingNumber: "BK-AAAAAAAA",
          startsAt: new Date("2026-04-02T09:00:00Z"),
          endsAt: new Date("2026-04-02T11:00:00Z"),
        },
      ],
      stampedAt: new Date("2026-03-01T12:00:00Z"),
    });
    expect(sessions.text).toContain(texts.itemName("NADEP", "∅"));
    expect(sessions.text).not.toContain("Aurum Clinic London");
    const moved = buildBookingChange({
      locale: "ar",
      to: "ada@example.com",
      customerName: "Ada",
      kind: "moved",
      bookingNumber: "BK-AAAAAAAA",
      clinic: { ...LONDON_CLINIC, slug: "london" },
      startsAt: new Date("2026-04-02T09:00:00Z"),
      endsAt: new Date("2026-04-02T11:00:00Z"),
      sequence: 1,
      stampedAt: new Date("2026-03-01T12:00:00Z"),
    });
    expect(moved.props).toMatchObject({ clinic: texts.clinicName("london", "∅") });
    expect(moved.text).not.toContain("Aurum Clinic London");
  });
});
