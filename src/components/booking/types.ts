import type { ClinicOption } from "@/server/clinics/clinic-option";
import type { ApiOutput } from "@/components/api/api-client";

/** Shapes the booking islands receive from the API: the quote's contract (checkout-quote-output.ts), never copied. */
export type CheckoutQuoteData = ApiOutput<"/api/v2/place_order/quote">;
export type QuoteLine = CheckoutQuoteData["lines"][number];
/** The quote's sums: the pricing result without its per-line detail. */
export type QuoteSums = NonNullable<CheckoutQuoteData["quote"]>;

export type { ClinicOption } from "@/server/clinics/clinic-option";

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
