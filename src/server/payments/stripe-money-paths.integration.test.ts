/**
 * Every money path of a Stripe card order (decision 092), against a local fake of the Stripe API
 * (create, retrieve and cancel PaymentIntents, honouring idempotency keys) and signed webhooks.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, chairSlots, mailOutbox, orders, payments } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { expireUnpaidOrders, UNPAID_ORDER_TTL_MS } from "@/server/orders/expire-unpaid-orders";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { recordOrderPayment } from "@/server/orders/record-order-payment";
import { handlePaymentWebhook, payOrderByCard, payOrderRest } from "@/server/orders/pay-order";
import { createStripeProvider } from "./stripe/stripe-provider";

const NOW = new Date("2033-01-01T12:00:00Z");
const WEBHOOK_SECRET = "whsec_money_paths";
let LONDON = 0;
let day = 0;

type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
};
const intents = new Map<string, Intent>();
const byKey = new Map<string, Intent>();
const calls: { method: string; path: string; idempotencyKey: string | undefined; body: URLSearchParams }[] = [];
/** Answer the next N creations with a 500 (Stripe down for a moment). */
let failCreations = 0;
let fake: Server;
let fakeUrl = "";

async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

function json(res: import("node:http").ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

beforeAll(async () => {
  LONDON = await clinicId("london");
  fake = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    const key = req.headers["idempotency-key"] as string | undefined;
    const path = (req.url ?? "").split("?")[0]!;
    calls.push({ method: req.method ?? "", path, idempotencyKey: key, body });
    if (req.method === "POST" && path === "/v1/payment_intents") {
      if (failCreations > 0) {
        failCreations -= 1;
        return json(res, 500, { error: { type: "api_error", message: "Stripe is having a moment" } });
      }
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return json(res, 200, existing);
      const id = `pi_money_${intents.size + 1}`;
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount: Number(body.get("amount")),
        currency: body.get("currency") ?? "",
        status: "requires_payment_method",
        client_secret: `${id}_secret_x`,
        metadata: { orderId: body.get("metadata[orderId]") ?? "" },
      };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return json(res, 200, intent);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    const intent = match ? intents.get(match[1]!) : undefined;
    if (match && !intent)
      return json(res, 404, {
        error: { type: "invalid_request_error", code: "resource_missing", message: "No such payment_intent" },
      });
    if (intent && req.method === "GET" && !match![2]) return json(res, 200, intent);
    if (intent && req.method === "POST" && match![2]) {
      if (!["requires_payment_method", "requires_confirmation", "requires_action"].includes(intent.status)) {
        return json(res, 400, {
          error: {
            type: "invalid_request_error",
            code: "payment_intent_unexpected_state",
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = "canceled";
      return json(res, 200, intent);
    }
    json(res, 404, { error: { message: "not faked" } });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const provider = () =>
  createStripeProvider({ secretKey: "sk_test_fake", webhookSecret: WEBHOOK_SECRET, apiBase: fakeUrl });

/** A card order for one London treatment, its PaymentIntent started as checkout does. */
/** A JLIV visit for `customer` at London on the next day of March 2033 this file has not booked yet, placed at NOW. */
function jlivOrder(customer: { id: string }, paymentMethod: "card" | "clinic") {
  day += 1;
  const startsAt = at(`2033-03-${String(day).padStart(2, "0")}`, "11:00", "Europe/London");
  return placeOrder(
    customer,
    visitOrder(LONDON, startsAt, {
      lines: [{ code: "JLIV", optionCode: null, quantity: 1 }],
      paymentMethod,
      locale: "en",
    }),
    { now: NOW },
  );
}

async function startedOrder() {
  const customer = await createCustomer();
  const placed = await jlivOrder(customer, "card");
  const paid = await payOrderByCard(customer.id, placed.orderId, provider(), undefined);
  expect(paid.status).toBe("requires_action");
  const intent = [...intents.values()].find((i) => i.metadata.orderId === placed.orderId)!;
  return { customer, placed, intent };
}

let eventSeq = 0;
function webhook(
  type: string,
  intent: Intent,
  over: Partial<{
    amount: number;
    amount_received: number;
    currency: string;
    last_payment_error: { code: string };
  }> = {},
) {
  eventSeq += 1;
  const payload = JSON.stringify({
    id: `evt_money_${eventSeq}`,
    object: "event",
    type,
    data: {
      object: {
        id: intent.id,
        object: "payment_intent",
        amount: intent.amount,
        amount_received: type === "payment_intent.succeeded" ? intent.amount : 0,
        currency: intent.currency,
        metadata: intent.metadata,
        ...over,
      },
    },
  });
  const signature = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return handlePaymentWebhook(provider(), payload, signature);
}

async function state(orderId: string) {
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [booking] = await db.select().from(bookings).where(eq(bookings.orderId, orderId));
  const [slot] = await db.select().from(chairSlots).where(eq(chairSlots.bookingId, booking!.id));
  const cards = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, "card")));
  return {
    order: order!,
    booking: booking!,
    slot: slot!,
    cards: cards.map((c) => `${c.state}:${c.failureCode ?? ""}`).sort(),
  };
}

describe("stripe money paths", () => {
  it("a failed attempt keeps the order awaiting payment and its chair; a later success settles it", async () => {
    const { placed, intent } = await startedOrder();
    expect(
      await webhook("payment_intent.payment_failed", intent, { last_payment_error: { code: "card_declined" } }),
    ).toBe("settled");
    let now = await state(placed.orderId);
    expect(now.order.status).toBe("awaiting_payment");
    expect(now.booking.status).toBe("awaiting_payment");
    expect(now.slot.state).toBe("booked");
    expect(now.cards).toEqual(["failed:card_declined", "pending:"]);

    expect(await webhook("payment_intent.succeeded", intent)).toBe("settled");
    now = await state(placed.orderId);
    expect(now.order).toMatchObject({ status: "paid", paidCents: placed.payNowCents, leftToPayCents: 0 });
    expect(now.booking.status).toBe("confirmed");
    expect(now.slot.state).toBe("booked");
    expect(now.cards).toEqual(["failed:card_declined", "succeeded:"]);
    // Stripe repeats webhooks: nothing changes the second time.
    expect(await webhook("payment_intent.succeeded", intent)).toBe("settled");
    expect((await state(placed.orderId)).cards).toEqual(["failed:card_declined", "succeeded:"]);
  });

  it("payment_intent.canceled cancels the order and frees the chair", async () => {
    const { placed, intent } = await startedOrder();
    expect(await webhook("payment_intent.canceled", intent)).toBe("settled");
    const now = await state(placed.orderId);
    expect(now.order.status).toBe("cancelled");
    expect(now.booking.status).toBe("cancelled");
    expect(now.slot.state).toBe("cancelled");
    expect(now.cards).toEqual(["failed:canceled"]);
  });

  it("flags a payment of another amount and does not mark the order paid", async () => {
    const { placed, intent } = await startedOrder();
    expect(await webhook("payment_intent.succeeded", intent, { amount: 1_00, amount_received: 1_00 })).toBe("flagged");
    const now = await state(placed.orderId);
    expect(now.order.status).toBe("awaiting_payment");
    expect(now.order.paidCents).toBe(0);
    expect(now.booking.status).toBe("awaiting_payment");
    expect(now.cards).toEqual(["flagged:amount_mismatch", "pending:"]);
  });

  it("flags a payment in another currency and does not mark the order paid", async () => {
    const { placed, intent } = await startedOrder();
    expect(await webhook("payment_intent.succeeded", intent, { currency: "usd" })).toBe("flagged");
    const now = await state(placed.orderId);
    expect(now.order.status).toBe("awaiting_payment");
    expect(now.cards).toEqual(["flagged:currency_mismatch", "pending:"]);
  });

  it("flags money that arrives for an order already cancelled, and books nothing", async () => {
    const { placed, intent } = await startedOrder();
    await webhook("payment_intent.canceled", intent);
    expect(await webhook("payment_intent.succeeded", intent)).toBe("flagged");
    const now = await state(placed.orderId);
    expect(now.order.status).toBe("cancelled");
    expect(now.slot.state).toBe("cancelled");
    expect(now.cards).toEqual(["failed:canceled", "flagged:order_not_payable"]);
  });

  it("retries creating the PaymentIntent with the same idempotency key when Stripe fails for a moment", async () => {
    failCreations = 2;
    const { placed } = await startedOrder();
    const creates = calls.filter(
      (c) =>
        c.method === "POST" && c.path === "/v1/payment_intents" && c.body.get("metadata[orderId]") === placed.orderId,
    );
    expect(creates).toHaveLength(3);
    expect(new Set(creates.map((c) => c.idempotencyKey))).toEqual(new Set([`order:${placed.orderId}`]));
    expect((await state(placed.orderId)).order.status).toBe("awaiting_payment");
  });

  it("cancels the order and frees the chair when the PaymentIntent cannot be created", async () => {
    const customer = await createCustomer();
    const placed = await jlivOrder(customer, "card");
    failCreations = 100;
    try {
      await expect(payOrderByCard(customer.id, placed.orderId, provider(), undefined)).rejects.toEqual(
        new AppError("PAYMENT_FAILED"),
      );
    } finally {
      failCreations = 0;
    }
    const now = await state(placed.orderId);
    expect(now.order.status).toBe("cancelled");
    expect(now.slot.state).toBe("cancelled");
  });
});

describe("unpaid card orders expire after 30 minutes", () => {
  it("keeps a 29-minute-old order; cancels a 31-minute-old one at Stripe and frees its chair", async () => {
    const { placed, intent } = await startedOrder();
    const createdAt = (await state(placed.orderId)).order.createdAt;
    const only = [placed.orderId];
    expect(
      await expireUnpaidOrders({
        provider: provider(),
        now: new Date(createdAt.getTime() + UNPAID_ORDER_TTL_MS - 60_000),
        onlyOrderIds: only,
      }),
    ).toEqual({ expired: 0, kept: 0 });
    expect((await state(placed.orderId)).order.status).toBe("awaiting_payment");

    expect(
      await expireUnpaidOrders({
        provider: provider(),
        now: new Date(createdAt.getTime() + UNPAID_ORDER_TTL_MS + 60_000),
        onlyOrderIds: only,
      }),
    ).toEqual({ expired: 1, kept: 0 });
    expect(intents.get(intent.id)!.status).toBe("canceled");
    const now = await state(placed.orderId);
    expect(now.order.status).toBe("cancelled");
    expect(now.slot.state).toBe("cancelled");
    expect(now.cards).toEqual(["failed:expired"]);
    // Stripe's own canceled webhook then changes nothing.
    expect(await webhook("payment_intent.canceled", intent)).toBe("settled");
    expect((await state(placed.orderId)).order.status).toBe("cancelled");
  });

  it("two instances expiring at once claim each order once: one cancel at Stripe, one expiry", async () => {
    const { placed, intent } = await startedOrder();
    const createdAt = (await state(placed.orderId)).order.createdAt;
    const later = new Date(createdAt.getTime() + UNPAID_ORDER_TTL_MS + 60_000);
    const before = calls.filter((c) => c.path.includes(intent.id) && c.path.endsWith("/cancel")).length;
    const runs = await Promise.all(
      [0, 1, 2].map(() => expireUnpaidOrders({ provider: provider(), now: later, onlyOrderIds: [placed.orderId] })),
    );
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBe(1);
    expect(calls.filter((c) => c.path.includes(intent.id) && c.path.endsWith("/cancel")).length - before).toBe(1);
    expect((await state(placed.orderId)).order.status).toBe("cancelled");
  });

  it("leaves an order whose payment went through at Stripe to the webhook on its way", async () => {
    const { placed, intent } = await startedOrder();
    intent.status = "succeeded";
    const createdAt = (await state(placed.orderId)).order.createdAt;
    expect(
      await expireUnpaidOrders({
        provider: provider(),
        now: new Date(createdAt.getTime() + UNPAID_ORDER_TTL_MS + 60_000),
        onlyOrderIds: [placed.orderId],
      }),
    ).toEqual({ expired: 0, kept: 1 });
    expect((await state(placed.orderId)).order.status).toBe("awaiting_payment");
    expect(await webhook("payment_intent.succeeded", intent)).toBe("settled");
    expect((await state(placed.orderId)).order.status).toBe("paid");
  });

  it("pays the rest of a pay-in-clinic order: one intent for what is left, the webhook applies it through recordOrderPayment once; more than is left is flagged", async () => {
    const customer = await createCustomer();
    const placed = await jlivOrder(customer, "clinic");
    const left = (await state(placed.orderId)).order.leftToPayCents;
    const first = await payOrderRest(customer.id, placed.orderId, provider(), undefined);
    const again = await payOrderRest(customer.id, placed.orderId, provider(), undefined);
    expect(first).toEqual(again);
    expect(first.status).toBe("requires_action");
    const intent = [...intents.values()].find((i) => i.metadata.orderId === placed.orderId)!;
    expect(intent.amount).toBe(left);
    expect(await webhook("payment_intent.succeeded", intent)).toBe("settled");
    expect(await webhook("payment_intent.succeeded", intent)).toBe("settled");
    const now = await state(placed.orderId);
    expect(now.order).toMatchObject({ status: "paid", paidCents: now.order.totalCents, leftToPayCents: 0 });
    expect(now.booking.status).toBe("confirmed");
    expect(now.cards).toEqual(["succeeded:"]);
    const receipts = await getDb()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, customer.email), eq(mailOutbox.template, "payment-receipt")));
    expect(receipts).toHaveLength(1);

    // Another order: the intent is started, then the desk takes part in cash; the card's full amount is now too much.
    const second = await jlivOrder(customer, "clinic");
    await payOrderRest(customer.id, second.orderId, provider(), undefined);
    const late = [...intents.values()].find((i) => i.metadata.orderId === second.orderId)!;
    await recordOrderPayment(second.orderId, { kind: "cash", amountCents: 10_00 }, { now: NOW });
    expect(await webhook("payment_intent.succeeded", late)).toBe("flagged");
    const after = await state(second.orderId);
    expect(after.order).toMatchObject({ status: "confirmed", paidCents: 10_00 });
    expect(after.cards).toEqual(["flagged:amount_mismatch", "pending:"]);
  });
});
