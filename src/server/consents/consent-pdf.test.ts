import { mkdirSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { consentKinds } from "@/config/treatment-consents";
import { locales } from "@/i18n/locales";
import { pdfText } from "../../../tests/support/pdf-text";
import { renderConsentPdf, type ConsentRecord } from "./consent-pdf";
import { consentTextSha256, consentToSign } from "./consent-text";

/** CONSENT_PDF_OUT=dir writes every PDF this file makes, to look at them (pdftoppm -png). */
const OUT = process.env.CONSENT_PDF_OUT;

function record(
  locale: string,
  kind: (typeof consentKinds)[number] = "iv",
  over: Partial<ConsentRecord> = {},
): ConsentRecord {
  const document = consentToSign(kind, locale);
  return {
    consentId: "5d0f7b9e-0c7a-4b1e-9a51-0c2d8e6f1b7a",
    kind,
    version: document.version,
    locale: document.locale,
    textSha256: consentTextSha256(document),
    signedName: "Ada Lovelace",
    signedAt: new Date("2047-05-01T08:03:11Z"),
    clientAddress: "203.0.113.7",
    booking: { number: "BK-7QK2M4XZ", startsAt: new Date("2047-05-10T09:00:00Z") },
    clinic: {
      slug: "london",
      name: "Aurum Clinic London",
      street: "14 Harley Street",
      city: "London",
      postcode: "W1G 9PQ",
      timeZone: "Europe/London",
    },
    customer: { firstName: "Ada", lastName: "Lovelace" },
    ...over,
  };
}

async function render(name: string, r: ConsentRecord): Promise<Buffer> {
  const pdf = await renderConsentPdf(r, new Date("2047-05-02T00:00:00Z"));
  if (OUT) {
    mkdirSync(OUT, { recursive: true });
    writeFileSync(`${OUT}/${name}.pdf`, pdf);
  }
  return pdf;
}

describe("the consent PDF", () => {
  it.each(locales.flatMap((locale) => consentKinds.map((kind) => [locale, kind] as const)))(
    "prints the %s %s consent with its facts and the text as signed",
    async (locale, kind) => {
      const r = record(locale, kind);
      const pdf = await render(`${kind}-${locale}`, r);
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(pdf);
      for (const fact of [
        "BK-7QK2M4XZ",
        "203.0.113.7",
        r.version,
        r.textSha256.slice(0, 20),
        "2047-05-01 08:03:11 UTC",
        "Aurum",
      ])
        expect(text).toContain(fact);
      // Every glyph drawn maps back to a character: no character fell outside our faces.
      expect(text).not.toContain("\ufffd");
    },
  );

  it("draws names in any of our scripts from the right face, and a name in another script without failing", async () => {
    for (const signedName of ["王小明", "محمد علي", "Zoë Ångström-Łukasik", "Жанна Д'Арк", "佐藤 花子"]) {
      const pdf = await render(`name-${signedName}`, record("en", "blood", { signedName }));
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it("refuses to print a text that is not the one signed", async () => {
    await expect(renderConsentPdf(record("de", "iv", { textSha256: "0".repeat(64) }))).rejects.toThrow(
      /no longer the text signed/,
    );
    await expect(renderConsentPdf(record("en", "iv", { version: "iv-1999-01" }))).rejects.toThrow(
      /no longer the text signed/,
    );
  });
});
