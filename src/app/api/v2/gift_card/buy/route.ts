import { z } from "zod";
import { withCustomer } from "@/server/api/api-route";
import { buyGiftCardSchema, buyParsedGiftCard } from "@/server/giftcards/buy-gift-card";
import { withCard } from "@/server/payments/card-input";
import { getPaymentProvider } from "@/server/payments/get-payment-provider";
import { payOrderByCard } from "@/server/orders/pay-order";
import { cardErrors } from "../../../_contract/shared-fields";

/** Buy a gift card, paid by card; no offers apply. */
export const POST = withCustomer(
  {
    path: "/api/v2/gift_card/buy",
    methods: ["POST"],
    tag: "Gift cards",
    summary: "Buy a gift card, paid by card",
    description:
      "Sandbox: send cardNumber, cardExpiry, cardCvc. Stripe: the answer carries the client secret to confirm with.",
    input: withCard(buyGiftCardSchema),
    output: z.object({
      order_number: z.string(),
      status: z.enum(["paid", "requires_action"]),
      client_secret: z.string().optional(),
    }),
    errors: [...cardErrors],
    example: {
      amountCents: 10000,
      recipientName: "Grace Hopper",
      recipientEmail: "grace@example.com",
      message: "Enjoy",
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12/34",
      cardCvc: "123",
    },
  },
  async ({ card, ...input }, { customer }) => {
    const purchase = await buyParsedGiftCard({ id: customer.user.id }, input);
    const paid = await payOrderByCard(customer.user.id, purchase.orderId, getPaymentProvider(), card);
    return paid.status === "paid"
      ? { order_number: purchase.orderNumber, status: "paid" as const }
      : { order_number: purchase.orderNumber, status: "requires_action" as const, client_secret: paid.clientSecret };
  },
);
