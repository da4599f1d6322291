/**
 * The longer treatment texts (what's included, who it suits and does not, how it feels, aftercare, three
 * questions) and related treatments. Shared texts are written once per family in
 * messages/<locale>/treatments.json (`families.<family>`); what differs per item (`items.<code>.included`,
 * `.suits`, optional `.caution`) is written per item. English is the per-key fallback (loadMessages).
 * Plain module, no server-only guard: the completeness test reads it too.
 */
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import type { ItemCategory, PartnerType } from "./catalogue-types";

export const treatmentFamilies = ["iv", "injection", "blood", "diagnostics", "detox", "spa"] as const;
export type TreatmentFamily = (typeof treatmentFamilies)[number];

export const faqKeys = ["one", "two", "three"] as const;

interface FamilyInput {
  category: ItemCategory;
  partnerType: PartnerType | null;
}

/**
 * The family whose shared texts an item uses. The partner spa's NAD+ infusions (alone or before a facial)
 * are infusions first: the same contraindications and aftercare as the clinic's own drips.
 */
export function treatmentFamily({ category, partnerType }: FamilyInput): TreatmentFamily {
  if (category === "infusion") return "iv";
  if (category === "spa") return partnerType === "nad" || partnerType === "double_traitement" ? "iv" : "spa";
  return category;
}

export interface TreatmentDetails {
  family: TreatmentFamily;
  included: string;
  suits: string;
  /** The family's contraindications, then the item's own caution when it has one. */
  notSuits: string[];
  feels: string;
  aftercare: string;
  faq: { q: string; a: string }[];
}

type Tree = Record<string, unknown>;

function pick(tree: unknown, path: readonly string[]): string | null {
  let node: unknown = tree;
  for (const part of path) {
    if (typeof node !== "object" || node === null) return null;
    node = (node as Tree)[part];
  }
  return typeof node === "string" && node.length > 0 ? node : null;
}

/** A treatment's details in `requested` (English per missing key), or null when the item has none written. */
export async function loadTreatmentDetails(
  item: FamilyInput & { code: string },
  requested: string,
): Promise<TreatmentDetails | null> {
  const locale: Locale = isLocale(requested) ? requested : defaultLocale;
  const texts = ((await loadMessages(locale)) as Tree).treatments;
  const family = treatmentFamily(item);
  const own = (field: string) => pick(texts, ["items", item.code, field]);
  const shared = (...path: string[]) => pick(texts, ["families", family, ...path]) ?? "";
  const included = own("included");
  const suits = own("suits");
  if (!included || !suits) return null;
  const caution = own("caution");
  return {
    family,
    included: `${included} ${shared("included")}`.trim(),
    suits,
    notSuits: [shared("notSuits"), ...(caution ? [caution] : [])].filter(Boolean),
    feels: shared("feels"),
    aftercare: shared("aftercare"),
    faq: faqKeys.map((key) => ({ q: shared("faq", key, "q"), a: shared("faq", key, "a") })).filter((f) => f.q && f.a),
  };
}

/** Where to look next from a family: a test that informs the choice, or a gentle first step. */
const companions: Record<TreatmentFamily, readonly string[]> = {
  iv: ["EBP", "NAD_LEVEL"],
  injection: ["VBP", "EBP"],
  blood: ["NAD_LEVEL", "AFI"],
  diagnostics: ["EBP", "NADEPI"],
  detox: ["NAD_LEVEL", "NADEP"],
  spa: ["NAD_FACIAL_250", "INTUISSE_60"],
};

interface RelatedInput extends FamilyInput {
  code: string;
  kind: string;
  available?: boolean;
}

/**
 * Up to `count` related items, from `menu` (active items in menu order): the next ones of the same family
 * and kind after this one (wrapping round), then the family's companion (a blood test for a drip).
 */
export function relatedCodes(item: RelatedInput, menu: readonly RelatedInput[], count = 3): string[] {
  const family = treatmentFamily(item);
  const offered = menu.filter((m) => m.code !== item.code && m.available !== false);
  const index = menu.findIndex((m) => m.code === item.code);
  const after = [...menu.slice(index + 1), ...menu.slice(0, Math.max(index, 0))];
  const siblings = after.filter(
    (m) => m.code !== item.code && m.available !== false && m.kind === item.kind && treatmentFamily(m) === family,
  );
  const companion = companions[family].filter((code) => offered.some((m) => m.code === code));
  const picked: string[] = [];
  for (const code of [
    ...siblings.slice(0, count - 1).map((m) => m.code),
    ...companion,
    ...siblings.slice(count - 1).map((m) => m.code),
  ]) {
    if (!picked.includes(code)) picked.push(code);
    if (picked.length === count) break;
  }
  return picked;
}
