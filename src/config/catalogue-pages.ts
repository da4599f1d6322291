/**
 * The catalogue pages (issue 3, catalogue share), as paths below /{area}/{locale}/, derived from
 * the seeded catalogue so the sitemap lists every item that has a page. The catalogue feature owns
 * the pages themselves; keep this list in step with its routes.
 */
import { catalogueSeed } from "@/db/seed/catalogue-data";

/** Menu pages of the partner spa and the catalogue's overview pages (SPEC 2). */
const fixedPaths = [
  "infusion/singular",
  "infusion/package",
  "infusion/bespoke",
  "intuisse_mini",
  "intuisse_facial_60",
  "intuisse_facial_90",
  "modelage_sur_60",
  "modelage_sur_90",
  "soins_duo_60",
  "soins_duo_90",
  "deheuner_spa",
  "spaBespoke/spaBespoke60",
  "spaFacial/spaFacial60",
  "spaFacial/spaFacial90",
  "spaFacial/choice",
  "diagnostics/LevelTest",
  "diagnostics/bioAgeTest",
  "diagnostics/bioGenetic",
  "newprogram/programIv",
  "newprogram/bsePro",
  "detox",
  "supplements",
  "spa",
];

const detailPrefix: Partial<Record<string, string>> = {
  single: "infusion",
  program: "infusion",
  injection: "injections",
  blood: "blood-profile",
};

export function cataloguePagePaths(): string[] {
  const details = catalogueSeed.flatMap((item) => {
    const prefix = detailPrefix[item.kind];
    return prefix ? [`${prefix}/${item.slug}`] : [];
  });
  return [...new Set([...fixedPaths, ...details])];
}
