import { describe, expect, it } from "vitest";
import { consentKindsFor, consentVersions, currentConsentVersion } from "./treatment-consents";

describe("which consents a visit needs", () => {
  it.each([
    ["an IV infusion", [{ code: "AFI", category: "infusion" }], ["iv"]],
    ["the residential detox", [{ code: "FNAD", category: "detox" }], ["iv"]],
    ["the spa's NAD+ drip", [{ code: "NAD_IV_500", category: "spa" }], ["iv"]],
    ["an injection with vitamin C", [{ code: "GPI", category: "injection", optionCode: "GPI-VC" }], ["injection"]],
    ["a blood test", [{ code: "WMBP", category: "blood" }], ["blood"]],
    [
      "all three, in a fixed order",
      [
        { code: "WMBP", category: "blood" },
        { code: "GPI", category: "injection" },
        { code: "AFI", category: "infusion" },
      ],
      ["iv", "injection", "blood"],
    ],
    [
      "two infusions: one consent",
      [
        { code: "AFI", category: "infusion" },
        { code: "JLIV", category: "infusion" },
      ],
      ["iv"],
    ],
    ["the finger-prick NAD+ test", [{ code: "NAD_LEVEL", category: "diagnostics" }], []],
    ["a facial", [{ code: "INTUISSE_60", category: "spa" }], []],
  ])("%s", (_name, items, kinds) => {
    expect(consentKindsFor(items)).toEqual(kinds);
  });
});

describe("consent versions", () => {
  it("are unique, and each kind has a current one", () => {
    expect(new Set(consentVersions.map((v) => v.id)).size).toBe(consentVersions.length);
    expect(currentConsentVersion("iv").id).toMatch(/^iv-\d{4}-\d{2}$/);
  });
});
