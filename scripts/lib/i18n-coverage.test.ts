import { describe, expect, it } from "vitest";
import {
  flattenKeys,
  formatCatalogueCoverage,
  formatCoverage,
  hasMissingKeys,
  measureCatalogueCoverage,
  measureCoverage,
  type LocaleCoverage,
} from "./i18n-coverage";

describe("flattenKeys", () => {
  it("lists every leaf as a dotted path", () => {
    expect(flattenKeys({ a: "x", b: { c: "y", d: { e: "z" } } })).toEqual(["a", "b.c", "b.d.e"]);
  });
});

describe("measureCoverage", () => {
  const base = {
    defaultLocale: "en",
    locales: ["en", "de", "fr"] as const,
    longForm: { en: ["faqs", "news/one", "terms"], de: ["faqs", "news/one"], fr: ["old-page"] },
  };

  it("counts present and missing keys per namespace, English being complete", () => {
    const rows = measureCoverage({
      ...base,
      messages: {
        en: { common: { title: "Title", nav: { home: "Home", faqs: "FAQs" } }, faqs: { q: "Question" } },
        de: { common: { title: "Titel", nav: { home: "Startseite" } }, faqs: { q: "Frage" } },
        fr: { common: { title: "Title", nav: { home: "Accueil", faqs: "" } } },
      },
    });
    const [en, de, fr] = rows as [LocaleCoverage, LocaleCoverage, LocaleCoverage];
    expect(en).toMatchObject({ total: 4, present: 4, missing: [] });
    expect(de).toMatchObject({ total: 4, present: 3, missing: ["common:nav.faqs"], sameAsEnglish: 0 });
    // An empty string is missing; a whole namespace file absent is missing; identical text is counted.
    expect(fr.missing).toEqual(["common:nav.faqs", "faqs:q"]);
    expect(fr.sameAsEnglish).toBe(1);
    expect(hasMissingKeys(rows)).toBe(true);
  });

  it("counts translated long-form files against English only", () => {
    const rows = measureCoverage({ ...base, messages: { en: {}, de: {}, fr: {} } });
    expect(rows.map((r) => `${r.locale}:${r.longFormTranslated}/${r.longFormTotal}`)).toEqual([
      "en:3/3",
      "de:2/3",
      "fr:0/3",
    ]);
    expect(hasMissingKeys(rows)).toBe(false);
  });

  it("formats a table row per locale", () => {
    const table = formatCoverage(
      measureCoverage({ ...base, messages: { en: { a: { b: "B" } }, de: { a: { b: "Be" } }, fr: {} } }),
    );
    expect(table.split("\n")).toHaveLength(5);
    expect(table).toContain("| de | 1/1 | 0 | 0 | 2/3 |");
    expect(table).toContain("| fr | 0/1 | 1 | 0 | 0/3 |");
  });
});

describe("measureCatalogueCoverage", () => {
  const shape = {
    items: [
      { code: "AFI" },
      { code: "GPI", options: [{ code: "GPI-NONE" }, { code: "GPI-B12" }] },
      { code: "IMI", options: [{ code: "IMI-B12" }] },
    ],
    clinics: [{ slug: "london" }],
  };
  const full = {
    items: {
      AFI: { name: "A", summary: "s", description: "d" },
      GPI: { name: "G", summary: "s", description: "d" },
      IMI: { name: "I", summary: "s", description: "d" },
    },
    options: { NONE: "ohne", B12: "B12" },
    clinics: { london: { name: "Aurum London", city: "London" } },
  };

  it("counts treatments, summaries, descriptions, add-ons (once per suffix) and clinics against the catalogue itself", () => {
    const [en, de] = measureCatalogueCoverage(
      shape,
      {
        en: full,
        de: { ...full, items: { ...full.items, GPI: { name: "G", summary: "" } }, options: { NONE: "ohne" } },
      },
      ["en", "de"],
    );
    expect(en).toMatchObject({
      items: { present: 3, total: 3 },
      addOns: { present: 2, total: 2 },
      clinics: { present: 2, total: 2 },
      missing: [],
    });
    expect(de!.missing).toEqual(["items.GPI.summary", "items.GPI.description", "options.B12"]);
    expect(de).toMatchObject({
      summaries: { present: 2, total: 3 },
      descriptions: { present: 2, total: 3 },
      addOns: { present: 1, total: 2 },
    });
  });

  it("a locale without catalogue.json misses everything; an item English lacks is missing in English too", () => {
    const [en, fr] = measureCatalogueCoverage(
      { ...shape, items: [...shape.items, { code: "NEW" }] },
      { en: full, fr: undefined },
      ["en", "fr"],
    );
    expect(en!.missing).toEqual(["items.NEW.name", "items.NEW.summary", "items.NEW.description"]);
    expect(fr!.missing).toHaveLength(4 * 3 + 2 + 2);
    expect(formatCatalogueCoverage([en!, fr!])).toContain("| fr | 0/4 | 0/4 | 0/4 | 0/2 | 0/2 | 16 |");
  });
});
