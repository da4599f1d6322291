import { describe, expect, it } from "vitest";
import { clinicSeed } from "@/config/site";
import { catalogueSeed } from "@/db/seed/catalogue-data";
import { locales } from "@/i18n/locales";
import { listBookableItems } from "@/server/basket/list-bookable-items";
import { resolveBasketLines } from "@/server/basket/resolve-basket-lines";
import { quoteCheckout } from "@/server/orders/quote-checkout";
import { loadLocalizedCatalogue } from "./localized-catalogue";

const NOW = new Date("2030-01-02T10:00:00Z");
const others = locales.filter((l) => l !== "en");

describe("the localized catalogue", () => {
  it("has every treatment's name and summary, every add-on and every clinic in all eight languages", async () => {
    const english = await loadLocalizedCatalogue("en");
    for (const locale of locales) {
      const texts = await loadLocalizedCatalogue(locale);
      for (const item of catalogueSeed) {
        // A fallback would answer the sentinel: a missing translation fails here.
        expect(texts.itemName(item.code, "∅"), `${locale} ${item.code}`).not.toBe("∅");
        expect(texts.itemSummary(item.code, "∅"), `${locale} ${item.code}`).not.toBe("∅");
        for (const option of item.options ?? [])
          expect(texts.optionName(option.code, "∅"), `${locale} ${option.code}`).not.toBe("∅");
      }
      for (const clinic of clinicSeed) {
        expect(texts.clinicName(clinic.slug, "∅")).not.toBe("∅");
        expect(texts.clinicCity(clinic.slug, "∅")).not.toBe("∅");
      }
    }
    expect(english.clinicName("london", "∅")).toBe("Aurum Clinic London");
    expect(english.optionName("NADADI-NONE", "∅")).toBe("Without supplement");
  });

  it("names treatments, add-ons and clinics in the visitor's language, not in English", async () => {
    const english = await loadLocalizedCatalogue("en");
    for (const locale of ["ar", "ja", "zh", "ru"] as const) {
      const texts = await loadLocalizedCatalogue(locale);
      expect(texts.optionName("NADADI-NONE", "∅")).not.toBe(english.optionName("NADADI-NONE", "∅"));
      expect(texts.clinicName("cape-town", "∅")).not.toBe(english.clinicName("cape-town", "∅"));
      expect(texts.clinicCity("london", "∅")).not.toBe("London");
    }
    expect(others).toHaveLength(7);
  });

  it("gives choose-program, the basket, its popover and checkout the localized names", async () => {
    const ja = await loadLocalizedCatalogue("ja");
    const bookable = await listBookableItems(undefined, "ja");
    expect(bookable.length).toBeGreaterThan(5);
    for (const item of bookable) {
      expect(item.title).toBe(ja.itemName(item.code, "∅"));
      expect(item.summary).toBe(ja.itemSummary(item.code, "∅"));
      for (const option of item.options) expect(option.name).toBe(ja.optionName(option.code, "∅"));
    }
    const withAddOn = bookable.find((i) => i.options.length > 0)!;
    const option = withAddOn.options[0]!;

    const ar = await loadLocalizedCatalogue("ar");
    const [arLine] = await resolveBasketLines(
      [{ code: withAddOn.code, optionCode: option.code, quantity: 1 }],
      undefined,
      "ar",
    );
    expect(arLine!.title).toBe(`${ar.itemName(withAddOn.code, "∅")} · ${ar.optionName(option.code, "∅")}`);

    // Orders keep English titles; the quote the basket and checkout show is in the visitor's language.
    const [enLine] = await resolveBasketLines([{ code: withAddOn.code, optionCode: option.code, quantity: 1 }]);
    expect(enLine!.title).toContain(" · ");
    const de = await loadLocalizedCatalogue("de");
    const quoted = await quoteCheckout(
      null,
      { lines: [{ code: withAddOn.code, optionCode: option.code, quantity: 1 }] },
      { now: NOW, locale: "de" },
    );
    expect(quoted.lines[0]!.title).toBe(`${de.itemName(withAddOn.code, "∅")} · ${de.optionName(option.code, "∅")}`);
    expect(de.relabel({ code: withAddOn.code, optionCode: option.code, title: enLine!.title })).toBe(
      quoted.lines[0]!.title,
    );
  });
});
