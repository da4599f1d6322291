import type { WeeklyHours } from "@/config/booking-hours";
import type { Quote } from "@/server/pricing/price-order";

/** Shapes the booking islands receive from the API (plain JSON). */
export interface QuoteLine {
  code: string;
  optionCode: string | null;
  title: string;
  unitPriceCents: number;
  quantity: number;
  sessions: number;
  durationMinutes: number;
  lineTotalCents: number;
  problem: "unavailable" | "add_on_required" | null;
}

export type { OfferVerdict } from "@/server/pricing/price-order";

/** The quote's sums as the API sends them: the pricing result without its per-line detail (type-only import, erased in the bundle). */
export type QuoteSums = Omit<Quote, "lines" | "unavailableCodes">;

export interface CheckoutQuoteData {
  lines: QuoteLine[];
  quote: QuoteSums | null;
  couponError: string | null;
  giftCardError: string | null;
  creditError: string | null;
  startError: string | null;
  creditAvailableCents: number;
  inResidenceOffered: boolean;
  conciergeChargeCents: number;
}

export interface ClinicOption {
  id: number;
  /** The clinic's slug (london, cape-town, new-york): the weekend call-back names the clinic with it. */
  slug?: string;
  name: string;
  city: string;
  timeZone: string;
  phone: string;
  email: string;
  outOfHours: boolean;
  /** Standard starts per weekday (decision 167): the time list's key names the out-of-hours ranges of the chosen day. */
  weeklyHours: WeeklyHours;
  inResidence: boolean;
  /**
   * The clinic's day and its zone's name when a page rendered per request was rendered: the time picker starts from
   * them instead of working them out in the browser, which starts ICU there (decision 199).
   */
  today?: string;
  zoneNow?: string;
  /** When that day ends in the clinic (epoch ms): a page left open past it works the day and zone out itself. */
  todayEndsAt?: number;
}

/**
 * The clinic's day and zone name the page gave, while that day lasts in the clinic: `now` undefined means "as the
 * page was rendered" (a first render in the browser must match the server's); null once the day has ended at `now`
 * (a basket left open past the clinic's midnight) or when the page gave none. Compares instants only: no Intl
 * (decision 199).
 */
export function pageClinicMoment(
  clinic: ClinicOption,
  now: number | undefined,
): { today: string; zoneNow: string } | null {
  const { today, zoneNow, todayEndsAt } = clinic;
  if (!today || !zoneNow || todayEndsAt === undefined) return null;
  return now === undefined || now < todayEndsAt ? { today, zoneNow } : null;
}

/**
 * The instant the islands judge the page's clinic days at: undefined (the page's own moment) until the first of the
 * clinics' days ends by the browser's clock, then that clock, read again as each later one ends.
 */
export function nextDayEnd(clinics: readonly ClinicOption[], now: number | undefined): number | null {
  const ends = clinics
    .map((c) => c.todayEndsAt)
    .filter((t): t is number => t !== undefined && (now === undefined || t > now));
  return ends.length > 0 ? Math.min(...ends) : null;
}
