/** Fixtures for tests of the pricing rules: basket lines as the order's pricing reads them. */
import type { PricingLine } from "@/server/pricing/price-order";

/** One active AFI at its list price, one session of 60 minutes; `over` changes any of it. */
export const pricingLine = (over: Partial<PricingLine> = {}): PricingLine => ({
  code: "AFI",
  optionCode: null,
  title: "Anti-Fatigue IV Infusion",
  unitPriceCents: 399_00,
  basePriceCents: 399_00,
  quantity: 1,
  sessions: 1,
  durationMinutes: 60,
  active: true,
  ...over,
});
