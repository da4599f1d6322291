import { checkoutQuoteOutput } from "./checkout-quote-output";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { clinics as clinicsTable, coupons, orders } from "@/db/schema";
import {
  at,
  clinicId,
  createCustomer,
  createGiftCard,
  currencyOf,
  holderKey,
} from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { placeOrder } from "./place-order";
import { quoteCheckout } from "./quote-checkout";

/**
 * One rule in one place: what the basket and checkout quote is what the order charges, for every kind
 * of basket, customer, start time and means of payment. Both run on the same injected clock.
 */
const NOW = new Date("2031-03-01T12:00:00Z");
const clinics: Record<string, { id: number; zone: string; currency: string }> = {
  london: { id: 0, zone: "Europe/London", currency: "" },
  "cape-town": { id: 0, zone: "Africa/Johannesburg", currency: "" },
  "new-york": { id: 0, zone: "America/New_York", currency: "" },
};

beforeAll(async () => {
  for (const slug of Object.keys(clinics)) {
    clinics[slug]!.id = await clinicId(slug);
    const [row] = await getDb()
      .select({ currency: clinicsTable.currency })
      .from(clinicsTable)
      .where(eq(clinicsTable.id, clinics[slug]!.id));
    clinics[slug]!.currency = row!.currency;
  }
});

type Line = { code: string; optionCode: string | null; quantity: number };
interface Basket {
  name: string;
  clinic: keyof typeof clinics;
  day: string;
  time: string;
  lines: Line[];
  paymentMethod: "card" | "clinic";
  /** `creditCents`: the customer's credit in the clinic's currency. */
  customer?: { isFree?: boolean; creditCents?: number };
  returning?: boolean;
  referralCoupon?: boolean;
  newsletterCode?: boolean;
  giftCardCents?: number;
  creditCents?: number;
  inResidence?: boolean;
}

const AFI: Line = { code: "AFI", optionCode: null, quantity: 1 };
const baskets: Basket[] = [
  {
    name: "a new customer's single infusion, paid in the clinic",
    clinic: "london",
    day: "2031-03-10",
    time: "10:00",
    lines: [AFI],
    paymentMethod: "clinic",
  },
  {
    name: "a returning customer's two programmes and an injection with its add-on, early out-of-hours, by card",
    clinic: "london",
    day: "2031-03-11",
    time: "07:30",
    returning: true,
    lines: [
      { code: "NADEP", optionCode: null, quantity: 1 },
      { code: "NADADI", optionCode: null, quantity: 1 },
      { code: "GPI", optionCode: "GPI-B12", quantity: 1 },
    ],
    paymentMethod: "card",
  },
  {
    name: "a member's programme at night (one session's price again)",
    clinic: "london",
    day: "2031-03-12",
    time: "23:30",
    customer: { isFree: true },
    lines: [{ code: "NADEP", optionCode: null, quantity: 1 }],
    paymentMethod: "card",
  },
  {
    name: "a referral coupon and credit on two infusions",
    clinic: "cape-town",
    day: "2031-03-13",
    time: "12:00",
    referralCoupon: true,
    customer: { creditCents: 50_00 },
    creditCents: 50_00,
    lines: [{ ...AFI, quantity: 2 }],
    paymentMethod: "card",
  },
  {
    name: "a typed newsletter code and a gift card, in residence in New York",
    clinic: "new-york",
    day: "2031-03-14",
    time: "10:00",
    newsletterCode: true,
    giftCardCents: 100_00,
    inResidence: true,
    lines: [AFI],
    paymentMethod: "clinic",
  },
  {
    name: "a gift card that covers everything, late out-of-hours",
    clinic: "london",
    day: "2031-03-15",
    time: "20:30",
    returning: true,
    giftCardCents: 5000_00,
    lines: [AFI, { code: "GPI", optionCode: "GPI-VC", quantity: 2 }],
    paymentMethod: "card",
  },
  {
    name: "gift card then credit, the rest by card",
    clinic: "new-york",
    day: "2031-03-16",
    time: "21:00",
    giftCardCents: 50_00,
    customer: { creditCents: 1000_00 },
    creditCents: 1000_00,
    returning: true,
    lines: [{ code: "NADEP", optionCode: null, quantity: 1 }],
    paymentMethod: "card",
  },
];

const SUMS = [
  "subtotalCents",
  "addOnsCents",
  "discountCents",
  "surchargeCents",
  "surchargeBand",
  "conciergeCents",
  "totalCents",
  "giftCardCents",
  "creditCents",
  "payNowCents",
  "leftToPayCents",
  "durationMinutes",
] as const;

describe("the quote is the order's computation without writing", () => {
  it.each(baskets.map((b) => [b.name, b] as const))("%s", async (_name, basket) => {
    const clinic = clinics[basket.clinic]!;
    const { creditCents: held, ...facts } = basket.customer ?? {};
    const customer = await createCustomer({
      ...facts,
      credit: held ? { [await currencyOf(clinic.id)]: held } : {},
    });
    if (basket.returning) {
      await placeOrder(customer, visitOrder(clinic.id, at(basket.day, "15:00", clinic.zone), { lines: [AFI] }), {
        now: NOW,
      });
    }
    if (basket.referralCoupon)
      await getDb()
        .insert(coupons)
        .values({ code: `REF-${customer.id.slice(0, 8)}`.toUpperCase(), kind: "referral", userId: customer.id });
    const newsletterCode = basket.newsletterCode ? `NEWS-${customer.id.slice(0, 8)}`.toUpperCase() : undefined;
    if (newsletterCode) await getDb().insert(coupons).values({ code: newsletterCode, kind: "newsletter" });
    // A card in the clinic's currency: the only kind it takes (decision 268).
    const card = basket.giftCardCents ? await createGiftCard(basket.giftCardCents, clinic.currency) : null;

    const choice = {
      clinicId: clinic.id,
      startsAt: at(basket.day, basket.time, clinic.zone),
      lines: basket.lines,
      couponCode: newsletterCode?.toLowerCase(),
      giftCard: card ? { number: card.number, code: card.code } : undefined,
      creditCents: basket.creditCents ?? 0,
      paymentMethod: basket.paymentMethod,
      inResidence: basket.inResidence ?? false,
    };
    const quoted = await quoteCheckout(customer.id, choice, { now: NOW });
    expect([quoted.couponError, quoted.giftCardError, quoted.creditError, quoted.startError]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    // The answer keeps its contract (the browser's client types the basket and checkout from it): every offer, band and
    // payment of the table, as the quote route sends them.
    expect(checkoutQuoteOutput.safeParse(JSON.parse(JSON.stringify(quoted))).error).toBeUndefined();

    const placed = await placeOrder(customer, { ...choice, acceptTerms: true, holderKey: holderKey() }, { now: NOW });

    for (const key of SUMS) expect({ [key]: placed.quote[key] }).toEqual({ [key]: quoted.quote[key] });
    expect(placed.quote.offer?.kind ?? null).toBe(quoted.quote.offer?.kind ?? null);
    expect(placed.quote.lines.map((l) => [l.code, l.lineTotalCents, l.discountCents, l.surchargeCents])).toEqual(
      quoted.lines.map((l) => [l.code, l.lineTotalCents, l.discountCents, l.surchargeCents]),
    );
    const [row] = await getDb()
      .select({
        totalCents: orders.totalCents,
        surchargeCents: orders.surchargeCents,
        discountCents: orders.discountCents,
      })
      .from(orders)
      .where(eq(orders.id, placed.orderId));
    expect(row).toEqual({
      totalCents: quoted.quote.totalCents,
      surchargeCents: quoted.quote.surchargeCents,
      discountCents: quoted.quote.discountCents,
    });
  });

  it("covers every offer, every surcharge band and every means of payment (the table above is not one case seven times)", async () => {
    // Guards the table: if the rows stopped exercising a rule, the equality above would prove less.
    expect(
      new Set(
        baskets.map((b) =>
          b.time >= "09:00" && b.time <= "20:00"
            ? "standard"
            : b.time >= "23:00" || b.time < "07:00"
              ? "night"
              : "out_of_hours",
        ),
      ),
    ).toEqual(new Set(["standard", "out_of_hours", "night"]));
    expect(
      baskets.some((b) => b.giftCardCents) && baskets.some((b) => b.creditCents) && baskets.some((b) => b.inResidence),
    ).toBe(true);
  });

  it("judges an entered coupon on the injected clock, the same way for the quote and the order", async () => {
    const customer = await createCustomer();
    const code = `LATE-${customer.id.slice(0, 8)}`.toUpperCase();
    // Valid today, expired by the (injected) day of the order: both must say expired, whatever the real date.
    await getDb()
      .insert(coupons)
      .values({ code, kind: "newsletter", expiresAt: new Date("2031-02-15T00:00:00Z") });
    const choice = {
      clinicId: clinics.london!.id,
      startsAt: at("2031-03-20", "10:00", "Europe/London"),
      lines: [AFI],
      couponCode: code,
      paymentMethod: "clinic" as const,
    };
    expect((await quoteCheckout(customer.id, choice, { now: NOW })).couponError).toBe("COUPON_EXPIRED");
    await expect(
      placeOrder(customer, { ...choice, acceptTerms: true, holderKey: holderKey() }, { now: NOW }),
    ).rejects.toMatchObject({ code: "COUPON_EXPIRED" });
  });

  it("reports the start the order would refuse (under 24 hours ahead) instead of pricing it silently", async () => {
    const customer = await createCustomer();
    const choice = {
      clinicId: clinics.london!.id,
      startsAt: new Date(NOW.getTime() + 23 * 3_600_000),
      lines: [AFI],
      paymentMethod: "clinic" as const,
    };
    expect((await quoteCheckout(customer.id, choice, { now: NOW })).startError).toBe("LEAD_TIME");
    await expect(
      placeOrder(customer, { ...choice, acceptTerms: true, holderKey: holderKey() }, { now: NOW }),
    ).rejects.toMatchObject({ code: "LEAD_TIME" });
  });
});
