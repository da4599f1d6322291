/**
 * Plain catalogue types the pages and components receive. No database types travel past the
 * domain services (CONVENTIONS: Data); this file has no server-only guard so client islands may
 * import the types.
 */
export type ItemKind = "single" | "program" | "injection" | "blood" | "detox" | "spa";
export type ItemCategory = "infusion" | "injection" | "blood" | "spa" | "diagnostics" | "detox";
export type PartnerType = "intuisse" | "bespoke" | "wellness" | "nad" | "double_traitement";

export interface CatalogueOption {
  code: string;
  /** English name; the localized one is catalogue.options.<suffix>, see optionKey. */
  name: string;
  durationMinutes: number;
  priceCents: number;
}

export interface CatalogueItem {
  code: string;
  slug: string;
  kind: ItemKind;
  category: ItemCategory;
  partnerType: PartnerType | null;
  /** English title and summary; translations live in catalogue.items.<code>. */
  title: string;
  summary: string;
  durationMinutes: number;
  sessions: number;
  /** What one unit costs now (the sale price while on sale): effectiveItemPrice. */
  priceCents: number;
  /** The regular price while on sale (shown struck through), else null. */
  regularPriceCents: number | null;
  /** False: shown with "This product is not currently available!" and not sold. */
  available: boolean;
  currency: string;
  priceOnRequest: boolean;
  requestOnly: boolean;
  externalUrl: string | null;
  options: CatalogueOption[];
}

/** The message key of an option's name: option codes end with a shared suffix (GPI-B12 -> B12). */
export function optionKey(optionCode: string): string {
  return optionCode.slice(optionCode.lastIndexOf("-") + 1);
}
