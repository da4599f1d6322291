import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Enough connections that the races below are real races on PostgreSQL.
  process.env.DB_POOL_MAX = "25";
});

import { getDb } from "@/db/client";
import { orders, payments } from "@/db/schema";
import { isAppError } from "@/server/errors/app-error";
import { placeOrder, type PlaceOrderInput } from "@/server/orders/place-order";
import { quoteCheckout } from "@/server/orders/quote-checkout";
import { declineCardPayment } from "../../../tests/support/order-fixtures";
import { at, createCustomer, createOwnClinic, creditOf, holderKey } from "../../../tests/support/booking-fixtures";
import { changeCredit } from "./credit";
import { getCreditBalance } from "./get-credit-balance";
import { getCustomerWallet } from "./get-customer-wallet";

const NOW = new Date("2046-05-01T12:00:00Z");
const AFI = [{ code: "AFI", optionCode: null, quantity: 1 }];

const order = (clinicId: number, day: string, over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  clinicId,
  startsAt: at(day, "10:00", "Europe/London"),
  lines: AFI,
  paymentMethod: "clinic",
  acceptTerms: true,
  holderKey: holderKey(),
  locale: "en",
  ...over,
});

const quote = (customerId: string, clinicId: number, creditCents: number) =>
  quoteCheckout(
    customerId,
    { clinicId, lines: AFI, creditCents, paymentMethod: "clinic", inResidence: false },
    { now: NOW },
  );

async function codeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

/** Credit is kept per currency and spent only on an order in that currency (decision 272). */
describe("clinic credit per currency", () => {
  it("credit in pounds is not offered at a dollar clinic and is spent at a pound one, leaving the dollars alone", async () => {
    const dollars = await createOwnClinic("credit-usd", { currency: "USD" });
    const pounds = await createOwnClinic("credit-gbp", { currency: "GBP" });
    const customer = await createCustomer({ credit: { GBP: 50_00, USD: 7_00 } });

    // The dollar clinic offers the dollar credit only, and refuses more than that, by the quote and by the order.
    const atDollars = await quote(customer.id, dollars.id, 0);
    expect([atDollars.quote.currency, atDollars.creditAvailableCents]).toEqual(["USD", 7_00]);
    expect((await quote(customer.id, dollars.id, 20_00)).creditError).toBe("CREDIT_CHECK");
    expect(
      await codeOf(placeOrder(customer, order(dollars.id, "2046-05-14", { creditCents: 20_00 }), { now: NOW })),
    ).toBe("CREDIT_CHECK");

    // The pound clinic offers the pounds and the order spends them, in pounds.
    const atPounds = await quote(customer.id, pounds.id, 50_00);
    expect([atPounds.quote.currency, atPounds.creditAvailableCents, atPounds.creditError]).toEqual([
      "GBP",
      50_00,
      null,
    ]);
    expect(atPounds.quote.creditCents).toBe(50_00);
    const placed = await placeOrder(customer, order(pounds.id, "2046-05-14", { creditCents: 50_00 }), { now: NOW });
    const credit = await getDb()
      .select({ amountCents: payments.amountCents, currency: payments.currency })
      .from(payments)
      .where(and(eq(payments.orderId, placed.orderId), eq(payments.kind, "credit")));
    expect(credit).toEqual([{ amountCents: 50_00, currency: "GBP" }]);
    expect([await creditOf(customer.id, "GBP"), await creditOf(customer.id, "USD")]).toEqual([0, 7_00]);
    expect((await quote(customer.id, pounds.id, 0)).creditAvailableCents).toBe(0);

    // The account and the API list what is left, per currency; the API's single figure is in the last clinic's.
    expect((await getCustomerWallet(customer.id, NOW)).credits).toEqual([{ currency: "USD", balanceCents: 7_00 }]);
    expect(await getCreditBalance(customer.id)).toEqual({
      currency: "GBP",
      creditCents: 0,
      balances: [{ currency: "USD", balanceCents: 7_00 }],
    });
  });

  it("two parallel orders cannot spend the same credit below zero: one is placed, the other refused", async () => {
    const pounds = await createOwnClinic("credit-race", { currency: "GBP", chairs: 2 });
    const customer = await createCustomer({ credit: { GBP: 100_00 } });
    const results = await Promise.allSettled([
      placeOrder(customer, order(pounds.id, "2046-05-15", { creditCents: 60_00 }), { now: NOW }),
      placeOrder(customer, order(pounds.id, "2046-05-16", { creditCents: 60_00 }), { now: NOW }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
    expect(isAppError(refused.reason) && refused.reason.code).toBe("CREDIT_CHECK");
    expect(await creditOf(customer.id, "GBP")).toBe(40_00);
    const placed = await getDb().select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.id));
    expect(placed).toHaveLength(1);
  });

  it("parallel debits through the one credit change never take a balance below zero", async () => {
    const customer = await createCustomer({ credit: { ZAR: 100_00 } });
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        getDb().transaction((tx) => changeCredit(tx, { userId: customer.id, currency: "ZAR", deltaCents: -30_00 })),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(
      results.every((r) => r.status === "fulfilled" || (isAppError(r.reason) && r.reason.code === "CREDIT_CHECK")),
    ).toBe(true);
    expect(await creditOf(customer.id, "ZAR")).toBe(10_00);
    // A credit in a currency never held starts its row; a debit in one refuses.
    expect(await changeCredit(getDb(), { userId: customer.id, currency: "GBP", deltaCents: 5_00 })).toEqual({
      beforeCents: 0,
      afterCents: 5_00,
    });
    expect(await codeOf(changeCredit(getDb(), { userId: customer.id, currency: "USD", deltaCents: -1 }))).toBe(
      "CREDIT_CHECK",
    );
  });

  it("a declined card gives the credit spent back in the payment's currency, never another", async () => {
    const pounds = await createOwnClinic("credit-refund", { currency: "GBP" });
    const customer = await createCustomer({ credit: { GBP: 30_00, USD: 30_00 } });
    const placed = await placeOrder(
      customer,
      order(pounds.id, "2046-05-17", { creditCents: 30_00, paymentMethod: "card" }),
      { now: NOW },
    );
    expect(placed.status).toBe("awaiting_payment");
    expect([await creditOf(customer.id, "GBP"), await creditOf(customer.id, "USD")]).toEqual([0, 30_00]);
    await declineCardPayment(placed, "sbx_credit_refund");
    expect([await creditOf(customer.id, "GBP"), await creditOf(customer.id, "USD")]).toEqual([30_00, 30_00]);
    const [credit] = await getDb()
      .select({ state: payments.state, currency: payments.currency })
      .from(payments)
      .where(and(eq(payments.orderId, placed.orderId), eq(payments.kind, "credit")));
    expect(credit).toEqual({ state: "refunded", currency: "GBP" });
  });
});
