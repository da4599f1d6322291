import { NextResponse } from "next/server";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { handlePaymentWebhook } from "@/server/payments/pay-order";
import { requestLogger } from "@/server/log/logger";

/** Stripe's signed webhook: the raw body is verified with the endpoint secret before anything happens. */
export async function POST(request: Request) {
  const provider = getPaymentProvider();
  if (provider.name !== "stripe") return NextResponse.json({ received: false }, { status: 404 });
  try {
    const result = await handlePaymentWebhook(provider, await request.text(), request.headers.get("stripe-signature"));
    return NextResponse.json({ received: true, result });
  } catch (error) {
    requestLogger(request.headers).warn({ err: error }, "payment webhook refused");
    return NextResponse.json({ received: false }, { status: 400 });
  }
}
