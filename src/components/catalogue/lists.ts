import type { ListDefinition } from "./catalogue-page";

const spaParent = { key: "spa", path: "spa" };

/** Every catalogue list page: its address (docs/product/routes-and-languages.md), its items, and the page above it. */
export const lists = {
  singular: { key: "singular", path: "infusion/singular", filter: { category: "infusion", kind: "single" } },
  package: { key: "package", path: "infusion/package", filter: { category: "infusion", kind: "program" } },
  injections: { key: "injections", path: "injections", filter: { category: "injection" } },
  blood: { key: "blood", path: "blood-profile", filter: { category: "blood" } },
  spaBespoke60: {
    key: "spaBespoke60",
    path: "spaBespoke/spaBespoke60",
    filter: { partnerType: "bespoke" },
    parent: spaParent,
  },
  spaFacial60: {
    key: "spaFacial60",
    path: "spaFacial/spaFacial60",
    filter: { category: "spa" },
    where: (i) => (i.partnerType === "intuisse" && i.durationMinutes <= 60) || i.partnerType === "double_traitement",
    parent: spaParent,
  },
  spaFacial90: {
    key: "spaFacial90",
    path: "spaFacial/spaFacial90",
    filter: { category: "spa" },
    where: (i) => (i.partnerType === "intuisse" && i.durationMinutes >= 90) || i.partnerType === "double_traitement",
    parent: spaParent,
  },
  choice: {
    key: "choice",
    path: "spaFacial/choice",
    filter: { category: "spa" },
    where: (i) => i.options.length > 0,
    parent: spaParent,
  },
  programIv: {
    key: "programIv",
    path: "newprogram/programIv",
    filter: { category: "spa", partnerType: "nad" },
    parent: spaParent,
  },
  bsePro: { key: "bsePro", path: "newprogram/bsePro", filter: { partnerType: "double_traitement" }, parent: spaParent },
} satisfies Record<string, ListDefinition>;
