import { describe, expect, it } from "vitest";
import { flagsFor, needsQuestionnaire, type Answers, type RiskItem } from "./health-questionnaire";

const NAD: RiskItem = { code: "NADEPI", category: "infusion" };
const JET_LAG: RiskItem = { code: "JLIV", category: "infusion" };
const VITAMIN_C: RiskItem = { code: "IMB", category: "infusion" };
const INJECTION: RiskItem = { code: "VBI", category: "injection", optionCode: "VBI-NONE" };
const INJECTION_WITH_C: RiskItem = { code: "GPI", category: "injection", optionCode: "GPI-VC" };
const BLOOD: RiskItem = { code: "EBP", category: "blood" };
const FACIAL: RiskItem = { code: "INTUISSE_60", category: "spa" };
const SPA_NAD: RiskItem = { code: "NAD_IV_500", category: "spa" };

describe("which treatments need the questionnaire", () => {
  it.each([
    [NAD, true],
    [INJECTION, true],
    [BLOOD, true],
    [SPA_NAD, true],
    [FACIAL, false],
    [{ code: "NAD_LEVEL", category: "diagnostics" }, false],
  ] as const)("%j: %s", (item, expected) => {
    expect(needsQuestionnaire(item)).toBe(expected);
  });
});

describe("answers that ask for a clinician's review", () => {
  it.each<[string, Answers, RiskItem[], string[]]>([
    ["pregnancy with an NAD+ infusion", { pregnancy: "yes" }, [NAD], ["pregnancy"]],
    ["pregnancy with a blood test only", { pregnancy: "yes" }, [BLOOD], []],
    ["kidney disease with any infusion", { kidney: "yes" }, [JET_LAG], ["kidney"]],
    ["kidney disease with an injection only", { kidney: "yes" }, [INJECTION], []],
    ["a previous reaction to IV therapy", { ivReaction: "yes" }, [INJECTION], ["ivReaction"]],
    ["G6PD unknown with high-dose vitamin C", { g6pd: "unsure" }, [VITAMIN_C], ["g6pd"]],
    ["G6PD deficiency with vitamin C added to an injection", { g6pd: "yes" }, [INJECTION_WITH_C], ["g6pd"]],
    ["G6PD deficiency with a jet-lag drip", { g6pd: "yes" }, [JET_LAG], []],
    ["blood thinners with an injection", { bloodThinners: "yes" }, [INJECTION], ["bloodThinners"]],
    ["blood thinners with a blood test", { bloodThinners: "yes" }, [BLOOD], ["bloodThinners"]],
    ["liver condition with NAD+", { liver: "yes" }, [SPA_NAD], ["liver"]],
    ["liver condition with a jet-lag drip", { liver: "yes" }, [JET_LAG], []],
    ["heart condition with a drip", { heart: "yes" }, [NAD], ["heart"]],
    [
      "everything 'no'",
      { pregnancy: "no", allergies: "no", kidney: "no", g6pd: "no", ivReaction: "no" },
      [NAD, INJECTION, BLOOD],
      [],
    ],
    ["anything with a facial only", { pregnancy: "yes", kidney: "yes", ivReaction: "yes" }, [FACIAL], []],
    [
      "several at once, in the table's order",
      { ivReaction: "yes", pregnancy: "yes", kidney: "yes" },
      [NAD],
      ["pregnancy", "kidney", "ivReaction"],
    ],
  ])("%s", (_name, answers, items, flags) => {
    expect(flagsFor(answers, items)).toEqual(flags);
  });
});
