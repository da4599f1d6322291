import { describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // The webhook answers only when Stripe is configured; no call leaves the machine in these cases.
  process.env.STRIPE_SECRET_KEY = "sk_test_webhook_route";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_webhook_route";
  process.env.STRIPE_API_BASE = "http://127.0.0.1:9";
});

import { POST } from "@/app/api/v2/payments/stripe_webhook/route";

const url = "http://localhost/api/v2/payments/stripe_webhook";

describe("the Stripe webhook route", () => {
  // "Changes nothing" is shown by the body never being read (a count of the payments table would also see the rows
  // other files write meanwhile): no event reached the handler, so nothing could be recorded.
  it("refuses a body over 256 KB with 413 without reading it all, and changes nothing", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await POST(
      new Request(url, {
        method: "POST",
        body: endless,
        duplex: "half",
        headers: { "stripe-signature": "t=1,v1=abc" },
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it("refuses a request without a signature, and one with a wrong signature, with 400", async () => {
    const event = JSON.stringify({
      id: "evt_1",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_1", amount: 100, currency: "usd", metadata: { orderId: "x" } } },
    });
    expect((await POST(new Request(url, { method: "POST", body: event }))).status).toBe(400);
    expect(
      (await POST(new Request(url, { method: "POST", body: event, headers: { "stripe-signature": "t=1,v1=forged" } })))
        .status,
    ).toBe(400);
  });
});
