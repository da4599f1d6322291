import { describe, expect, it } from "vitest";
import { renderMail } from "./render-mail";

const methods = {
  en: "card at the clinic",
  zh: "诊所刷卡",
  ar: "بطاقة في العيادة",
  de: "Karte in der Klinik",
  fr: "carte à la clinique",
  ru: "картой в клинике",
  es: "tarjeta en la clínica",
  ja: "クリニックでのカード決済",
};

describe("the payment receipt", () => {
  it.each(Object.entries(methods))(
    "in %s names the order, the amount, the method in the reader's language and what is left",
    async (locale, method) => {
      const rendered = await renderMail("payment-receipt", locale, {
        name: "Ada Lovelace",
        order: "AU-12345678",
        amount: "£120",
        method: "terminal",
        date: "1 July 2026, 09:30",
        total: "£480",
        paid: "£200",
        left: "£280",
      });
      expect(rendered.subject).toContain("AU-12345678");
      for (const part of [rendered.html, rendered.text]) {
        expect(part).toContain("£120");
        expect(part).toContain(method);
        expect(part).toContain("£280");
        expect(part).not.toMatch(/payment-receipt\.|methods\./);
      }
      expect(rendered.html).toContain(locale === "ar" ? 'dir="rtl"' : 'dir="ltr"');
    },
  );

  it("says the order is paid in full when nothing is left", async () => {
    const rendered = await renderMail("payment-receipt", "en", {
      name: "Ada",
      order: "AU-1",
      amount: "£280",
      method: "cash",
      date: "today",
      total: "£480",
      paid: "£480",
      left: null,
    });
    expect(rendered.text).toContain("Your order is now paid in full.");
    expect(rendered.text).toContain("£280, cash");
  });
});
