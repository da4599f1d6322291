/**
 * The catalogue as docs/product/entities.md and docs/product/booking-and-pricing-rules.md give it: goods codes, prices (USD, tax and 20% gratuity
 * included) and durations. Prices are integer cents. Tests check these figure for figure.
 */
import type { itemCategory, itemKind, partnerType } from "../schema/catalogue";

/** The seed's kinds, categories and partner types are the schema's enums'. */
export type SeedKind = (typeof itemKind.enumValues)[number];
export type SeedCategory = (typeof itemCategory.enumValues)[number];
export type SeedPartnerType = (typeof partnerType.enumValues)[number];

export interface SeedOption {
  code: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

export interface SeedItem {
  code: string;
  slug: string;
  kind: SeedKind;
  category: SeedCategory;
  partnerType?: SeedPartnerType;
  title: string;
  summary: string;
  durationMinutes: number;
  sessions?: number;
  priceCents: number;
  priceOnRequest?: boolean;
  requestOnly?: boolean;
  options?: SeedOption[];
}

const usd = (dollars: number) => Math.round(dollars * 100);

/**
 * Add-on choice offered with every injection ("select add-on choice"), but never a supplement the injection already
 * contains (`included`): the Vitamin B injection is B12 itself (issue 40, row 14).
 */
const injectionAddOns = (code: string, base: number, included: readonly string[] = []): SeedOption[] =>
  [
    { code: `${code}-NONE`, name: "Without supplement", durationMinutes: 20, priceCents: usd(base) },
    { code: `${code}-B12`, name: "Vitamin B12", durationMinutes: 20, priceCents: usd(base + 30) },
    { code: `${code}-VC`, name: "Vitamin C", durationMinutes: 20, priceCents: usd(base + 30) },
    { code: `${code}-VD`, name: "Vitamin D", durationMinutes: 20, priceCents: usd(base + 30) },
    { code: `${code}-Q10`, name: "CoQ10", durationMinutes: 20, priceCents: usd(base + 30) },
  ].filter((o) => !included.includes(o.code.slice(code.length + 1)));

/**
 * Options the seed once made and no longer offers: a database seeded before keeps their rows (orders name them)
 * but the seed marks them inactive, so no page or basket offers them again.
 */
export const retiredOptionCodes: readonly string[] = ["VBI-B12"];

/** Partner infusion supplements add 82.80 (docs/product/booking-and-pricing-rules.md). */
const supplementOptions = (code: string, minutes: number, base: number): SeedOption[] => [
  { code: `${code}-NONE`, name: "Without supplement", durationMinutes: minutes, priceCents: usd(base) },
  { code: `${code}-B12`, name: "Vitamin B12", durationMinutes: minutes, priceCents: usd(base + 82.8) },
  { code: `${code}-VC`, name: "Vitamin C", durationMinutes: minutes, priceCents: usd(base + 82.8) },
  { code: `${code}-VD`, name: "Vitamin D", durationMinutes: minutes, priceCents: usd(base + 82.8) },
  { code: `${code}-Q10`, name: "CoQ10", durationMinutes: minutes, priceCents: usd(base + 82.8) },
];

export const catalogueSeed: readonly SeedItem[] = [
  // Single infusions (docs/product/booking-and-pricing-rules.md: price, minutes)
  {
    code: "NADEPI",
    slug: "executive_plus_iv_infusion",
    kind: "single",
    category: "infusion",
    title: "Executive Plus NAD+ Infusion",
    summary: "Our most complete NAD+ drip, with B vitamins, magnesium and vitamin C, for demanding weeks.",
    durationMinutes: 120,
    priceCents: usd(699),
  },
  {
    code: "AFI",
    slug: "anti_fatigue_iv_infusion",
    kind: "single",
    category: "infusion",
    title: "Anti-Fatigue IV Infusion",
    summary: "Fluids, B-complex and magnesium to support energy when you feel run down.",
    durationMinutes: 60,
    priceCents: usd(399),
  },
  {
    code: "SNADD",
    slug: "signature_detox",
    kind: "single",
    category: "infusion",
    title: "Signature NAD+ Detox",
    summary: "A slow NAD+ infusion with glutathione, designed around the body's own detoxification pathways.",
    durationMinutes: 120,
    priceCents: usd(399),
  },
  {
    code: "FBIV",
    slug: "fat_burner_iv_infusion",
    kind: "single",
    category: "infusion",
    title: "Fat Burner IV Infusion",
    summary: "L-carnitine and B vitamins to complement a training and nutrition plan.",
    durationMinutes: 60,
    priceCents: usd(399),
  },
  {
    code: "IMB",
    slug: "vitamin_immune_booster",
    kind: "single",
    category: "infusion",
    title: "Vitamin Immune Booster",
    summary: "High-dose vitamin C with zinc and fluids to support the immune system.",
    durationMinutes: 90,
    priceCents: usd(399),
  },
  {
    code: "JLIV",
    slug: "combat_jet_leg",
    kind: "single",
    category: "infusion",
    title: "Combat Jet Lag IV Infusion",
    summary: "Rehydration with electrolytes and B vitamins after long-haul travel.",
    durationMinutes: 75,
    priceCents: usd(299),
  },

  // Programmes (docs/product/booking-and-pricing-rules.md: price, sessions); durationMinutes is one session
  {
    code: "NADEP",
    slug: "executive-high-flyer-plus",
    kind: "program",
    category: "infusion",
    title: "Executive High Flyer Plus Programme",
    summary: "Five Executive Plus NAD+ sessions, spaced to fit a travelling schedule.",
    durationMinutes: 120,
    sessions: 5,
    priceCents: usd(2500),
  },
  {
    code: "NADADI",
    slug: "alcohol-detox",
    kind: "program",
    category: "infusion",
    title: "Alcohol Detox Programme",
    summary: "Five supervised NAD+ sessions supporting a medically guided reduction in alcohol.",
    durationMinutes: 120,
    sessions: 5,
    priceCents: usd(2500),
  },
  {
    code: "NADSBI",
    slug: "skin-brightening",
    kind: "program",
    category: "infusion",
    title: "Skin Brightening Programme",
    summary: "Eight glutathione and vitamin C sessions for a brighter, more even-looking complexion.",
    durationMinutes: 60,
    sessions: 8,
    priceCents: usd(1800),
  },
  {
    code: "NADHRI",
    slug: "hair-rejuvenation",
    kind: "program",
    category: "infusion",
    title: "Hair Rejuvenation Programme",
    summary: "Five sessions of biotin, zinc and NAD+ to support healthy hair growth.",
    durationMinutes: 60,
    sessions: 5,
    priceCents: usd(2000),
  },
  {
    code: "NADFBI",
    slug: "fat-burner",
    kind: "program",
    category: "infusion",
    title: "Fat Burner Programme",
    summary: "Ten L-carnitine infusions alongside a coached nutrition and exercise plan.",
    durationMinutes: 60,
    sessions: 10,
    priceCents: usd(3000),
  },
  {
    code: "NADVCI",
    slug: "concentrated-vitamin-c",
    kind: "program",
    category: "infusion",
    title: "Concentrated Vitamin C Programme",
    summary: "Twelve high-dose vitamin C infusions, monitored by our medical team.",
    durationMinutes: 60,
    sessions: 12,
    priceCents: usd(3500),
  },

  // Injections (docs/product/booking-and-pricing-rules.md: 150, 100, 40; 20 minutes)
  {
    code: "GPI",
    slug: "glutathione-push",
    kind: "injection",
    category: "injection",
    title: "Glutathione Push",
    summary: "A quick glutathione injection, the body's principal antioxidant.",
    durationMinutes: 20,
    priceCents: usd(150),
    options: injectionAddOns("GPI", 150),
  },
  {
    code: "FBIJ",
    slug: "fat-burner",
    kind: "injection",
    category: "injection",
    title: "Fat Burner Injection",
    summary: "Lipotropic injection with L-carnitine, to complement diet and exercise.",
    durationMinutes: 20,
    priceCents: usd(100),
    options: injectionAddOns("FBIJ", 100),
  },
  {
    code: "VBI",
    slug: "vitamin",
    kind: "injection",
    category: "injection",
    title: "Vitamin B Injection",
    summary: "Vitamin B12 and B-complex in one intramuscular injection.",
    durationMinutes: 20,
    priceCents: usd(40),
    options: injectionAddOns("VBI", 40, ["B12"]),
  },

  // Blood tests (docs/product/booking-and-pricing-rules.md)
  {
    code: "WMBP",
    slug: "well-man",
    kind: "blood",
    category: "blood",
    title: "Well Man Blood Profile",
    summary: "A broad health check for men: hormones, heart, liver, kidney and blood count.",
    durationMinutes: 50,
    priceCents: usd(399),
  },
  {
    code: "WWBP",
    slug: "well-woman",
    kind: "blood",
    category: "blood",
    title: "Well Woman Blood Profile",
    summary: "A broad health check for women: hormones, thyroid, iron, heart and blood count.",
    durationMinutes: 50,
    priceCents: usd(399),
  },
  {
    code: "VBP",
    slug: "vitamin-blood",
    kind: "blood",
    category: "blood",
    title: "Vitamin Blood Profile",
    summary: "Vitamin D, B12, folate and iron stores, the common gaps behind tiredness.",
    durationMinutes: 50,
    priceCents: usd(399),
  },
  {
    code: "MBP",
    slug: "mineral-blood",
    kind: "blood",
    category: "blood",
    title: "Mineral Blood Profile",
    summary: "Magnesium, zinc, calcium, copper and selenium levels.",
    durationMinutes: 20,
    priceCents: usd(199),
  },
  {
    code: "HMBP",
    slug: "heavy-metal",
    kind: "blood",
    category: "blood",
    title: "Heavy Metal Blood Profile",
    summary: "Screens for lead, mercury, cadmium and arsenic exposure.",
    durationMinutes: 20,
    priceCents: usd(149),
  },
  {
    code: "EBP",
    slug: "essential-blood",
    kind: "blood",
    category: "blood",
    title: "Essential Blood Profile",
    summary: "22 key readings: blood count, liver, kidney, cholesterol and blood sugar.",
    durationMinutes: 20,
    priceCents: usd(179),
  },

  // Five-day detox: price on request, limited availability (docs/product/booking-and-pricing-rules.md)
  {
    code: "FNAD",
    slug: "five-day-detox",
    kind: "detox",
    category: "detox",
    title: "Five-Day NAD+ Detox",
    summary: "A five-day residential NAD+ course with daily medical supervision. Limited availability.",
    durationMinutes: 240,
    sessions: 5,
    priceCents: usd(99999),
    priceOnRequest: true,
    requestOnly: true,
  },

  // Partner spa (docs/product/entities.md and docs/product/booking-and-pricing-rules.md): shown with prices, booked by request
  {
    code: "INTUISSE_MINI",
    slug: "intuisse_mini",
    kind: "spa",
    category: "spa",
    partnerType: "intuisse",
    title: "Intuisse Express Facial",
    summary: "A 45-minute cleanse, exfoliation and mask for skin that needs a lift between full treatments.",
    durationMinutes: 45,
    priceCents: usd(344.85),
    requestOnly: true,
  },
  {
    code: "INTUISSE_60",
    slug: "intuisse_facial_60",
    kind: "spa",
    category: "spa",
    partnerType: "intuisse",
    title: "Intuisse Signature Facial, 60 minutes",
    summary: "Double cleanse, enzyme peel, facial massage and a mask chosen for your skin.",
    durationMinutes: 60,
    priceCents: usd(407.55),
    requestOnly: true,
  },
  {
    code: "INTUISSE_90",
    slug: "intuisse_facial_90",
    kind: "spa",
    category: "spa",
    partnerType: "intuisse",
    title: "Intuisse Signature Facial, 90 minutes",
    summary: "The signature facial with an added lifting massage and eye treatment.",
    durationMinutes: 90,
    priceCents: usd(595.65),
    requestOnly: true,
  },
  {
    code: "MODELAGE_60",
    slug: "modelage_sur_60",
    kind: "spa",
    category: "spa",
    partnerType: "bespoke",
    title: "Bespoke Massage, 60 minutes",
    summary: "A full-body massage whose pressure and focus the therapist agrees with you first.",
    durationMinutes: 60,
    priceCents: usd(564.3),
    requestOnly: true,
  },
  {
    code: "MODELAGE_90",
    slug: "modelage_sur_90",
    kind: "spa",
    category: "spa",
    partnerType: "bespoke",
    title: "Bespoke Massage, 90 minutes",
    summary: "The bespoke massage with time for scalp, hands and feet.",
    durationMinutes: 90,
    priceCents: usd(721.05),
    requestOnly: true,
  },
  {
    code: "MODELAGE_120",
    slug: "modelage_sur_120",
    kind: "spa",
    category: "spa",
    partnerType: "bespoke",
    title: "Bespoke Massage, 120 minutes",
    summary: "Two unhurried hours: back, full body, scalp and a warm-stone finish.",
    durationMinutes: 120,
    priceCents: usd(846.45),
    requestOnly: true,
  },
  {
    code: "SOINS_DUO_60",
    slug: "soins_duo_60",
    kind: "spa",
    category: "spa",
    partnerType: "wellness",
    title: "Duo Treatment, 60 minutes",
    summary: "Side-by-side massages for two, with access to the wellness area.",
    durationMinutes: 60,
    priceCents: usd(658.35),
    requestOnly: true,
  },
  {
    code: "SOINS_DUO_90",
    slug: "soins_duo_90",
    kind: "spa",
    category: "spa",
    partnerType: "wellness",
    title: "Duo Treatment, 90 minutes",
    summary: "Side-by-side massage and facial for two, with access to the wellness area.",
    durationMinutes: 90,
    priceCents: usd(846.45),
    requestOnly: true,
  },
  {
    code: "DEJEUNER_SPA",
    slug: "deheuner_spa",
    kind: "spa",
    category: "spa",
    partnerType: "wellness",
    title: "Lunch and Spa",
    summary: "A 50-minute treatment, the wellness area for the afternoon and a light lunch.",
    durationMinutes: 50,
    priceCents: usd(376.2),
    requestOnly: true,
  },
  {
    code: "NAD_IV_250",
    slug: "nad-infusion-250",
    kind: "spa",
    category: "spa",
    partnerType: "nad",
    title: "NAD+ Infusion 250 mg",
    summary: "A NAD+ infusion in the spa's treatment suite, with an optional supplement.",
    durationMinutes: 90,
    priceCents: usd(622.8),
    requestOnly: true,
    options: supplementOptions("NAD_IV_250", 90, 622.8),
  },
  {
    code: "NAD_IV_500",
    slug: "nad-infusion-500",
    kind: "spa",
    category: "spa",
    partnerType: "nad",
    title: "NAD+ Infusion 500 mg",
    summary: "A longer NAD+ infusion at a higher dose, with an optional supplement.",
    durationMinutes: 150,
    priceCents: usd(898.8),
    requestOnly: true,
    options: supplementOptions("NAD_IV_500", 150, 898.8),
  },
  {
    code: "NAD_IV_750",
    slug: "nad-infusion-750",
    kind: "spa",
    category: "spa",
    partnerType: "nad",
    title: "NAD+ Infusion 750 mg",
    summary: "Our highest-dose spa infusion, given slowly over three and a half hours.",
    durationMinutes: 210,
    priceCents: usd(1198.8),
    requestOnly: true,
    options: supplementOptions("NAD_IV_750", 210, 1198.8),
  },
  {
    code: "NAD_LEVEL",
    slug: "LevelTest",
    kind: "spa",
    category: "diagnostics",
    partnerType: "nad",
    title: "NAD+ Level Test",
    summary: "A finger-prick test measuring your intracellular NAD+ level, with results in ten days.",
    durationMinutes: 20,
    priceCents: usd(310.8),
    requestOnly: true,
  },
  {
    code: "BIO_AGE",
    slug: "bioAgeTest",
    kind: "spa",
    category: "diagnostics",
    partnerType: "nad",
    title: "BioAge Test",
    summary: "An epigenetic test estimating biological age from DNA methylation.",
    durationMinutes: 20,
    priceCents: usd(778.8),
    requestOnly: true,
  },
  {
    code: "BIO_GENETIC",
    slug: "bioGenetic",
    kind: "spa",
    category: "diagnostics",
    partnerType: "nad",
    title: "BioGenetic Test",
    summary: "A genetic panel on nutrition, metabolism and fitness, reviewed with a doctor.",
    durationMinutes: 30,
    priceCents: usd(1078.8),
    requestOnly: true,
  },
  {
    code: "NAD_FACIAL_250",
    slug: "nad-facial-250",
    kind: "spa",
    category: "spa",
    partnerType: "double_traitement",
    title: "NAD+ 250 mg and Facial",
    summary: "A NAD+ infusion followed by an Intuisse facial of 60 or 90 minutes.",
    durationMinutes: 150,
    priceCents: usd(1058.38),
    requestOnly: true,
    options: [
      { code: "NAD_FACIAL_250-F60", name: "60 minute facial", durationMinutes: 150, priceCents: usd(1058.38) },
      { code: "NAD_FACIAL_250-F90", name: "90 minute facial", durationMinutes: 180, priceCents: usd(1246.48) },
    ],
  },
  {
    code: "NAD_FACIAL_750",
    slug: "nad-facial-750",
    kind: "spa",
    category: "spa",
    partnerType: "double_traitement",
    title: "NAD+ 750 mg and Facial",
    summary: "Our highest-dose infusion followed by an Intuisse facial of 60 or 90 minutes.",
    durationMinutes: 270,
    priceCents: usd(1660.3),
    requestOnly: true,
    options: [
      { code: "NAD_FACIAL_750-F60", name: "60 minute facial", durationMinutes: 270, priceCents: usd(1660.3) },
      { code: "NAD_FACIAL_750-F90", name: "90 minute facial", durationMinutes: 300, priceCents: usd(1848.4) },
    ],
  },
];
