import { NextResponse } from "next/server";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { handlePaymentWebhook } from "@/server/orders/pay-order";
import { requestLogger } from "@/server/log/logger";
import { readBodyAtMost } from "@/server/http/read-body-at-most";

/**
 * Stripe's events are a few kilobytes; anything past this is not Stripe and is not read further
 * (nothing is buffered beyond the limit, so a flood of large bodies cannot exhaust memory).
 */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/** Stripe's signed webhook: the raw body is verified with the endpoint secret before anything happens. */
export async function POST(request: Request) {
  const provider = getPaymentProvider();
  if (provider.name !== "stripe") return NextResponse.json({ received: false }, { status: 404 });
  const signature = request.headers.get("stripe-signature");
  if (!signature) return NextResponse.json({ received: false }, { status: 400 });
  const body = await readBodyAtMost(request, WEBHOOK_BODY_LIMIT);
  if (!body) return NextResponse.json({ received: false }, { status: 413 });
  try {
    const result = await handlePaymentWebhook(provider, new TextDecoder().decode(body), signature);
    return NextResponse.json({ received: true, result });
  } catch (error) {
    requestLogger(request.headers).warn({ err: error }, "payment webhook refused");
    return NextResponse.json({ received: false }, { status: 400 });
  }
}
