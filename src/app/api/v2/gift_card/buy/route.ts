import { handleApi } from "@/server/api/handle-api";
import { readPayload } from "@/server/api/read-payload";
import { AppError } from "@/server/errors/app-error";
import { buyGiftCard } from "@/server/giftcards/buy-gift-card";
import { currentCustomerId } from "@/server/orders/checkout-customer";
import { cardFormSchema } from "@/server/payments/card-schema";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { payOrderByCard } from "@/server/payments/pay-order";

/** Buy a gift card, paid by card; no offers apply. */
export const POST = handleApi(async (request) => {
  const customerId = await currentCustomerId(request);
  if (!customerId) throw new AppError("UNAUTHENTICATED");
  const payload = await readPayload(request);
  const provider = getPaymentProvider();
  const card = provider.name === "sandbox" ? cardFormSchema().parse(payload) : undefined;
  const purchase = await buyGiftCard({ id: customerId }, payload as never);
  const paid = await payOrderByCard(customerId, purchase.orderId, provider, card);
  return paid.status === "paid" ? { order_number: purchase.orderNumber, status: "paid" } : { order_number: purchase.orderNumber, status: "requires_action", client_secret: paid.clientSecret };
});
