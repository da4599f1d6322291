import { describe, expect, it } from "vitest";
import { locales, type Locale } from "@/i18n/locales";
import { renderMail } from "./render-mail";

/** The receipt a visitor is sent for a request of one kind, answered by one desk. */
const receiptFor = (kind: string, desk: string, locale: Locale) =>
  renderMail("request-receipt", locale, { name: "A", kind, reference: "RQ-9", clinic: "none", desk, message: null });

describe("request mails", () => {
  it("render the receipt and the desk's notification in every language, with the reference and the visitor's words", async () => {
    for (const locale of locales) {
      const receipt = await renderMail("request-receipt", locale, {
        name: "Lena Fischer",
        kind: "contact",
        reference: "RQ-000042",
        clinic: "capeTown",
        message: "Is parking available?",
      });
      expect(receipt.subject, locale).toContain("RQ-000042");
      expect(receipt.text, locale).toContain("Lena Fischer");
      expect(receipt.text, locale).toContain("Is parking available?");
      const desk = await renderMail("request-notification", locale, {
        kind: "callBack",
        reference: "RQ-000043",
        rows: [{ field: "phone", value: "+44 20 7946 0000" }],
      });
      expect(desk.subject, locale).toContain("RQ-000043");
      expect(desk.text, locale).toContain("+44 20 7946 0000");
    }
    for (const locale of locales) {
      const confirm = await renderMail("newsletter-confirm", locale, {
        name: null,
        url: "https://aurum.example/uk/en/newsletter/confirm?token=abc",
        days: 7,
      });
      expect(confirm.html, locale).toContain("newsletter/confirm?token=abc");
      const coupon = await renderMail("newsletter-coupon", locale, {
        name: "Claire",
        code: "CP-ABCD2345",
        percent: 10,
        expires: "20 Feb 2027",
        unsubscribeUrl: "https://aurum.example/unsub?token=u1",
      });
      expect(coupon.subject, locale).toContain("10");
      expect(coupon.text, locale).toContain("CP-ABCD2345");
      expect(coupon.text, locale).toContain("https://aurum.example/unsub?token=u1");
    }
    const english = await renderMail("request-receipt", "en", {
      name: "A",
      kind: "callBack",
      reference: "RQ-1",
      clinic: "none",
      message: null,
    });
    expect(english.subject).toBe("We have received your call-back request (RQ-1)");
    expect(english.text).toContain("will call you back");
    expect(english.text).toContain("Our team will reply");
  });

  it("names the desk that answers each kind of request, not the concierge for every kind", async () => {
    const intro = async (kind: string, desk: string, locale: Locale = "en") =>
      (await receiptFor(kind, desk, locale)).text;
    expect(await intro("careers", "careers")).toContain("Our careers team will reply");
    expect(await intro("franchising", "franchising")).toContain("Our franchising team will reply");
    expect(await intro("concierge", "concierge")).toContain("Our concierge team will reply");
    expect(await intro("weekendCallBack", "london")).toContain("Our London team will reply");
    expect(await intro("callBack", "frontDesk")).toContain("Our team will reply");
    expect(await intro("careers", "careers", "de")).toContain("Unser Recruiting-Team antwortet");
  });

  it("promises an applicant the careers page's two weeks, every other request one working day, in every language", async () => {
    const application = await receiptFor("careers", "careers", "en");
    expect(application.text).toContain("Our careers team will reply within two weeks.");
    expect(application.text).not.toContain("working day");
    expect((await receiptFor("contact", "london", "en")).text).toContain(
      "Our London team will reply within one working day.",
    );
    const twoWeeks: Record<Locale, string> = {
      en: "within two weeks",
      zh: "两周内",
      ar: "خلال أسبوعين",
      de: "innerhalb von zwei Wochen",
      fr: "sous deux semaines",
      ru: "в течение двух недель",
      es: "en un plazo de dos semanas",
      ja: "2週間以内に",
    };
    for (const locale of locales) {
      const text = (await receiptFor("careers", "careers", locale)).text;
      expect(text, locale).toContain(twoWeeks[locale]);
      expect((await receiptFor("franchising", "franchising", locale)).text, locale).not.toContain(twoWeeks[locale]);
    }
  });
});
