/**
 * How far apart a programme's sessions are best taken, in days, as the clinic's medical team recommends
 * ("the programme's recommended interval" of the book-all-sessions flow). Programmes not listed: weekly.
 */
export const RECOMMENDED_INTERVAL_DAYS: Record<string, number> = {
  NADEP: 14, // Executive High Flyer Plus: spaced to fit a travelling schedule
  NADADI: 2, // Alcohol Detox: close together, medically supervised
  NADSBI: 7, // Skin Brightening
  NADHRI: 14, // Hair Rejuvenation
  FNAD: 1, // Five-Day NAD+ Detox: daily
};

export const DEFAULT_INTERVAL_DAYS = 7;

export const rhythms = ["weekly", "fortnightly", "recommended"] as const;
export type Rhythm = (typeof rhythms)[number];

export function intervalDaysOf(rhythm: Rhythm, itemCode: string): number {
  if (rhythm === "weekly") return 7;
  if (rhythm === "fortnightly") return 14;
  return RECOMMENDED_INTERVAL_DAYS[itemCode] ?? DEFAULT_INTERVAL_DAYS;
}
