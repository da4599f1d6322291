import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { bookings, orders, payments } from "@/db/schema";
import { AppError } from "@/server/errors/app-error";
import { placeOrder } from "@/server/orders/place-order";
import { at, clinicId, createCustomer } from "../../../tests/support/booking-fixtures";
import { visitOrder } from "../../../tests/support/order-fixtures";
import { handlePaymentWebhook, payOrderByCard } from "./pay-order";
import { createSandboxProvider } from "@/server/payments/sandbox/sandbox-provider";
import { createStripeProvider } from "@/server/payments/stripe/stripe-provider";

const NOW = new Date("2032-01-01T12:00:00Z");
let LONDON = 0;
let slot = 0;

async function cardOrder() {
  const customer = await createCustomer();
  slot += 1;
  const placed = await placeOrder(
    customer,
    visitOrder(LONDON, at(`2032-01-${String(10 + slot).padStart(2, "0")}`, "10:00", "Europe/London"), {
      lines: [{ code: "JLIV", quantity: 1 }],
      paymentMethod: "card",
    }),
    { now: NOW },
  );
  return { customer, placed };
}

/** A local stand-in for the Stripe endpoints we call: POST /v1/payment_intents, honouring idempotency keys. */
let fake: Server;
let fakeUrl = "";
const intents = new Map<string, Record<string, unknown>>();
const calls: { path: string; idempotencyKey: string | undefined; body: URLSearchParams }[] = [];
async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

beforeAll(async () => {
  LONDON = await clinicId("london");
  fake = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    const key = req.headers["idempotency-key"] as string | undefined;
    calls.push({ path: req.url ?? "", idempotencyKey: key, body });
    if (req.method === "POST" && req.url === "/v1/payment_intents") {
      const existing = key ? intents.get(key) : undefined;
      const intent = existing ?? {
        id: `pi_${intents.size + 1}`,
        object: "payment_intent",
        amount: Number(body.get("amount")),
        currency: body.get("currency"),
        status: "requires_payment_method",
        client_secret: `pi_${intents.size + 1}_secret_test`,
        metadata: { orderId: body.get("metadata[orderId]") },
      };
      if (key) intents.set(key, intent);
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(intent));
      return;
    }
    res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not faked" } }));
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe("sandbox payments", () => {
  const card = (number: string) => ({ number, expMonth: 12, expYear: 2035, cvc: "123" });

  it("pays with 4242 4242 4242 4242, keeps only the last four digits, and a second press charges nothing more", async () => {
    const { customer, placed } = await cardOrder();
    const provider = createSandboxProvider();
    expect(await payOrderByCard(customer.id, placed.orderId, provider, card("4242424242424242"))).toEqual({
      status: "paid",
    });
    expect(await payOrderByCard(customer.id, placed.orderId, provider, card("4242424242424242"))).toEqual({
      status: "paid",
    });
    const rows = await getDb().select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: "card",
      state: "succeeded",
      cardLast4: "4242",
      provider: "sandbox",
      amountCents: placed.payNowCents,
    });
    expect(JSON.stringify(rows)).not.toContain("4242424242424242");
    const [booking] = await getDb().select().from(bookings).where(eq(bookings.orderId, placed.orderId));
    expect(booking!.status).toBe("confirmed");
  });

  it("declines 4000 0000 0000 0002 and books nothing", async () => {
    const { customer, placed } = await cardOrder();
    await expect(
      payOrderByCard(customer.id, placed.orderId, createSandboxProvider(), card("4000000000000002")),
    ).rejects.toEqual(new AppError("PAYMENT_DECLINED"));
    const live = await getDb()
      .select()
      .from(bookings)
      .where(and(eq(bookings.orderId, placed.orderId), inArray(bookings.status, ["confirmed", "awaiting_payment"])));
    expect(live).toHaveLength(0);
    const [row] = await getDb().select().from(payments).where(eq(payments.orderId, placed.orderId));
    expect(row).toMatchObject({ state: "failed", failureCode: "card_declined", cardLast4: "0002" });
  });

  it("refuses to pay someone else's order", async () => {
    const { placed } = await cardOrder();
    const stranger = await createCustomer();
    await expect(
      payOrderByCard(stranger.id, placed.orderId, createSandboxProvider(), card("4242424242424242")),
    ).rejects.toEqual(new AppError("NOT_FOUND"));
  });
});

describe("stripe payments (against a local fake of the Stripe API)", () => {
  const settings = () => ({ secretKey: "sk_test_fake", webhookSecret: "whsec_test_secret", apiBase: fakeUrl });

  it("creates one PaymentIntent per order with an idempotency key, and a retry returns the same one", async () => {
    const { customer, placed } = await cardOrder();
    const provider = createStripeProvider(settings());
    const first = await payOrderByCard(customer.id, placed.orderId, provider, undefined);
    const second = await payOrderByCard(customer.id, placed.orderId, provider, undefined);
    expect(first).toEqual({ status: "requires_action", clientSecret: expect.stringMatching(/_secret_/) });
    expect(second).toEqual(first);
    const mine = calls.filter((c) => c.body.get("metadata[orderId]") === placed.orderId);
    expect(mine).toHaveLength(2);
    expect(mine.every((c) => c.idempotencyKey === `order:${placed.orderId}`)).toBe(true);
    expect(mine[0]!.body.get("amount")).toBe(String(placed.payNowCents));
    expect(mine[0]!.body.get("currency")).toBe("gbp");
  });

  it("settles the order from a webhook signed with the endpoint secret, once", async () => {
    const { placed } = await cardOrder();
    const provider = createStripeProvider(settings());
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_webhook_1",
          object: "payment_intent",
          amount: placed.payNowCents,
          amount_received: placed.payNowCents,
          currency: "gbp",
          metadata: { orderId: placed.orderId },
        },
      },
    });
    const signature = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_test_secret",
    });
    expect(await handlePaymentWebhook(provider, payload, signature)).toBe("settled");
    expect(await handlePaymentWebhook(provider, payload, signature)).toBe("settled");
    const [order] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order).toMatchObject({ status: "paid", leftToPayCents: 0, paidCents: placed.payNowCents });
    expect(
      await getDb()
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, placed.orderId), eq(payments.kind, "card"))),
    ).toHaveLength(1);
  });

  it("rejects a webhook with a wrong signature and changes nothing", async () => {
    const { placed } = await cardOrder();
    const payload = JSON.stringify({
      id: "evt_2",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_x", amount: 1, metadata: { orderId: placed.orderId } } },
    });
    const forged = new Stripe("sk_test_fake").webhooks.generateTestHeaderString({
      payload,
      secret: "whsec_someone_else",
    });
    await expect(handlePaymentWebhook(createStripeProvider(settings()), payload, forged)).rejects.toThrow(/signature/i);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, placed.orderId));
    expect(order!.status).toBe("awaiting_payment");
  });
});
