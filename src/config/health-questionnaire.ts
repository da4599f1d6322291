/**
 * The health questionnaire before treatments with a medical risk (issue 15, decision 181): its questions,
 * which catalogue items need it, and the rules that mark a booking "clinician review needed". One typed
 * configuration; the wording of every question is in messages/<locale>/health.json (all eight languages).
 * A rule never refuses anyone: it asks a clinician to look before the visit.
 */

export const QUESTIONNAIRE_VALID_MONTHS = 12;

export type Answer = "yes" | "no" | "unsure";

export interface Question {
  id: QuestionId;
  /** The answers offered; "unsure" only where a person may not know (G6PD). */
  answers: readonly Answer[];
  /** A free-text field for details, required when the answer is "yes". */
  details?: boolean;
}

export const questionIds = [
  "pregnancy",
  "allergies",
  "medicines",
  "heart",
  "kidney",
  "liver",
  "g6pd",
  "recentIllness",
  "ivReaction",
  "bloodThinners",
] as const;
export type QuestionId = (typeof questionIds)[number];

export const questions: readonly Question[] = [
  { id: "pregnancy", answers: ["yes", "no"] },
  { id: "allergies", answers: ["yes", "no"], details: true },
  { id: "medicines", answers: ["yes", "no"], details: true },
  { id: "heart", answers: ["yes", "no"], details: true },
  { id: "kidney", answers: ["yes", "no"] },
  { id: "liver", answers: ["yes", "no"] },
  { id: "g6pd", answers: ["yes", "no", "unsure"] },
  { id: "recentIllness", answers: ["yes", "no"], details: true },
  { id: "ivReaction", answers: ["yes", "no"], details: true },
  { id: "bloodThinners", answers: ["yes", "no"] },
];

/** What a treatment is, for the rules: read from the catalogue item (category, code, chosen add-on). */
export type Trait = "iv" | "injection" | "blood" | "nad" | "highDoseVitaminC";

export interface RiskItem {
  code: string;
  category: string;
  /** The add-on chosen, e.g. "GPI-VC" (vitamin C added to an injection). */
  optionCode?: string | null;
}

/** Items that need the questionnaire although their category does not say so, and the other way round. */
const alsoRequired = new Set(["NAD_IV_250", "NAD_IV_500", "NAD_IV_750"]);
const exempt = new Set<string>(["NAD_LEVEL", "BIO_AGE"]);
const nadItems = new Set([
  "NADEPI",
  "SNADD",
  "NADEP",
  "NADADI",
  "NADHRI",
  "FNAD",
  "NAD_IV_250",
  "NAD_IV_500",
  "NAD_IV_750",
]);
const highDoseVitaminC = new Set(["IMB", "NADVCI", "NADSBI", "NADEPI"]);

/** Every IV infusion, injection and blood test (and the residential detox) needs the questionnaire. */
export function needsQuestionnaire(item: RiskItem): boolean {
  if (exempt.has(item.code)) return false;
  return alsoRequired.has(item.code) || ["infusion", "injection", "blood", "detox"].includes(item.category);
}

export function traitsOf(item: RiskItem): Set<Trait> {
  const traits = new Set<Trait>();
  if (item.category === "infusion" || item.category === "detox" || alsoRequired.has(item.code)) traits.add("iv");
  if (item.category === "injection") traits.add("injection");
  if (item.category === "blood") traits.add("blood");
  if (nadItems.has(item.code)) traits.add("nad");
  if (highDoseVitaminC.has(item.code) || item.optionCode?.endsWith("-VC")) traits.add("highDoseVitaminC");
  return traits;
}

export type Answers = Partial<Record<QuestionId, Answer>>;

export interface FlagRule {
  id: QuestionId;
  /** The answers that raise the flag. */
  when: readonly Answer[];
  /** The treatments it concerns. */
  for: readonly Trait[];
}

/**
 * Which answers ask for a clinician's review, for which treatments. Table-driven and tested row by row;
 * clinicians own this table (change it with them, not alone).
 */
export const flagRules: readonly FlagRule[] = [
  { id: "pregnancy", when: ["yes"], for: ["iv", "injection"] },
  { id: "allergies", when: ["yes"], for: ["iv", "injection"] },
  { id: "heart", when: ["yes"], for: ["iv"] },
  { id: "kidney", when: ["yes"], for: ["iv"] },
  { id: "liver", when: ["yes"], for: ["nad"] },
  { id: "g6pd", when: ["yes", "unsure"], for: ["highDoseVitaminC"] },
  { id: "recentIllness", when: ["yes"], for: ["iv", "injection"] },
  { id: "ivReaction", when: ["yes"], for: ["iv", "injection"] },
  { id: "bloodThinners", when: ["yes"], for: ["injection", "blood"] },
];

/** The flags these answers raise for these treatments (empty: no review needed). */
export function flagsFor(answers: Answers, items: readonly RiskItem[]): QuestionId[] {
  const traits = new Set(items.filter(needsQuestionnaire).flatMap((item) => [...traitsOf(item)]));
  return flagRules
    .filter((rule) => rule.when.includes(answers[rule.id] as Answer) && rule.for.some((t) => traits.has(t)))
    .map((rule) => rule.id);
}
