/**
 * The demo's price lists in pounds and rand (decision 268), in whole units of each currency, for every seeded item
 * and add-on choice; the dollar figure of catalogue-data.ts beside each. Round local prices a clinic in that city would
 * print, not conversions to the cent:
 *
 * - GBP: about 0.8 of the dollar figure, rounded to the nearest 5 (399 -> 320, 699 -> 560);
 * - ZAR: about 18 times the dollar figure, rounded to the nearest 50 (399 -> 7,200).
 *
 * An add-on choice is priced as a whole line (the option's price is the line's price), by the same rule. The seed
 * writes these rows; no demo clinic charges in them until step 5 of decision 268 switches London and Cape Town.
 * A new item needs a row here: the seed's test fails without one.
 */
export type LocalCurrency = "GBP" | "ZAR";
export type LocalPrices = Readonly<Record<string, Readonly<Record<LocalCurrency, number>>>>;

/** Items by goods code. */
export const localItemPrices: LocalPrices = {
  NADEPI: { GBP: 560, ZAR: 12600 }, // $699
  AFI: { GBP: 320, ZAR: 7200 }, // $399
  SNADD: { GBP: 320, ZAR: 7200 }, // $399
  FBIV: { GBP: 320, ZAR: 7200 }, // $399
  IMB: { GBP: 320, ZAR: 7200 }, // $399
  JLIV: { GBP: 240, ZAR: 5400 }, // $299
  NADEP: { GBP: 2000, ZAR: 45000 }, // $2500
  NADADI: { GBP: 2000, ZAR: 45000 }, // $2500
  NADSBI: { GBP: 1440, ZAR: 32400 }, // $1800
  NADHRI: { GBP: 1600, ZAR: 36000 }, // $2000
  NADFBI: { GBP: 2400, ZAR: 54000 }, // $3000
  NADVCI: { GBP: 2800, ZAR: 63000 }, // $3500
  GPI: { GBP: 120, ZAR: 2700 }, // $150
  FBIJ: { GBP: 80, ZAR: 1800 }, // $100
  VBI: { GBP: 30, ZAR: 700 }, // $40
  WMBP: { GBP: 320, ZAR: 7200 }, // $399
  WWBP: { GBP: 320, ZAR: 7200 }, // $399
  VBP: { GBP: 320, ZAR: 7200 }, // $399
  MBP: { GBP: 160, ZAR: 3600 }, // $199
  HMBP: { GBP: 120, ZAR: 2700 }, // $149
  EBP: { GBP: 145, ZAR: 3200 }, // $179
  FNAD: { GBP: 80000, ZAR: 1800000 }, // $99999
  INTUISSE_MINI: { GBP: 275, ZAR: 6200 }, // $344.85
  INTUISSE_60: { GBP: 325, ZAR: 7350 }, // $407.55
  INTUISSE_90: { GBP: 475, ZAR: 10700 }, // $595.65
  MODELAGE_60: { GBP: 450, ZAR: 10150 }, // $564.3
  MODELAGE_90: { GBP: 575, ZAR: 13000 }, // $721.05
  MODELAGE_120: { GBP: 675, ZAR: 15250 }, // $846.45
  SOINS_DUO_60: { GBP: 525, ZAR: 11850 }, // $658.35
  SOINS_DUO_90: { GBP: 675, ZAR: 15250 }, // $846.45
  DEJEUNER_SPA: { GBP: 300, ZAR: 6750 }, // $376.2
  NAD_IV_250: { GBP: 500, ZAR: 11200 }, // $622.8
  NAD_IV_500: { GBP: 720, ZAR: 16200 }, // $898.8
  NAD_IV_750: { GBP: 960, ZAR: 21600 }, // $1198.8
  NAD_LEVEL: { GBP: 250, ZAR: 5600 }, // $310.8
  BIO_AGE: { GBP: 625, ZAR: 14000 }, // $778.8
  BIO_GENETIC: { GBP: 865, ZAR: 19400 }, // $1078.8
  NAD_FACIAL_250: { GBP: 845, ZAR: 19050 }, // $1058.38
  NAD_FACIAL_750: { GBP: 1330, ZAR: 29900 }, // $1660.3
};

/** Add-on choices by option code. */
export const localOptionPrices: LocalPrices = {
  "GPI-NONE": { GBP: 120, ZAR: 2700 }, // $150
  "GPI-B12": { GBP: 145, ZAR: 3250 }, // $180
  "GPI-VC": { GBP: 145, ZAR: 3250 }, // $180
  "GPI-VD": { GBP: 145, ZAR: 3250 }, // $180
  "GPI-Q10": { GBP: 145, ZAR: 3250 }, // $180
  "FBIJ-NONE": { GBP: 80, ZAR: 1800 }, // $100
  "FBIJ-B12": { GBP: 105, ZAR: 2350 }, // $130
  "FBIJ-VC": { GBP: 105, ZAR: 2350 }, // $130
  "FBIJ-VD": { GBP: 105, ZAR: 2350 }, // $130
  "FBIJ-Q10": { GBP: 105, ZAR: 2350 }, // $130
  "VBI-NONE": { GBP: 30, ZAR: 700 }, // $40
  "VBI-VC": { GBP: 55, ZAR: 1250 }, // $70
  "VBI-VD": { GBP: 55, ZAR: 1250 }, // $70
  "VBI-Q10": { GBP: 55, ZAR: 1250 }, // $70
  "NAD_IV_250-NONE": { GBP: 500, ZAR: 11200 }, // $622.8
  "NAD_IV_250-B12": { GBP: 565, ZAR: 12700 }, // $705.6
  "NAD_IV_250-VC": { GBP: 565, ZAR: 12700 }, // $705.6
  "NAD_IV_250-VD": { GBP: 565, ZAR: 12700 }, // $705.6
  "NAD_IV_250-Q10": { GBP: 565, ZAR: 12700 }, // $705.6
  "NAD_IV_500-NONE": { GBP: 720, ZAR: 16200 }, // $898.8
  "NAD_IV_500-B12": { GBP: 785, ZAR: 17650 }, // $981.6
  "NAD_IV_500-VC": { GBP: 785, ZAR: 17650 }, // $981.6
  "NAD_IV_500-VD": { GBP: 785, ZAR: 17650 }, // $981.6
  "NAD_IV_500-Q10": { GBP: 785, ZAR: 17650 }, // $981.6
  "NAD_IV_750-NONE": { GBP: 960, ZAR: 21600 }, // $1198.8
  "NAD_IV_750-B12": { GBP: 1025, ZAR: 23050 }, // $1281.6
  "NAD_IV_750-VC": { GBP: 1025, ZAR: 23050 }, // $1281.6
  "NAD_IV_750-VD": { GBP: 1025, ZAR: 23050 }, // $1281.6
  "NAD_IV_750-Q10": { GBP: 1025, ZAR: 23050 }, // $1281.6
  "NAD_FACIAL_250-F60": { GBP: 845, ZAR: 19050 }, // $1058.38
  "NAD_FACIAL_250-F90": { GBP: 995, ZAR: 22450 }, // $1246.48
  "NAD_FACIAL_750-F60": { GBP: 1330, ZAR: 29900 }, // $1660.3
  "NAD_FACIAL_750-F90": { GBP: 1480, ZAR: 33250 }, // $1848.4
};
