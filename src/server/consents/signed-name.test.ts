import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { matchesAccountName, nameKey, signedNameProblem, tidySignedName } from "./signed-name";

describe("a typed signature", () => {
  it.each([
    ["", "nameRequired"],
    ["   \t ", "nameInvalid"],
    ["\u00a0\u3000", "nameRequired"],
    ["A", "nameInvalid"],
    ["1984", "nameInvalid"],
    ["Ada\u0000", "nameInvalid"],
    ["Ada\nLovelace", "nameInvalid"],
    ["Ada \u202eecalevoL", "nameInvalid"],
    ["Ada\u200bLovelace", "nameInvalid"],
    ["x".repeat(121), "nameTooLong"],
    ["x".repeat(1_000_000), "nameTooLong"],
    ["Ada Lovelace", null],
    ["王小明", null],
    ["محمد علي", null],
    ["می\u200cخواهم نام", null],
    ["x".repeat(120), null],
  ])("%j → %s", (raw, problem) => {
    expect(signedNameProblem(raw)).toBe(problem);
  });

  it("is stored trimmed, with one space between words, in composed form", () => {
    expect(tidySignedName("  Zoe\u0308   Ångström\u3000 ")).toBe("Zoë Ångström");
  });

  it("never throws and never accepts control characters, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (raw) => {
        const problem = signedNameProblem(raw);
        if (problem === null)
          expect(tidySignedName(raw)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
      }),
    );
  });
});

describe("the account's name in the signature", () => {
  const maria = { firstName: "María José", lastName: "García-López" };
  it.each([
    ["Maria Jose Garcia Lopez", true],
    ["MARÍA JOSÉ GARCÍA-LÓPEZ", true],
    ["García López, María José", true],
    ["María José Ana García-López", true],
    ["Maria Garcia", false],
    ["José García", false],
    ["", false],
  ])("%j matches María José García-López: %s", (typed, matches) => {
    expect(matchesAccountName(typed, maria)).toBe(matches);
  });

  it("reads names without spaces and letters that do not decompose", () => {
    expect(matchesAccountName("王小明", { firstName: "小明", lastName: "王" })).toBe(true);
    expect(matchesAccountName("Jürgen Strasse", { firstName: "Jürgen", lastName: "Straße" })).toBe(true);
    expect(matchesAccountName("Lukasz Wojcik", { firstName: "Łukasz", lastName: "Wójcik" })).toBe(true);
    expect(nameKey("O'Brien-Smith")).toBe("obriensmith");
  });

  it("asks only for a plausible name when the account has none", () => {
    expect(matchesAccountName("Ada Lovelace", { firstName: "", lastName: " " })).toBe(true);
  });
});
