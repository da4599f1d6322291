/**
 * Treatment consents (issue 15, decision 184): which consent a visit needs, and which words each version of a
 * consent is made of. The words are in messages/<locale>/consent-forms.json under `texts.<edition>`, in all eight
 * languages. A version names one edition and one kind; what a customer signed is (version, locale), and the words
 * of a version never change: a change to any word in any language is a new edition with new version ids, and the
 * old edition stays in the file so every signed consent can be shown again exactly as it was signed.
 * src/server/consents/consent-text.test.ts pins a hash of every version's words in every language.
 */
import { needsQuestionnaire, traitsOf, type RiskItem } from "./health-questionnaire";

export const consentKinds = ["iv", "injection", "blood"] as const;
export type ConsentKind = (typeof consentKinds)[number];

/** The sections of a consent, in the order they are shown, printed and hashed. `shared` sections are the same for every kind. */
export const kindSections = ["about", "effects", "risks", "alternatives"] as const;
export const sharedSections = ["wellness", "rights", "declaration"] as const;

export interface ConsentVersion {
  /** Stored with every signature, e.g. "iv-2026-11". Never reused for other words. */
  id: string;
  kind: ConsentKind;
  /** The key under `texts` in consent-forms.json that holds its words. */
  edition: string;
}

/** Every version ever offered, oldest first. Never remove one: signed consents refer to it. */
export const consentVersions: readonly ConsentVersion[] = [
  { id: "iv-2026-11", kind: "iv", edition: "2026-11" },
  { id: "injection-2026-11", kind: "injection", edition: "2026-11" },
  { id: "blood-2026-11", kind: "blood", edition: "2026-11" },
];

/** The version a customer signs today, per kind: the newest one listed. */
export function currentConsentVersion(kind: ConsentKind): ConsentVersion {
  const version = consentVersions.findLast((v) => v.kind === kind);
  if (!version) throw new Error(`no consent version for ${kind}`);
  return version;
}

export function consentVersionById(id: string): ConsentVersion | null {
  return consentVersions.find((v) => v.id === id) ?? null;
}

/**
 * The consents a visit's treatments need: one per kind among its items that need the health questionnaire
 * (every IV infusion, including the residential detox and the spa's NAD+ drips; every injection; every blood
 * test), in the order of `consentKinds`. The finger-prick and BioAge tests need none, as for the questionnaire.
 */
export function consentKindsFor(items: readonly RiskItem[]): ConsentKind[] {
  const kinds = new Set<ConsentKind>();
  for (const item of items) {
    if (!needsQuestionnaire(item)) continue;
    const traits = traitsOf(item);
    if (traits.has("iv")) kinds.add("iv");
    if (traits.has("injection")) kinds.add("injection");
    if (traits.has("blood")) kinds.add("blood");
  }
  return consentKinds.filter((k) => kinds.has(k));
}
