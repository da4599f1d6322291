import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createElement, type ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Stripe mode for this file (env() is read once per module graph): the secret and publishable keys set.
vi.hoisted(() => {
  process.env.STRIPE_SECRET_KEY = "sk_test_fake";
  process.env.STRIPE_PUBLISHABLE_KEY = "pk_test_fake_publishable";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_secret";
});

import { POST as placeBookingOrder } from "@/app/api/v2/place_order/placeRegisterBookingOrder/route";
import { StripePaymentElement } from "@/components/booking/stripe-payment-element";
import { IslandIntlProvider } from "@/i18n/islands/island-intl";
import { islandMessages } from "@/i18n/islands/island-messages";
import { createSession } from "@/server/accounts/sessions";
import { at, clinicId, createCustomer, holderKey } from "../../../tests/support/booking-fixtures";

/** A local stand-in for the one Stripe endpoint checkout calls: POST /v1/payment_intents. */
let fake: Server;
const created: { amount: number; idempotencyKey: string | undefined }[] = [];
async function readBody(req: IncomingMessage): Promise<string> {
  let data = "";
  for await (const chunk of req) data += chunk;
  return data;
}

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    if (req.method === "POST" && req.url === "/v1/payment_intents") {
      created.push({
        amount: Number(body.get("amount")),
        idempotencyKey: req.headers["idempotency-key"] as string | undefined,
      });
      const id = `pi_checkout_${created.length}`;
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id,
          object: "payment_intent",
          amount: Number(body.get("amount")),
          currency: body.get("currency"),
          status: "requires_payment_method",
          client_secret: `${id}_secret_abc`,
          metadata: {},
        }),
      );
      return;
    }
    res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not faked" } }));
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe("checkout in stripe mode", () => {
  it("places the order and answers the PaymentIntent's client secret and the publishable key for the Payment Element", async () => {
    const customer = await createCustomer();
    const session = await createSession(customer.id, false, new Date());
    const request = new Request("http://localhost/api/v2/place_order/placeRegisterBookingOrder?lang=en", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${session.token}` },
      body: JSON.stringify({
        clinicId: await clinicId("london"),
        startsAt: at("2031-03-11", "10:00", "Europe/London").toISOString(),
        lines: [{ code: "JLIV", optionCode: null, quantity: 1 }],
        paymentMethod: "card",
        acceptTerms: true,
        holderKey: holderKey(),
        locale: "en",
      }),
    });
    const answer = (await (await placeBookingOrder(request)).json()) as { code: number; data: Record<string, unknown> };
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({
      status: "requires_action",
      client_secret: "pi_checkout_1_secret_abc",
      publishable_key: "pk_test_fake_publishable",
    });
    expect(answer.data.booking_number).toMatch(/^BK-[A-Z0-9]{8}$/);
    // No card field was needed or sent to us; Stripe was asked once, with the order's idempotency key.
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toMatch(/^order:/);
    expect(created[0]!.amount).toBeGreaterThan(0);
  });

  it("renders the Payment Element's container, and its pay button once the client secret is there", async () => {
    const words = { confirmLabel: "Pay $100.00 and book", submittingLabel: "Sending…" };
    // Its own words (the note, "could not load") come from the checkout's island provider.
    const messages = await islandMessages("booking", "en");
    const inProvider = (element: ReturnType<typeof createElement>) =>
      createElement(
        IslandIntlProvider,
        { locale: "en", messages } as ComponentProps<typeof IslandIntlProvider>,
        element,
      );
    const waiting = renderToString(
      inProvider(
        createElement(StripePaymentElement, {
          publishableKey: "pk_test_fake_publishable",
          clientSecret: null,
          returnUrl: null,
          locale: "en",
          ...words,
        }),
      ),
    );
    expect(waiting).toContain('data-testid="stripe-payment-element"');
    expect(waiting).toContain('data-state="waiting"');
    expect(waiting).not.toContain("Pay $100.00 and book");
    const withIntent = renderToString(
      inProvider(
        createElement(StripePaymentElement, {
          publishableKey: "pk_test_fake_publishable",
          clientSecret: "pi_1_secret_abc",
          returnUrl: "/us/en/book-online/success?booking=BK-ABCDEFGH",
          locale: "en",
          ...words,
        }),
      ),
    );
    expect(withIntent).toContain('id="stripe-payment-element"');
    expect(withIntent).toContain('data-state="intent"');
    expect(withIntent).toContain("Pay $100.00 and book");
    // The secret is for Stripe.js only, never printed into the page.
    expect(withIntent).not.toContain("pi_1_secret_abc");
  });
});
