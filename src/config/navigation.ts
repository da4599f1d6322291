/**
 * The site's menu (docs/product/routes-and-languages.md). Labels are message keys in the `common.nav` namespace;
 * hrefs are page paths below /{area}/{locale}/.
 */
export interface NavLink {
  key: string;
  href: string;
}

export interface NavGroup {
  key: string;
  href: string;
  children?: NavLink[];
}

/** The treatments bar: what people come to book. */
export const primaryNav: NavGroup[] = [
  {
    key: "infusions",
    href: "infusion/singular",
    children: [
      { key: "infusionsSingle", href: "infusion/singular" },
      { key: "infusionsPackage", href: "infusion/package" },
      { key: "infusionsBespoke", href: "infusion/bespoke" },
      { key: "infusionsAntiAging", href: "infusion/anti_aging" },
      { key: "infusionsDetox", href: "detox" },
    ],
  },
  {
    key: "injections",
    href: "injections",
    children: [
      { key: "injectionGlutathione", href: "injections/glutathione-push" },
      { key: "injectionFatBurner", href: "injections/fat-burner" },
      { key: "injectionVitamin", href: "injections/vitamin" },
    ],
  },
  {
    key: "bloodTests",
    href: "blood-profile",
    children: [
      { key: "bloodWellMan", href: "blood-profile/well-man" },
      { key: "bloodWellWoman", href: "blood-profile/well-woman" },
      { key: "bloodVitamin", href: "blood-profile/vitamin-blood" },
      { key: "bloodEssential", href: "blood-profile/essential-blood" },
      { key: "bloodMineral", href: "blood-profile/mineral-blood" },
      { key: "bloodHeavyMetal", href: "blood-profile/heavy-metal" },
    ],
  },
  {
    key: "spa",
    href: "spa",
    // Every spa item is on the spa menu page (menu -> spa -> item); the rest are shortcuts.
    children: [
      { key: "spaOverview", href: "spa" },
      { key: "spaFacials", href: "spaFacial/spaFacial60" },
      { key: "spaMassage", href: "spaBespoke/spaBespoke60" },
      { key: "spaDuo", href: "soins_duo_60" },
      { key: "spaLunch", href: "deheuner_spa" },
      { key: "spaProgrammes", href: "newprogram/programIv" },
      { key: "spaInfusionFacial", href: "newprogram/bsePro" },
      { key: "spaAddOns", href: "spaFacial/choice" },
      { key: "spaSupplements", href: "supplements" },
    ],
  },
  {
    key: "diagnostics",
    href: "diagnostics/LevelTest",
    children: [
      { key: "diagnosticsLevel", href: "diagnostics/LevelTest" },
      { key: "diagnosticsBioAge", href: "diagnostics/bioAgeTest" },
      { key: "diagnosticsBioGenetic", href: "diagnostics/bioGenetic" },
    ],
  },
  {
    key: "concierge",
    href: "concierge/national",
    children: [
      { key: "conciergeNational", href: "concierge/national" },
      { key: "conciergeInternational", href: "concierge/international" },
    ],
  },
];

/** The house bar: who we are and where. */
export const secondaryNav: NavGroup[] = [
  {
    key: "discover",
    href: "discover/what-is-nad",
    children: [
      { key: "discoverNad", href: "discover/what-is-nad" },
      { key: "discoverScience", href: "discover/science" },
    ],
  },
  {
    key: "about",
    href: "about/founder",
    children: [
      { key: "aboutFounder", href: "about/founder" },
      { key: "aboutTeam", href: "about/team" },
    ],
  },
  {
    key: "locations",
    href: "locations",
    children: [
      { key: "locationLondon", href: "locations/london" },
      { key: "locationCapeTown", href: "locations/cape-town" },
      { key: "locationNewYork", href: "locations/new-york" },
    ],
  },
  { key: "news", href: "news" },
  { key: "giftCards", href: "gift-cards" },
  {
    key: "joinUs",
    href: "join-us/franchising",
    children: [
      { key: "joinFranchising", href: "join-us/franchising" },
      { key: "joinCareers", href: "join-us/careers" },
    ],
  },
  { key: "faqs", href: "faqs" },
];

export const legalNav: NavLink[] = [
  { key: "privacy", href: "privacy-policy" },
  { key: "terms", href: "terms-of-service" },
  { key: "importantInformation", href: "important-information" },
  { key: "howItWorks", href: "how-it-works" },
  { key: "affiliates", href: "affiliates" },
];

/** Further house pages, listed in the footer's Explore column (labels in `content.nav`). */
export const moreNav: NavLink[] = [
  { key: "testimonials", href: "testimonials" },
  { key: "blog", href: "blog" },
  { key: "loyalty", href: "loyalty-programme" },
  { key: "globalCertification", href: "global-certification" },
  { key: "partners", href: "partners" },
  { key: "buyGiftCard", href: "book-online/gift-card" },
];
