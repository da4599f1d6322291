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

export interface OfferVerdict {
  kind: "member" | "new_customer" | "newsletter" | "referral";
  percent: number;
  reason: string;
  couponCode: string | null;
}

export interface QuoteSums {
  currency: string;
  subtotalCents: number;
  addOnsCents: number;
  offer: (OfferVerdict & { discountCents: number }) | null;
  offers: OfferVerdict[];
  discountCents: number;
  surchargeBand: "standard" | "out_of_hours" | "night";
  surchargeCents: number;
  conciergeCents: number;
  totalCents: number;
  giftCardCents: number;
  creditCents: number;
  payNowCents: number;
  leftToPayCents: number;
  durationMinutes: number;
}

export interface CheckoutQuoteData {
  lines: QuoteLine[];
  quote: QuoteSums | null;
  couponError: string | null;
  giftCardError: string | null;
  creditError: string | null;
  creditAvailableCents: number;
  inResidenceOffered: boolean;
  conciergeChargeCents: number;
}

export interface ClinicOption {
  id: number;
  name: string;
  city: string;
  timeZone: string;
  phone: string;
  email: string;
  outOfHours: boolean;
  inResidence: boolean;
}
