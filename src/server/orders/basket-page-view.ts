import "server-only";
import { latestServerBasket } from "@/server/basket/server-basket";
import { quoteCheckout, type CheckoutQuote } from "./quote-checkout";

export interface BasketPageView {
  clinicId: number;
  lines: { code: string; optionCode: string | null; quantity: number; title: string }[];
  /** Priced as the quote API prices it (one pricing rule), for this customer at that clinic. */
  priced: CheckoutQuote;
}

/**
 * What a signed-in customer's basket page shows before the browser has read anything (issue 11): their server
 * basket, priced, so the page arrives with its lines and sums instead of a skeleton. Null for a visitor or an
 * empty basket (the browser's own basket is the only one then).
 */
export async function basketPageView(
  customerId: string | null,
  context: { locale: string; client: string; now?: Date },
): Promise<BasketPageView | null> {
  if (!customerId) return null;
  const basket = await latestServerBasket(customerId);
  if (!basket) return null;
  const priced = await quoteCheckout(
    customerId,
    { lines: basket.lines, clinicId: basket.clinicId },
    { now: context.now ?? new Date(), client: context.client, locale: context.locale },
  );
  return {
    clinicId: basket.clinicId,
    lines: basket.lines.map((line) => ({
      ...line,
      title:
        priced.lines.find((p) => p.code === line.code && (p.optionCode ?? null) === line.optionCode)?.title ??
        line.code,
    })),
    priced,
  };
}
