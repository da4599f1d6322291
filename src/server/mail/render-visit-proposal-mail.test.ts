import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { renderMail } from "./render-mail";

describe("the visit proposal mail", () => {
  it("renders in every language with the lines, the time and zone, the place, the total and the link", async () => {
    const props = {
      name: "Lena Fischer",
      reference: "RQ-000042",
      url: "https://aurum.example/uk/en/proposal?token=0000.secret",
      lines: ["Hydrafacial × 2", "Chauffeur from the hotel"],
      date: "Tuesday 10 March 2032",
      time: "11:00",
      zone: "GMT",
      place: "Aurum Clinic London",
      placeDetail: "1 Harley Street, London W1G 9QD",
      total: "$1,250.00",
      note: "Champagne on arrival.",
      days: 14,
    };
    for (const locale of locales) {
      const mail = await renderMail("visit-proposal", locale, props);
      expect(mail.subject, locale).toContain("RQ-000042");
      for (const part of [
        "Lena Fischer",
        "Chauffeur from the hotel",
        "11:00",
        "GMT",
        "1 Harley Street",
        "$1,250.00",
        "Champagne on arrival.",
        "proposal?token=0000.secret",
        "14",
      ])
        expect(mail.text, `${locale}: ${part}`).toContain(part);
      expect(mail.html, locale).toContain("https://aurum.example/uk/en/proposal?token=0000.secret");
    }
    const english = await renderMail("visit-proposal", "en", { ...props, note: null, days: 1 });
    expect(english.text).toContain("The link works for 1 day.");
    expect(english.text).not.toContain("Champagne");
  });
});
