import { describe, expect, it } from "vitest";
import { consentKinds, consentVersions, currentConsentVersion } from "@/config/treatment-consents";
import { locales } from "@/i18n/locales";
import { canonicalConsentText, consentDocument, consentTextSha256, consentToSign } from "./consent-text";

/**
 * The SHA-256 of every version's words in every language. A signed consent names (version, language): those
 * words must never change. A failure here means a text of a version was edited. If that version was never
 * offered to customers (not yet released), update its hash here; otherwise put the old words back, add a new
 * edition in messages/<locale>/consent-forms.json and a new version in src/config/treatment-consents.ts.
 */
const pinned: Record<string, Record<string, string>> = {
  "iv-2026-11": {
    en: "a0457cb7014d839b02fc790727139a6e4d2e3daa66b8aa37450fb823ff0e01b8",
    zh: "06abb7825284e971e3880e2dcedae40950323919f23e36e28520fa607b364e16",
    ar: "9cb35b71a65be8a98acfc9a61cf2a19e2f7f472419f3fcfd0f2996a516db2a80",
    de: "62862311a31a59a57e2adba7c348354c24897d3002014d393ac2d47361d7151c",
    fr: "5acd6285aff318dea625c08b7277994b03ea5c019f53de84a371fa9f29fe0c78",
    ru: "5dbb7787540a0f8ee2cd9dc2dd5a873b48f9d706a559b7c449ae21e54d30d336",
    es: "642a1f95e22eed26aa2241d4c68ab46d53d46b4f5d2314f41ade0ac252f86070",
    ja: "5a4b4fdd68077a6eee1471467264f0ae97919b4eb855eacd6bddebc9620c3bc3",
  },
  "injection-2026-11": {
    en: "cc71853ec7c0b9291a447150408187616b3067908dc6642c44bf0eb22c5591c1",
    zh: "6b671e9f95a911cf9b8025ce2e62ccfc814f3ec2b6980c41d95b975f4813f78b",
    ar: "139b9c7578d60f01df4b123e0748c77315e6b46ea72fc1777ca22e4b94005cd6",
    de: "3ece028035505d1928c3450c26658e51737c4004fd433ea58bb9af7a30815e36",
    fr: "45c6ef8f27880b8133fcb44f72baeef2673eea7c86989359d2ec3a8b62ca10fb",
    ru: "4be87581b1917fa072ad9ce062caa1608b51b67df97bfa17505c17f86dc2a435",
    es: "a481eb8491b3de196577a912ed8ca71d8f7cb76a5a4244f3a2054d176cbf636b",
    ja: "5cbd7eae0f1719044a91c2095378f0219acf45f91f8a83d0c899c5647912ef48",
  },
  "blood-2026-11": {
    en: "3539fa2d987304ea791534bc6efd18a7014a33240782fa9dbb967008cc9c4567",
    zh: "a6f3dc6b6d633ffea3327667576ca05d3924c09d7d0040ea8f283fc6bb1afd46",
    ar: "8184420797d9a835e15462edb9b87ef749e5fccc993dfd284db2bb2cbf487554",
    de: "9a67c933c39a26a66fea0d790f233b692bdedb0dca1a1bf6ba5f7c316fad0dfe",
    fr: "0b5755d11a169cb16fb0224e71c0511d2dd9ae4dc9e8600461e987ccf728af8d",
    ru: "38ee0532ca5d92fc4af48e358c73039b51834b71690c4e62dc062560759234ed",
    es: "32c1678472571c4f87a4de3d42c6453b24df805ddcb6cac80bf298ac283819cd",
    ja: "4acc9b23f63883440d8f1edb633e04873d4a01ad7a5bf3d7bf8801cfa1851f75",
  },
};

describe("the words of each consent version", () => {
  it("are complete in all eight languages, for every version and kind", () => {
    for (const version of consentVersions) {
      for (const locale of locales) {
        const document = consentDocument(version.id, locale);
        expect(document?.locale, `${version.id} ${locale}`).toBe(locale);
        expect(document!.sections.map((s) => s.id)).toEqual([
          "about",
          "effects",
          "risks",
          "alternatives",
          "wellness",
          "rights",
          "declaration",
        ]);
        for (const s of document!.sections)
          expect(s.body.length, `${version.id} ${locale} ${s.id}`).toBeGreaterThan(15);
      }
    }
    expect(consentKinds.map((k) => currentConsentVersion(k).kind)).toEqual([...consentKinds]);
  });

  it("are translations, not English copies, and name the risks the issue asks for", () => {
    for (const kind of consentKinds) {
      const english = canonicalConsentText(consentToSign(kind, "en"));
      for (const locale of locales.filter((l) => l !== "en"))
        expect(canonicalConsentText(consentToSign(kind, locale)), `${kind} ${locale}`).not.toBe(english);
    }
    const iv = canonicalConsentText(consentToSign("iv", "en"));
    for (const word of [
      "bruise",
      "phlebitis",
      "fainting",
      "infection",
      "allergic",
      "extravasation",
      "wellness treatment",
      "withdraw",
      "questionnaire",
      "Alternatives",
    ])
      expect(iv).toContain(word);
  });

  it("hash to the values pinned for them: no word of a signed version changes silently", () => {
    const actual = Object.fromEntries(
      consentVersions.map((v) => [
        v.id,
        Object.fromEntries(locales.map((l) => [l, consentTextSha256(consentDocument(v.id, l)!)])),
      ]),
    );
    expect(actual).toEqual(pinned);
  });

  it("fall back to English as a whole for an unknown language, and to nothing for an unknown version", () => {
    expect(consentDocument("iv-2026-11", "xx")?.locale).toBe("en");
    expect(consentDocument("iv-1999-01", "en")).toBeNull();
  });
});
