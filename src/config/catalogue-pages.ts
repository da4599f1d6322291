/**
 * Where every catalogue page lives (docs/product/routes-and-languages.md URLs), for pages, menus and the sitemap.
 * Pure data: no database access, so the sitemap and tests can import it anywhere.
 */
import { catalogueSeed } from "@/db/seed/catalogue-data";

interface ItemAddress {
  category: string;
  slug: string;
}

/** Partner spa entries that docs/product/routes-and-languages.md puts at the top level of the site. */
export const topLevelSpaSlugs = [
  "intuisse_mini",
  "intuisse_facial_60",
  "intuisse_facial_90",
  "modelage_sur_60",
  "modelage_sur_90",
  "soins_duo_60",
  "soins_duo_90",
  "deheuner_spa",
] as const;

/** The seven bespoke infusion themes; each has a page infusion/bespoke-<theme> (decision 010). */
export const bespokeThemes = [
  "age-management",
  "fitness",
  "corporate-care",
  "radiance",
  "jet-setting",
  "recovery",
  "clarity",
] as const;
export type BespokeTheme = (typeof bespokeThemes)[number];

/** The page of one catalogue item, below /{area}/{locale}/. */
export function catalogueItemPath({ category, slug }: ItemAddress): string {
  switch (category) {
    case "infusion":
      return `infusion/${slug}`;
    case "injection":
      return `injections/${slug}`;
    case "blood":
      return `blood-profile/${slug}`;
    case "diagnostics":
      return `diagnostics/${slug}`;
    case "detox":
      return "detox";
    default:
      return (topLevelSpaSlugs as readonly string[]).includes(slug) ? slug : `spa/${slug}`;
  }
}

/** List, menu and information pages of the catalogue (no redirecting parents). */
export const catalogueListPaths = [
  "infusion/singular",
  "infusion/package",
  "infusion/bespoke",
  "infusion/anti_aging",
  "injections",
  "blood-profile",
  "spa",
  "spaBespoke/spaBespoke60",
  "spaFacial/spaFacial60",
  "spaFacial/spaFacial90",
  "spaFacial/choice",
  "newprogram/programIv",
  "newprogram/bsePro",
  "supplements",
  "spa-request",
] as const;

/** Every catalogue page path served, for the sitemap: lists, bespoke themes and one page per item. */
export function cataloguePagePaths(items: readonly ItemAddress[] = catalogueSeed): string[] {
  const paths = new Set<string>([
    ...catalogueListPaths,
    ...bespokeThemes.map((theme) => `infusion/bespoke-${theme}`),
    ...items.map(catalogueItemPath),
  ]);
  return [...paths];
}

/** The treatments each bespoke theme starts from (goods codes); the doctor adapts the plan. */
export const bespokeThemeTreatments: Record<BespokeTheme, readonly string[]> = {
  "age-management": ["NADEPI", "NADEP", "BIO_AGE"],
  fitness: ["FBIV", "NADFBI", "MBP"],
  "corporate-care": ["NADEPI", "AFI", "EBP"],
  radiance: ["NADSBI", "GPI", "NADHRI"],
  "jet-setting": ["JLIV", "NADEP", "VBI"],
  recovery: ["SNADD", "NADADI", "IMB"],
  clarity: ["NADEPI", "AFI", "VBP"],
};

/** Infusions the anti-ageing page leads to. */
export const antiAgingTreatments: readonly string[] = ["NADEPI", "SNADD", "NADEP", "NAD_LEVEL", "BIO_AGE"];
