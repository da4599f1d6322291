import { campaignOfVisitor } from "@/server/consent/campaign";
import { env } from "@/config/env";
import { handleApi } from "@/server/api/handle-api";
import { readPayload } from "@/server/api/read-payload";
import { holderKeyOf } from "@/server/availability/holder-key";
import { requestCookie } from "@/server/http/request-cookie";
import { clientAddress } from "@/server/http/client-address";
import { AppError } from "@/server/errors/app-error";
import { currentCustomerId } from "@/server/orders/checkout-customer";
import { placeOrder } from "@/server/orders/place-order";
import { cardFormSchema } from "@/server/payments/card-schema";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { payOrderByCard } from "@/server/payments/pay-order";

/**
 * SPEC 7: place the booking order. Pay in clinic: done. Card: the sandbox charges the card form here;
 * Stripe answers the PaymentIntent's client secret for the Payment Element (the webhook settles it).
 */
export const POST = handleApi(async (request) => {
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new AppError("CUSTOMER_CHOICE_REQUIRED");
  const payload = await readPayload(request);
  const provider = getPaymentProvider();
  // Check the card form before anything is written, so a typo never holds a chair.
  const card = payload.paymentMethod === "card" && provider.name === "sandbox" ? cardFormSchema().parse(payload) : undefined;
  // The visitor's holds belong to the holder cookie; a holder key in the body is never believed.
  const placed = await placeOrder({ id: customerId }, { ...payload, holderKey: holderKeyOf(request).key } as never, { client: clientAddress(request.headers), campaign: campaignOfVisitor((name) => requestCookie(request, name)) });
  const base = { order_id: placed.orderId, order_number: placed.orderNumber, booking_number: placed.bookingNumber };
  if (placed.status !== "awaiting_payment") return { ...base, status: placed.status };
  const paid = await payOrderByCard(customerId, placed.orderId, provider, card);
  // Stripe: the browser's Payment Element needs the client secret and the publishable key.
  return paid.status === "paid" ? { ...base, status: "paid" } : { ...base, status: "requires_action", client_secret: paid.clientSecret, publishable_key: env().STRIPE_PUBLISHABLE_KEY ?? null };
});
