import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import { renderMail } from "./render-mail";

describe("the waitlist offer mail", () => {
  it("renders in every language with the time, the clinic, the basket, how long it is held and the link", async () => {
    const props = {
      name: "Thandi Nkosi",
      clinic: "Aurum Clinic Cape Town",
      address: "1 Test Street, Cape Town 8001",
      date: "Tuesday 17 March 2047",
      time: "12:00",
      zone: "GMT+2",
      until: "11:31",
      minutes: 30,
      lines: ["1 × Anti-Fatigue IV Infusion"],
      url: "https://aurum.example/za/en/account/waitlist",
      phone: "+27 21 000 0000",
      email: "capetown@aurumclinic.com",
    };
    for (const locale of locales) {
      const mail = await renderMail("waitlist-offer", locale, props);
      expect(mail.subject, locale).toContain("12:00");
      expect(mail.subject, locale).toContain("Tuesday 17 March 2047");
      for (const part of [
        "Thandi Nkosi",
        "Aurum Clinic Cape Town",
        "1 Test Street",
        "GMT+2",
        "11:31",
        "30",
        "Anti-Fatigue IV Infusion",
        "/za/en/account/waitlist",
        "+27 21 000 0000",
        "capetown@aurumclinic.com",
      ]) {
        expect(mail.text, `${locale}: ${part}`).toContain(part);
      }
      expect(mail.html, locale).toContain('href="https://aurum.example/za/en/account/waitlist"');
    }
    const english = await renderMail("waitlist-offer", "en", props);
    expect(english.text).toContain("We are holding this time for you for 30 minutes, until 11:31 (GMT+2).");
    expect(english.text).toContain("the time is offered to the next person waiting");
  });
});
