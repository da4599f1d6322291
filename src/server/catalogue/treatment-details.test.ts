import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueSeed } from "@/db/seed/catalogue-data";
import { locales } from "@/i18n/locales";
import { faqKeys, loadTreatmentDetails, relatedCodes, treatmentFamilies, treatmentFamily } from "./treatment-details";

type Tree = Record<string, Record<string, Record<string, unknown>>>;
const read = (locale: string): Tree =>
  JSON.parse(readFileSync(path.join("messages", locale, "treatments.json"), "utf8")) as Tree;
const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const english = read("en");

describe("treatment details", () => {
  it.each(locales)("every catalogue item and family has its texts written in %s (no English fallback)", (locale) => {
    const texts = read(locale);
    const missing: string[] = [];
    for (const item of catalogueSeed) {
      for (const field of ["included", "suits"])
        if (!filled(texts.items?.[item.code]?.[field])) missing.push(`items.${item.code}.${field}`);
      if (filled(english.items?.[item.code]?.caution) && !filled(texts.items?.[item.code]?.caution))
        missing.push(`items.${item.code}.caution`);
    }
    for (const family of treatmentFamilies) {
      const f = texts.families?.[family] as Record<string, unknown> | undefined;
      for (const field of ["included", "notSuits", "feels", "aftercare"])
        if (!filled(f?.[field])) missing.push(`families.${family}.${field}`);
      for (const key of faqKeys) {
        const qa = (f?.faq as Record<string, Record<string, unknown>> | undefined)?.[key];
        if (!filled(qa?.q) || !filled(qa?.a)) missing.push(`families.${family}.faq.${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("puts every seeded item in a family, the partner spa's NAD+ drips with the infusions", () => {
    for (const item of catalogueSeed)
      expect(treatmentFamilies).toContain(
        treatmentFamily({ category: item.category, partnerType: item.partnerType ?? null }),
      );
    expect(treatmentFamily({ category: "spa", partnerType: "nad" })).toBe("iv");
    expect(treatmentFamily({ category: "spa", partnerType: "intuisse" })).toBe("spa");
    expect(treatmentFamily({ category: "blood", partnerType: null })).toBe("blood");
  });

  it("states the high-dose vitamin C caution (G6PD) with the infusion family's contraindications", async () => {
    const details = await loadTreatmentDetails({ code: "IMB", category: "infusion", partnerType: null }, "en");
    expect(details?.notSuits).toHaveLength(2);
    expect(details?.notSuits[0]).toMatch(/pregnancy.*breastfeeding.*kidney.*heart/);
    expect(details?.notSuits[1]).toMatch(/G6PD/);
    expect(details?.faq).toHaveLength(3);
    const injection = await loadTreatmentDetails({ code: "GPI", category: "injection", partnerType: null }, "de");
    expect(injection?.notSuits[0]).toMatch(/Blutverdünn/);
  });

  it("has no details for an item nobody wrote them for", async () => {
    expect(await loadTreatmentDetails({ code: "NEW_ITEM", category: "infusion", partnerType: null }, "en")).toBeNull();
  });

  it("relates the next items of the same family and kind, then the family's companion test", () => {
    const menu = catalogueSeed.map((i) => ({
      code: i.code,
      kind: i.kind,
      category: i.category,
      partnerType: i.partnerType ?? null,
    }));
    const afi = menu.find((m) => m.code === "AFI")!;
    expect(relatedCodes(afi, menu)).toEqual(["SNADD", "FBIV", "EBP"]);
    const ebp = menu.find((m) => m.code === "EBP")!;
    // The last blood profile wraps round to the first.
    expect(relatedCodes(ebp, menu)).toEqual(["WMBP", "WWBP", "NAD_LEVEL"]);
    const unavailable = menu.map((m) => (m.code === "SNADD" ? { ...m, available: false } : m));
    expect(relatedCodes(afi, unavailable)).not.toContain("SNADD");
  });
});
